/**
 * What a search downloads (dist/search/search.json, /ml/…, and each older school year's file beside it), held to its
 * budget, and the search page, which without JavaScript lists the newest of each kind and the school years of the
 * rest. How the files stay bounded over ten years of publishing is the years benchmark's (scripts/cli/years/,
 * `npm run years`) and tests/e2e/years.spec.ts's.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchDocs, searchShards } from '../../scripts/build/content/search.ts';
import { buildDay } from '../../scripts/build/content/notice-views.ts';
import { LISTED_PER_KIND } from '../../scripts/build/content/page-data.ts';
import { languages, noticePath, pagePath } from '../../src/lib/routes.ts';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { firstSearchFile, olderSearchFile } from '../../src/lib/search/shards.ts';
import { siteWords } from '../helpers/content.ts';
import { content } from '../helpers/content.ts';

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** Budget (gzip) of the file a search downloads first, per language: docs/performance.md, Search. */
export const SEARCH_BUDGET = { now: 20 * 1024 };

describe('the search files', () => {
  for (const lang of languages) {
    // A list at the address every version of the app has read; the older years, as the site's words name them.
    const first = JSON.parse(read(firstSearchFile(lang).slice(1))) as SearchDoc[];
    const years = siteWords(lang).searchYears;
    const older = years.flatMap((year) => JSON.parse(read(olderSearchFile(year, lang).slice(1))) as SearchDoc[]);

    it(`${lang}: hold every page, notice, date, document and gallery, each page with its written words`, () => {
      const today = buildDay(process.env);
      const expected = searchDocs(content, lang, today);
      expect([...first, ...older].map((doc) => doc.url).sort()).toEqual(expected.map((doc) => doc.url).sort());
      expect(first.map((doc) => doc.url)).toEqual(searchShards(content, lang, today).first.map((d) => d.url));
      const about = first.find((doc) => doc.url === pagePath('/about', lang))!;
      // The written page's words (its headings and paragraphs), not only its description for search engines.
      const heading = /<h2[^>]*>([^<]+)<\/h2>/.exec(read(`${pagePath('/about', lang).slice(1)}index.html`))![1]!;
      expect(about.text).toContain(heading.trim());
      expect(about.text).not.toMatch(/<|&amp;/);
      for (const notice of content.collections.notices[lang])
        expect([...first, ...older].map((doc) => doc.url)).toContain(noticePath(notice.slug, lang));
      for (const year of years) expect(existsSync(path.join(dist, olderSearchFile(year, lang)))).toBe(true);
    });

    it(`${lang}: the first is within its budget`, () => {
      const now = gzipSync(JSON.stringify(first)).length;
      console.info(`first search file (${lang}): ${(now / 1024).toFixed(1)} KB gzip`);
      expect(now).toBeLessThanOrEqual(SEARCH_BUDGET.now);
    });

    it(`${lang}: the search page lists every page and the newest of each kind as links, for a browser without JavaScript`, () => {
      const html = read(`${pagePath('/search', lang).slice(1)}index.html`);
      const links = new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
      const counted = new Map<string, number>();
      for (const doc of first) {
        const count = (counted.get(doc.kind) ?? 0) + 1;
        counted.set(doc.kind, count);
        if (doc.kind === 'page' || count <= LISTED_PER_KIND) expect(links, doc.url).toContain(doc.url);
      }
      // Inside <noscript>: the app, which searches, never draws it; and none of it is in the page's data.
      expect(html).toMatch(/<noscript><section class="everything"/);
      const data = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
      expect(data).not.toContain('"listing"');
    });
  }
});
