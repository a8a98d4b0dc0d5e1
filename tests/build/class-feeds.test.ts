/**
 * Each class's calendar to subscribe to (issue 57): /calendar/plus-two-science.ics and the rest, the whole school's
 * dates and that class's, in both languages, read back by ical.js, each date under the UID it has in every feed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { calendarFiles } from '../../scripts/build/calendar-feeds.ts';
import { calendarFeedPath, classFeedPath } from '../../scripts/build/content/events.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { nameRuleOf } from '../../src/content/schema/index.ts';
import { classFeeds } from '../../src/lib/classes.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));

describe("each class's own calendar", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'class-feeds-'));
  const filled = loadContent(writeFixtureContent(root), process.env);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("holds the whole school's dates and that class's, read by ical.js, in both languages, under the feed's UIDs", () => {
    expect(filled.problems).toEqual([]);
    const files = calendarFiles(filled, { ...process.env, SITE_TODAY: '2026-06-15' });
    for (const lang of ['en', 'ml'] as const) {
      const uids = (file: string) =>
        parse(files[file]!)
          .getAllSubcomponents('vevent')
          .map((v) => new ICAL.Event(v).uid)
          .sort();
      const whole = uids(calendarFeedPath(lang).slice(1));
      const exams = `half-yearly-exams.${lang}@${new URL(filled.identity.origin).host}`;
      for (const { slug, audience } of classFeeds) {
        const mine = uids(classFeedPath(slug, lang).slice(1));
        // The fixture school's half-yearly exams are Plus One's; every other date is the whole school's.
        expect(mine, slug).toEqual(audience.year === 'plusOne' ? whole : whole.filter((uid) => uid !== exams));
      }
      expect(
        parse(files[classFeedPath('plus-two-science', lang).slice(1)]!).getFirstPropertyValue('x-wr-calname'),
      ).toContain(`${filled.files.site[lang]!.classes.plusTwo} ${filled.files.site[lang]!.classes.science}`);
    }
  });

  it("a date named after a class is refused: its file would be that class's calendar", () => {
    expect(nameRuleOf('events')!('plus-two-science', {})).toMatch(
      /the name of the calendar of every date of that class/,
    );
  });
});
