import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../../src/app/paths.ts';
import { robotsTxt, sitemapXml } from '../../scripts/site-files.ts';

describe('sitemap and robots', () => {
  it('lists every route with absolute URLs from the configured origin', () => {
    const xml = sitemapXml('https://hill.example', prerenderedPaths);
    for (const path of prerenderedPaths) expect(xml).toContain(`<loc>https://hill.example${path}</loc>`);
    expect(xml.match(/<url>/g)).toHaveLength(7);
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://hill.example')).toContain('Sitemap: https://hill.example/sitemap.xml');
  });
});
