import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { calendarFeed, calendarFiles, singleEventIcs } from '../../scripts/build/calendar-feeds.ts';
import { calendarEvents, kindFeedPath } from '../../scripts/build/content/events.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { eventKinds, type EventKind } from '../../src/content/kinds.ts';
import { nameRuleOf } from '../../src/content/schema/index.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';
import type { CalendarDay } from '../../src/lib/calendar.ts';
import type { Lang } from '../../src/lib/routes.ts';
import { day } from '../helpers/calendar-day.ts';

const LONG_TITLE = 'ഒന്നാം പാദവാർഷിക പരീക്ഷ: എല്ലാ ക്ലാസുകൾക്കും സമയക്രമം സ്കൂൾ വെബ്സൈറ്റിൽ';

const events: CalendarDay[] = [
  day('onam', '2026-08-24', { title: 'ഓണം അവധി', kind: 'holiday', end: '2026-08-31', description: 'സ്കൂൾ അവധി' }),
  day('reopening', '2026-06-01', { kind: 'term', title: 'School reopens, new year' }),
  day('pta', '2026-07-10', { kind: 'meeting', startTime: '10:00', endTime: '12:30', place: 'Hall; block A' }),
  day('sports', '2026-12-31', { startTime: '23:30' }),
  day('camp', '2026-10-02', { end: '2026-10-04', startTime: '09:00', endTime: '16:00' }),
  day('exams', '2026-09-14', { kind: 'exam', title: LONG_TITLE, end: '2026-09-21' }),
];

const page = (lang: Lang) => (slug: string) => `https://school.example${lang === 'ml' ? '/ml' : ''}/calendar/${slug}`;

const feed = (list = events, lang: Lang = 'ml', today = '2026-06-15') =>
  calendarFeed({
    events: list,
    lang,
    name: 'Calendar, Model School',
    description: 'Term dates; exams',
    pageUrl: page(lang),
    origin: 'https://school.example',
    today,
  });

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const vevents = (text: string) => parse(text).getAllSubcomponents('vevent');
const bySlug = (text: string) =>
  Object.fromEntries(vevents(text).map((component) => [component.getFirstPropertyValue('uid'), component]));
const event = (text: string, slug: string, lang = 'ml') => {
  const component = bySlug(text)[`${slug}.${lang}@school.example`];
  if (!component) throw new Error(`no ${slug} in the feed`);
  return new ICAL.Event(component);
};

