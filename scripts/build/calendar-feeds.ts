/**
 * The school's calendar as iCalendar (RFC 5545): one feed per language that parents subscribe to, so a moved exam
 * moves in their phone's calendar, and one file per event for "Add to my calendar". The same content gives the same
 * bytes, so a build that changed nothing changes no feed (and no phone fetches a "new" calendar for nothing).
 */
import ical, { escape, ICalCalendarMethod, type ICalCalendar } from 'ical-generator';
import {
  eventUid,
  isAllDay,
  lastDay,
  nextDay,
  timedEnd,
  type CalendarDay,
  type WallTime,
} from '../../src/lib/calendar.ts';
import type { Env } from '../../src/lib/identity.ts';
import { languages, type Lang } from '../../src/lib/routes.ts';
import { eventKinds, type EventKind } from '../../src/content/kinds.ts';
import {
  calendarEvents,
  calendarFeedPath,
  classFeedPath,
  eventFilePath,
  eventViews,
  inFeeds,
  kindFeedPath,
} from './content/events.ts';
import { audienceName, classFeeds, inClassFeed } from '../../src/lib/classes.ts';
import type { Content } from './content/load.ts';
import { calendarPages } from './content/calendar-pages.ts';
import { buildDay } from './content/notice-views.ts';
import { SCHOOL_OFFSET_MS, SCHOOL_TIME_ZONE } from '../../src/lib/school-time.ts';

/**
 * Kerala's zone as a phone needs it to place a timed event: India Standard Time, +05:30 all year (no daylight
 * saving since 1945), so one STANDARD rule describes it; no time-zone library needed for one fixed offset.
 */
function keralaTimezone(zone: string): string | null {
  if (zone !== SCHOOL_TIME_ZONE) return null;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${SCHOOL_TIME_ZONE}`,
    `X-LIC-LOCATION:${SCHOOL_TIME_ZONE}`,
    'BEGIN:STANDARD',
    'DTSTART:19450101T000000',
    'TZOFFSETFROM:+0530',
    'TZOFFSETTO:+0530',
    'TZNAME:IST',
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/**
 * A Kerala wall-clock time as ical-generator wants it: with a time zone set, it writes a Date's local fields
 * (getHours and so on, in the zone of the machine running the build), not the instant. So the Date holds Kerala's
 * day and time in this machine's fields, and the feed is the same bytes whether the build runs in UTC or in Kochi.
 * A wall time this machine's clock skips (a daylight-saving jump) would come out an hour off: refuse it loudly.
 */
function wallClock({ day, time }: WallTime): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time ? (time.split(':').map(Number) as [number, number]) : [12, 0];
  const value = new Date(year, month - 1, date, hours, minutes);
  if (value.getDate() !== date || value.getHours() !== hours || value.getMinutes() !== minutes) {
    throw new Error(`${day} ${time} does not exist on this machine's clock (daylight saving): build with TZ=UTC`);
  }
  return value;
}

/**
 * DTSTAMP must be UTC (RFC 5545 3.8.7.2), but ical-generator writes it in the calendar's zone, without the Z, once
 * the calendar has one: write it here instead, as the start of the build's day at the school.
 */
function utcStamp(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const instant = new Date(Date.UTC(year, month - 1, day) - SCHOOL_OFFSET_MS).toISOString();
  return `${instant.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

interface Common {
  lang: Lang;
  /** The site's origin, e.g. https://school.example: the events' UIDs are named after its host. */
  origin: string;
  /** The build's day at the school (YYYY-MM-DD): every event's DTSTAMP, so rebuilding the same day is byte-equal. */
  today: string;
}

function addEvent(calendar: ICalCalendar, event: CalendarDay, url: string, { lang, origin, today }: Common) {
  const times = isAllDay(event)
    ? {
        allDay: true,
        start: wallClock({ day: event.start, time: '' }),
        // DATE values end the day after the last day (exclusive), as every calendar reads them.
        end: wallClock({ day: nextDay(lastDay(event)), time: '' }),
      }
    : {
        timezone: SCHOOL_TIME_ZONE,
        start: wallClock({ day: event.start, time: event.startTime }),
        end: wallClock(timedEnd(event)),
      };
  calendar.createEvent({
    ...times,
    id: eventUid(event.slug, lang, new URL(origin).host),
    stamp: wallClock({ day: today, time: '' }),
    summary: event.title,
    description: event.description ? `${event.description}\n\n${url}` : url,
    location: event.place || null,
    url,
    categories: [{ name: event.kind }],
  });
}

function newCalendar({ lang, origin }: Common, extra: { name?: string; description?: string; ttl?: number } = {}) {
  return ical({
    prodId: `//${new URL(origin).host}//School calendar//${lang.toUpperCase()}`,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: SCHOOL_TIME_ZONE, generator: keralaTimezone },
    // ical-generator writes the calendar's name and description as they are; a comma or semicolon must be escaped.
    ...(extra.name ? { name: escape(extra.name, false) } : {}),
    ...(extra.description ? { description: escape(extra.description, false) } : {}),
    ...(extra.ttl ? { ttl: extra.ttl } : {}),
  });
}

