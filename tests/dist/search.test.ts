/**
 * What a search downloads (dist/search/search.json, /ml/…), held to its budget for the site as it is and for a school
 * after five years of notices, dates and documents (tests/helpers/search-years.ts); and the search page, which
 * without JavaScript lists everything a search finds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchDocs } from '../../scripts/build/content/search.ts';
import { buildDay } from '../../scripts/build/content/notices.ts';
import { languages, noticePath, pagePath, searchDataPath } from '../../src/lib/routes.ts';
import type { SearchDoc } from '../../src/lib/search/data.ts';
import { content } from '../helpers/content.ts';
import { afterFiveYears, YEARS } from '../helpers/search-years.ts';

const dist = path.resolve('dist');
const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');

/** Budgets (gzip) of the file a search downloads, per language: docs/performance.md, Search. */
export const SEARCH_BUDGET = { now: 20 * 1024, fiveYears: 100 * 1024 };

describe('the search file', () => {
  for (const lang of languages) {
    const docs = JSON.parse(read(searchDataPath(lang).slice(1))) as SearchDoc[];

    it(`${lang}: holds every page, notice, date, document and gallery, each page with its written words`, () => {
      const expected = searchDocs(content, lang, buildDay(process.env));
      expect(docs.map((doc) => doc.url)).toEqual(expected.map((doc) => doc.url));
      const about = docs.find((doc) => doc.url === pagePath('/about', lang))!;
      // The written page's words (its headings and paragraphs), not only its description for search engines.
      const heading = /<h2[^>]*>([^<]+)<\/h2>/.exec(read(`${pagePath('/about', lang).slice(1)}index.html`))![1]!;
      expect(about.text).toContain(heading.trim());
      expect(about.text).not.toMatch(/<|&amp;/);
      for (const notice of content.collections.notices[lang])
        expect(docs.map((doc) => doc.url)).toContain(noticePath(notice.slug, lang));
    });

    it(`${lang}: is within its budget now and after ${YEARS} years of publishing`, () => {
      const now = gzipSync(JSON.stringify(docs)).length;
      const later = gzipSync(JSON.stringify(afterFiveYears(docs, (slug) => noticePath(slug, lang)))).length;
      console.info(`search file (${lang}): ${(now / 1024).toFixed(1)} KB gzip now, ${(later / 1024).toFixed(1)} KB in ${YEARS} years`);
      expect(now).toBeLessThanOrEqual(SEARCH_BUDGET.now);
      expect(later).toBeLessThanOrEqual(SEARCH_BUDGET.fiveYears);
    });

    it(`${lang}: the search page lists every entry as a link, for a browser without JavaScript`, () => {
      const html = read(`${pagePath('/search', lang).slice(1)}index.html`);
      const links = new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')));
      for (const doc of docs) expect(links, doc.url).toContain(doc.url);
    });
  }
});