const zone = process.env.TZ;
afterEach(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('calendarFeed', () => {
  it('has every event, each named by its file and language', () => {
    expect(Object.keys(bySlug(feed())).sort()).toEqual(events.map((e) => `${e.slug}.ml@school.example`).sort());
    expect(Object.keys(bySlug(feed(events, 'en')))).toContain('onam.en@school.example');
  });

  it('is the same bytes for the same content, and keeps each UID when a date moves', () => {
    expect(feed()).toBe(feed());
    const moved = events.map((e) => (e.slug === 'pta' ? { ...e, start: '2026-07-17' } : e));
    expect(Object.keys(bySlug(feed(moved)))).toEqual(Object.keys(bySlug(feed())));
    expect(event(feed(moved), 'pta').startDate.day).toBe(17);
  });

  it('gives all-day events DATE values ending the day after the last day', () => {
    const text = feed();
    const onam = event(text, 'onam');
    expect(onam.startDate.isDate).toBe(true);
    expect(onam.startDate.toString()).toBe('2026-08-24');
    expect(onam.endDate.isDate).toBe(true);
    expect(onam.endDate.toString()).toBe('2026-09-01');
    expect(event(text, 'reopening').endDate.toString()).toBe('2026-06-02');
    expect(text).toContain('DTSTART;VALUE=DATE:20260601\r\nDTEND;VALUE=DATE:20260602\r\n');
  });

  it('writes timed events in Kerala time, with the zone a phone needs to place them', () => {
    const text = feed();
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20260710T100000\r\nDTEND;TZID=Asia/Kolkata:20260710T123000\r\n');
    // No end time: an hour, past midnight into the new year. Several days: first day's start to last day's end.
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261231T233000\r\nDTEND;TZID=Asia/Kolkata:20270101T003000\r\n');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20261002T090000\r\nDTEND;TZID=Asia/Kolkata:20261004T160000\r\n');
    const calendar = parse(text);
    const timezone = calendar.getFirstSubcomponent('vtimezone');
    expect(timezone?.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    ICAL.TimezoneService.register(timezone!);
    const pta = event(text, 'pta');
    expect(pta.startDate.zone.tzid).toBe('Asia/Kolkata');
    expect(pta.startDate.toJSDate().toISOString()).toBe('2026-07-10T04:30:00.000Z');
    expect(pta.endDate.toJSDate().toISOString()).toBe('2026-07-10T07:00:00.000Z');
    ICAL.TimezoneService.remove('Asia/Kolkata');
  });

  it('is the same whatever time zone the build machine is in', () => {
    const utc = feed();
    for (const machine of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = machine;
      expect(new Date(2026, 0, 1).getTimezoneOffset()).not.toBe(0);
      expect(feed()).toBe(utc);
    }
  });

  it('refuses a time the build machine’s clock skips, rather than moving the event an hour', () => {
    process.env.TZ = 'America/New_York';
    expect(() => feed([day('night', '2026-03-08', { startTime: '02:30' })])).toThrow(/daylight saving/);
  });

  it('stamps every event with the build day, in UTC', () => {
    const stamps = new Set(vevents(feed()).map((component) => String(component.getFirstPropertyValue('dtstamp'))));
    expect([...stamps]).toEqual(['2026-06-14T18:30:00Z']);
    expect(feed(events, 'ml', '2026-06-16')).not.toBe(feed());
  });

  it('ends every line in CRLF and folds at 75 octets without splitting a letter', () => {
    const text = feed();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line) > 75)).toEqual([]);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    // Each physical line, cut out of the bytes, must be whole UTF-8 on its own.
    const strict = new TextDecoder('utf-8', { fatal: true });
    const bytes = Buffer.from(text);
    let from = 0;
    for (let at = bytes.indexOf('\r\n'); at >= 0; at = bytes.indexOf('\r\n', from)) {
      expect(() => strict.decode(bytes.subarray(from, at))).not.toThrow();
      from = at + 2;
    }
  });

  it('reads back Malayalam intact, the long title folded', () => {
    const text = feed();
    expect(event(text, 'onam').summary).toBe('ഓണം അവധി');
    expect(Buffer.byteLength(`SUMMARY:${LONG_TITLE}`)).toBeGreaterThan(75);
    expect(text).not.toContain(`SUMMARY:${LONG_TITLE}`);
    expect(event(text, 'exams').summary).toBe(LONG_TITLE);
  });

  it('carries the page, the place and the kind', () => {
    const pta = event(feed(), 'pta');
    expect(pta.location).toBe('Hall; block A');
    expect(pta.description).toBe('https://school.example/ml/calendar/pta');
    expect(event(feed(), 'onam').description).toBe('സ്കൂൾ അവധി\n\nhttps://school.example/ml/calendar/onam');
    expect(pta.component.getFirstPropertyValue('url')).toBe('https://school.example/ml/calendar/pta');
    expect(pta.component.getFirstPropertyValue('categories')).toBe('meeting');
  });

  it('names the calendar and asks phones to refresh it', () => {
    const calendar = parse(feed());
    // TEXT, escaped (RFC 5545 3.8.8.2: an X- property is TEXT unless it says otherwise); ical.js reads it raw.
    const text = (name: string) => String(calendar.getFirstPropertyValue(name)).replace(/\\([\\;,])/g, '$1');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Calendar\\, Model School');
    expect(text('x-wr-calname')).toBe('Calendar, Model School');
    expect(text('name')).toBe('Calendar, Model School');
    expect(text('x-wr-caldesc')).toBe('Term dates; exams');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT12H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT12H');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('prodid')).toContain('school.example');
  });
});

describe('singleEventIcs', () => {
  it('is one event under the same UID as in the feed', () => {
    const text = singleEventIcs({
      event: events.find((e) => e.slug === 'pta')!,
      lang: 'en',
      pageUrl: 'https://school.example/calendar/pta',
      origin: 'https://school.example',
      today: '2026-06-15',
    });
    const [only, ...rest] = vevents(text);
    expect(rest).toEqual([]);
    const pta = new ICAL.Event(only!);
    expect(pta.uid).toBe('pta.en@school.example');
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20260710T100000\r\n');
    expect(parse(text).getFirstSubcomponent('vtimezone')).not.toBeNull();
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe("each kind's own calendar", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'kind-feeds-'));
  const filled = loadContent(writeFixtureContent(root), process.env);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('holds only that kind, in both languages, and is written for every kind, even one with no date yet', () => {
    expect(filled.problems).toEqual([]);
    const files = calendarFiles(filled, { ...process.env, SITE_TODAY: '2026-06-15' });
    for (const lang of ['en', 'ml'] as const) {
      const all = calendarEvents(filled, lang);
      for (const kind of Object.keys(eventKinds) as EventKind[]) {
        const text = files[kindFeedPath(kind, lang).slice(1)];
        expect(text, `${kind} (${lang})`).toBeDefined();
        const calendar = parse(text!);
        expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain(filled.files.calendar[lang]!.kinds[kind]);
        const summaries = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary);
        expect(summaries.sort()).toEqual(
          all
            .filter((e) => e.kind === kind)
            .map((e) => e.title)
            .sort(),
        );
      }
      // The fixture school's visiting Sunday is in the visiting calendar, and in no other kind's.
      const visiting = parse(files[kindFeedPath('visiting', lang).slice(1)]!).getAllSubcomponents('vevent');
      expect(visiting.map((v) => new ICAL.Event(v).uid)).toEqual([
        `visiting-sunday.${lang}@${new URL(filled.identity.origin).host}`,
      ]);
    }
  });

  it("a date named after a kind is refused: its file would be that kind's calendar", () => {
    const rule = nameRuleOf('events')!;
    expect(rule('exam', {})).toMatch(/^is named "exam", the name of the calendar of every date of that kind/);
    expect(rule('exam-timetable', {})).toBeNull();
  });
});