const finish = (calendar: ICalCalendar, today: string) =>
  calendar.toString().replace(/^DTSTAMP:[^\r\n]*\r\n/gm, `DTSTAMP:${utcStamp(today)}\r\n`) + '\r\n';

/** One language's feed of every event given, with its name and how often a phone should look for changes. */
export function calendarFeed({
  events,
  name,
  description,
  pageUrl,
  refreshHours = 12,
  ...common
}: Common & {
  events: readonly CalendarDay[];
  /** What a phone calls the subscribed calendar (X-WR-CALNAME). */
  name: string;
  description: string;
  /** The address of an event's page, from its slug, in this language. */
  pageUrl: (slug: string) => string;
  refreshHours?: number;
}): string {
  const calendar = newCalendar(common, { name, description, ttl: refreshHours * 3600 });
  for (const event of events) addEvent(calendar, event, pageUrl(event.slug), common);
  return finish(calendar, common.today);
}

/**
 * One event's own file, for "Add to my calendar". Its UID is the feed's, so downloading it again after the date
 * moved updates the event the parent added instead of adding a second one.
 */
export function singleEventIcs({
  event,
  pageUrl,
  ...common
}: Common & { event: CalendarDay; pageUrl: string }): string {
  const calendar = newCalendar(common);
  addEvent(calendar, event, pageUrl, common);
  return finish(calendar, common.today);
}

/**
 * The calendar's files: each language's feed to subscribe to (/calendar.ics, /ml/calendar.ics), one per kind of date
 * (/calendar/exam.ics: a parent may follow only the exams) and one per class (/calendar/plus-two-science.ics), each
 * written whether it has dates yet or not, so a subscription made before the school adds its first keeps working;
 * and each date's own file for "Add to my calendar" (/calendar/<name>.ics). All from the same dates the pages show,
 * from the start of last school year on.
 */
export function calendarFiles(content: Content, env: Env): Record<string, string> {
  const today = buildDay(env);
  const { origin, names } = content.identity;
  return Object.fromEntries(
    languages.flatMap((lang) => {
      const words = content.files.calendar[lang];
      if (!words) return [];
      // The dates from the start of last school year on (./content/events.ts, feedsFrom): two years, whatever the years add.
      const events = calendarEvents(content, lang).filter((event) => inFeeds(event, today));
      // Each date's page, where its feed entry and its own file send a parent back to.
      const { placeOf } = calendarPages(eventViews(content, lang, today), today, lang);
      const pageUrl = (slug: string) => `${origin}${placeOf.get(slug)}#${slug}`;
      const common = { lang, origin, today };
      const feed = (dates: typeof events, name: string) =>
        calendarFeed({ ...common, events: dates, name, description: words.intro.text, pageUrl });
      const name = `${names[lang].short}: ${words.intro.heading}`;
      return [
        [calendarFeedPath(lang).slice(1), feed(events, name)],
        ...(Object.keys(eventKinds) as EventKind[]).map((kind) => [
          kindFeedPath(kind, lang).slice(1),
          feed(
            events.filter((event) => event.kind === kind),
            `${name} (${words.kinds[kind]})`,
          ),
        ]),
        // Each class's: the whole school's dates and that class's (a year's holds every stream of that year).
        ...classFeeds.map(({ slug, audience }) => [
          classFeedPath(slug, lang).slice(1),
          feed(
            events.filter((event) => inClassFeed(event, audience)),
            `${name} (${audienceName(audience, content.files.site[lang]!.classes)})`,
          ),
        ]),
        ...events.map((event) => [
          eventFilePath(event.slug, lang).slice(1),
          singleEventIcs({ ...common, event, pageUrl: pageUrl(event.slug) }),
        ]),
      ];
    }),
  );
}
