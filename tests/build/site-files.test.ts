import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPaths } from '../../src/lib/routes.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { publishedFiles } from '../../scripts/build/content/published-files.ts';
import { robotsTxt, sitemapXml } from '../../scripts/build/site-files.ts';

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
    for (const loc of ['https://hill.example/about/', 'https://hill.example/ml/about/']) {
      expect(entry(loc)).toContain('<xhtml:link rel="alternate" hreflang="en-IN" href="https://hill.example/about/"/>');
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="ml-IN" href="https://hill.example/ml/about/"/>',
      );
      expect(entry(loc)).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://hill.example/about/"/>',
      );
    }
    expect(entry('https://hill.example/ml/')).toContain('hreflang="en-IN" href="https://hill.example/"');
  });

  it('names the sitemap in robots.txt', () => {
    expect(robotsTxt('https://hill.example')).toContain('Sitemap: https://hill.example/sitemap.xml');
  });
});

describe('the PDFs the notices link to', () => {
  it('are published at the address the notice gives, and only those a notice names', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'notice-pdfs-'));
    try {
      cpSync('src/content', path.join(root, 'src/content'), { recursive: true });
      mkdirSync(path.join(root, 'media/notices'), { recursive: true });
      for (const folder of readdirSync('media'))
        symlinkSync(path.resolve('media', folder), path.join(root, 'media', folder));
      writeFileSync(path.join(root, 'media/notices/timetable.pdf'), '%PDF-1.4 the timetable');
      writeFileSync(path.join(root, 'media/notices/old-form.pdf'), '%PDF-1.4 a form no notice names');
      const words = { en: ['Timetable', 'The timetable.', 'Download'], ml: ['സമയക്രമം', 'പുതിയ സമയക്രമം.', 'ഡൗൺലോഡ്'] };
      for (const [lang, [title, text, linkText]] of Object.entries(words)) {
        const file = path.join(root, `src/content/${lang}/notices/read-offline.yaml`);
        writeFileSync(
          file,
          `title: ${title}\ndate: 2026-11-24\ntext: ${text}\npinned: false\nlinkText: ${linkText}\nattachment: /media/notices/timetable.pdf\n`,
        );
      }
      const content = loadContent(root, {});
      expect(content.problems.filter((problem) => problem.includes('notices'))).toEqual([]);
      const files = publishedFiles(content);
      expect(Object.keys(files)).toEqual(['media/notices/timetable.pdf']);
      expect(files['media/notices/timetable.pdf']!.toString()).toBe('%PDF-1.4 the timetable');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
