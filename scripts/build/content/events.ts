/**
 * The calendar as its page, the home page and the feeds show it: the school's dates (Calendar, in the editor) and
 * the admission key dates from how to apply, typed once in the Admission page's words and never again here; each
 * with its days and times in words in the language, its own calendar file and its Google Calendar link.
 */
import type { CalendarData, EventView } from '../../../src/content/index.ts';
import { eventKinds, type EventKind } from '../../../src/content/kinds.ts';
import type { CalendarEvent } from '../../../src/content/schema/index.ts';
import { APPLY_ANCHOR } from '../../../src/lib/admission-window.ts';
import { classFeeds } from '../../../src/lib/classes.ts';
import { googleSubscribeLink, lastDay, webcalLink, type CalendarDay } from '../../../src/lib/calendar.ts';
import { localPath, pagePath, siteLink, type Lang } from '../../../src/lib/routes.ts';
import { firstDayOf, schoolYearOf, yearBefore } from '../../../src/lib/school-year.ts';
import { dateRangeInWords, monthInWords, timeInWords } from '../../../src/lib/school-time.ts';
import { fill } from '../../../src/lib/text.ts';
import type { Content } from './load.ts';
import { localeOf } from './notice-views.ts';

/** Each language's calendar to subscribe to (RFC 5545), and one date's own file. */
export const calendarFeedPath = (lang: Lang): string => localPath('/calendar.ics', lang);
export const eventFilePath = (slug: string, lang: Lang): string => localPath(`/calendar/${slug}.ics`, lang);
/** The calendar of one class: the whole school's dates and that class's (src/lib/classes.ts, classFeeds). */
export const classFeedPath = (slug: string, lang: Lang): string => localPath(`/calendar/${slug}.ics`, lang);
/** The calendar of one kind of date only (exams, visiting Sundays): beside the dates' own files, named by the kind. */
export const kindFeedPath = (kind: EventKind, lang: Lang): string => localPath(`/calendar/${kind}.ics`, lang);
/**
 * The first day the feeds reach back to: the start of the school year before this one. A subscribed phone drops a
 * date that leaves its feed, so last year's exams stay in a parent's calendar through the first months of a new
 * year; older ones go, and a feed stays the size of two years whatever the years add. A date's own file (for "Add to
 * my calendar") is written for the same dates: one older is history, on its year's page, and adds no file.
 */
export const feedsFrom = (today: string): string => firstDayOf(yearBefore(schoolYearOf(today)));

export const inFeeds = (event: CalendarDay, today: string): boolean => lastDay(event) >= feedsFrom(today);

export type Dated = CalendarEvent & { slug: string };

/** The admission key dates the school has set, as dates of the calendar (their names are the Admission page's). */
function admissionDates(content: Content, lang: Lang): Dated[] {
  const apply = content.files.admission[lang]?.apply;
  if (!apply) return [];
  return (Object.keys(apply.dates) as (keyof typeof apply.dates)[])
    .filter((key) => apply.dates[key] !== '')
    .map((key) => ({
      slug: `admission-${key}`,
      title: apply.dateLabels[key],
      kind: 'admission',
      year: 'all',
      stream: 'all',
      start: apply.dates[key],
      end: '',
      startTime: '',
      endTime: '',
      place: '',
      description: '',
      link: `${pagePath('/admission', lang)}#${APPLY_ANCHOR}`,
      linkText: apply.window.link,
      attachment: '',
    }));
}

/** Every date of the calendar in a language, as the school wrote them and the admission's key dates. */
export function calendarEvents(content: Content, lang: Lang): Dated[] {
  return [
    ...content.collections.events[lang].map((event) => ({
      ...event,
      link: event.link && siteLink(event.link),
      attachment: event.attachment ? `/${event.attachment.replace(/^\//, '')}` : '',
    })),
    ...admissionDates(content, lang),
  ];
}

/**
 * Every date as the pages show it, with its days and times in words; one not over yet with its own file, to add it to
 * a phone's calendar (the page adds Google Calendar's link from the same fields).
 */
export function eventViews(content: Content, lang: Lang, today: string): EventView[] {
  const words = content.files.calendar[lang];
  const locale = localeOf(lang);
  return calendarEvents(content, lang).map((event) => {
    const start = event.startTime && timeInWords(event.startTime, locale);
    const end = event.endTime && timeInWords(event.endTime, locale);
    return {
      ...event,
      dateText: dateRangeInWords(event.start, event.end, locale),
      timeText: start && end && words ? fill(words.time, { start, end }) : start,
      ics: lastDay(event) >= today ? eventFilePath(event.slug, lang) : '',
    };
  });
}

/** Each month's name in a language, for the months of these dates. */
export const monthNames = (events: readonly EventView[], lang: Lang): Record<string, string> =>
  Object.fromEntries(
    [...new Set(events.map((event) => event.start.slice(0, 7)))].map((month) => [
      month,
      monthInWords(month, localeOf(lang)),
    ]),
  );

/** The calendars to subscribe to, which the calendar page offers. */
export function calendarData(content: Content, lang: Lang, today: string): CalendarData {
  const links = (path: string) => {
    const feed = `${content.identity.origin}${path}`;
    return { ics: path, webcal: webcalLink(feed), google: googleSubscribeLink(feed) };
  };
  return {
    builtOn: today,
    feed: links(calendarFeedPath(lang)),
    kindFeeds: Object.fromEntries(
      (Object.keys(eventKinds) as EventKind[]).map((kind) => [kind, links(kindFeedPath(kind, lang))]),
    ) as CalendarData['kindFeeds'],
    classFeeds: Object.fromEntries(classFeeds.map(({ slug }) => [slug, links(classFeedPath(slug, lang))])),
  };
}
