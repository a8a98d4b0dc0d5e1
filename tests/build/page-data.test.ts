/**
 * Each page's own lists with three years of content (scripts/build/content/page-data.ts, calendar-pages.ts, search.ts,
 * gallery-list.ts): every notice, date, search entry and gallery is on exactly one page or file, the pages a parent
 * opens first hold a page's worth, and the data a page carries reads back as it was written, whatever a notice says.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { NOTICES_PER_ARCHIVE_PAGE, pageDataOf } from '../../scripts/build/content/page-data.ts';
import {
  CALENDAR_AHEAD,
  CALENDAR_PAST,
  DATES_PER_ARCHIVE_PAGE,
  calendarPages,
} from '../../scripts/build/content/calendar-pages.ts';
import { eventViews } from '../../scripts/build/content/events.ts';
import { searchDocs, searchShards } from '../../scripts/build/content/search.ts';
import { galleryItems, galleryYears } from '../../scripts/build/gallery-list.ts';
import { entryPaths, sitePaths } from '../../scripts/build/content/site-paths.ts';
import { writeYears } from '../../scripts/cli/years/fill.ts';
import type { CalendarLists, PageData } from '../../src/content/page-data.tsx';
import { documentDataIn } from '../../src/content/page-data-html.ts';
import { documentDataJson } from '../../src/content/page-data-json.ts';
import { FRONT_NOTICES } from '../../src/notices/shared/rules.ts';
import { languages, noticePath, pagePath } from '../../src/lib/routes.ts';
import { schoolYearOf, yearBefore } from '../../src/lib/school-year.ts';

const TODAY = '2026-11-29';
const scratch = mkdtempSync(path.join(tmpdir(), 'page-data-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const content = loadContent(writeYears(path.join(scratch, 'content'), 3, TODAY), { SITE_NOW: `${TODAY}T09:00` });

describe('three years of content, cut to pages', () => {
  it('reads without a problem', () => expect(content.problems).toEqual([]));

  for (const lang of languages) {
    const { pages } = pageDataOf(content, lang, TODAY);
    const notices = content.collections.notices[lang];

    it(`${lang}: the notices page holds a page's worth; every notice has its page and is on one archive page`, () => {
      const front = pages[pagePath('/notices', lang)] as PageData['notices'];
      expect(front.notices.length).toBeGreaterThanOrEqual(FRONT_NOTICES);
      expect(front.notices.length).toBeLessThanOrEqual(3 * FRONT_NOTICES);
      const addresses = Object.keys(pages).filter((address) => address.startsWith(pagePath('/notices/archive', lang)));
      const archived = addresses.map((address) => pages[address] as PageData['noticeArchive']);
      for (const page of archived) expect(page.notices.length).toBeLessThanOrEqual(NOTICES_PER_ARCHIVE_PAGE);
      const listed = archived.flatMap((page) => page.notices.map((notice) => notice.slug));
      expect(listed.sort()).toEqual(notices.map((notice) => notice.slug).sort());
      for (const notice of notices) expect(pages[noticePath(notice.slug, lang)]).toBeDefined();
      // Each archive page is written, and in the sitemap.
      const [written, mapped] = [entryPaths(content, TODAY), sitePaths(content, TODAY)];
      for (const address of addresses) {
        expect(written).toContain(address);
        expect(mapped).toContain(address);
      }
    });

    it(`${lang}: the calendar page holds the next dates and the latest past ones; every date is on one year's page`, () => {
      const events = eventViews(content, lang, TODAY);
      const { pages: calendar, placeOf } = calendarPages(events, TODAY, lang);
      const first = calendar.get(pagePath('/calendar', lang))!;
      expect(first.events.length).toBeLessThanOrEqual(CALENDAR_AHEAD + CALENDAR_PAST);
      expect(first.later).toMatch(new RegExp(`^${pagePath('/calendar/archive', lang)}\\d{4}-\\d{2}/(\\d+/)?#`));
      const onYearPages = [...calendar].filter(([address]) => address !== pagePath('/calendar', lang));
      const listed = onYearPages.flatMap(([, lists]: [string, CalendarLists]) => lists.events.map((e) => e.slug));
      expect(listed.sort()).toEqual(events.map((event) => event.slug).sort());
      for (const [, lists] of onYearPages) {
        expect(lists.events.length).toBeLessThanOrEqual(DATES_PER_ARCHIVE_PAGE);
        // A line each: no links to add a date to a phone's calendar there.
        expect(lists.events.every((event) => event.ics === '')).toBe(true);
      }
      for (const event of events) expect(placeOf.get(event.slug)).toBeDefined();
      for (const event of first.events) expect(placeOf.get(event.slug)).toBe(pagePath('/calendar', lang));
    });

    it(`${lang}: the first search file holds the pages and the last two school years; each older year a file`, () => {
      const docs = searchDocs(content, lang, TODAY);
      const { first, older } = searchShards(content, lang, TODAY, docs);
      const recent = yearBefore(schoolYearOf(TODAY));
      expect(first.every((doc) => doc.date === '' || schoolYearOf(doc.date) >= recent)).toBe(true);
      expect([...older.keys()].length).toBeGreaterThan(0);
      expect([...older.keys()].every((year) => year < recent)).toBe(true);
      const all = [...first, ...[...older.values()].flat()];
      expect(all.map((doc) => doc.url).sort()).toEqual(docs.map((doc) => doc.url).sort());
    });
  }

  it('the first gallery list holds the last two school years, each older year a list of its own', () => {
    const { first, byYear, older } = galleryYears(content, TODAY);
    const recent = yearBefore(schoolYearOf(TODAY));
    expect(first.every((item) => schoolYearOf(item.date.slice(0, 10)) >= recent)).toBe(true);
    expect(older.map(({ year }) => year)).toEqual([...byYear.keys()]);
    expect(first.length + [...byYear.values()].flat().length).toBe(galleryItems(content).length);
  });
});

describe("a page's data in its HTML", () => {
  it('reads back as written, whatever a notice says, without what only a browser without JavaScript reads', () => {
    const text = 'Close at </script><script>alert(1)</script> <!-- and \u2028 -->';
    const data = { path: '/search/', urgent: [], page: { listing: [{ title: text }], noticeYears: [], dateYears: [] } };
    const json = documentDataJson(data, 'search');
    expect(json).not.toMatch(/<\/script|<!--|\u2028/);
    const html = `<head><script type="application/json" id="page-data">${json}</script></head>`;
    expect(documentDataIn(html)).toEqual({ ...data, page: { noticeYears: [], dateYears: [] } });
    const notice = { path: '/notices/x/', urgent: [], page: { title: text } };
    expect(
      documentDataIn(`<script type="application/json" id="page-data">${documentDataJson(notice)}</script>`),
    ).toEqual(notice);
    expect(documentDataIn('<html>no data</html>')).toBeNull();
    expect(documentDataIn('<script type="application/json" id="page-data">{"path":1}</script>')).toBeNull();
  });
});
