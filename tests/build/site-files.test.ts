import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../../src/lib/routes.ts';
import { robotsTxt, sitemapXml } from '../../scripts/site-files.ts';

describe('sitemap and robots', () => {
  it('lists every route in both languages with absolute URLs from the configured origin', () => {
    const xml = sitemapXml('https://hill.example', prerenderedPaths);
    for (const path of prerenderedPaths) expect(xml).toContain(`<loc>https://hill.example${path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(prerenderedPaths.length);
  });

  it('gives each page its language alternates, both ways', () => {
    const xml = sitemapXml('https://hill.example', prerenderedPaths);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(xml)?.[1] ?? '';
    for (const loc of ['https://hill.example/about', 'https://hill.example/ml/about']) {
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://hill.example/about"/>');
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="ml-IN" href="https://hill.example/ml/about"/>');
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://hill.example/about"/>');
    }
    expect(entry('https://hill.example/ml')).toContain('hreflang="en-IN" href="https://hill.example/"');
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://hill.example')).toContain('Sitemap: https://hill.example/sitemap.xml');
  });
});
