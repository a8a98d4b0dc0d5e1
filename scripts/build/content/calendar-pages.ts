/**
 * Where each date of the calendar is shown (issue 62): the calendar page holds the next dates and the latest past ones
 * of this school year, each with its links to add and share it; every school year's dates, in order, are pages of
 * their own (/calendar/archive/2026-27/, then /2/ ...), each date there in a line of its own. A page stays the same
 * size whatever the years add.
 */
import type { EventView } from '../../../src/content/index.ts';
import type { CalendarLists } from '../../../src/content/page-data.tsx';
import { archiveYears, bySchoolYear, pagesOf } from '../../../src/lib/archive.ts';
import { pastThisYear, upcoming } from '../../../src/lib/calendar.ts';
import { calendarArchivePath, pagePath, type Lang } from '../../../src/lib/routes.ts';
import { monthNames } from './events.ts';

/** The next dates the calendar page shows in full, and the past ones of this school year it keeps below. */
export const CALENDAR_AHEAD = 6;
export const CALENDAR_PAST = 3;
/** How many dates a page of a school year's dates lists. */
export const DATES_PER_ARCHIVE_PAGE = 20;

export interface CalendarPages {
  /** Each page's address and lists: the calendar page's first. */
  pages: Map<string, CalendarLists>;
  /** The page each date is on (a date on the calendar page is on its year's page too: the calendar page's wins). */
  placeOf: Map<string, string>;
}

const inOrder = (a: EventView, b: EventView) =>
  a.start.localeCompare(b.start) || a.startTime.localeCompare(b.startTime) || a.slug.localeCompare(b.slug);

/** The calendar's pages in a language, from every date as the pages show it. */
export function calendarPages(events: readonly EventView[], today: string, lang: Lang): CalendarPages {
  const coming = upcoming(events, today);
  const onCalendar = [...coming.slice(0, CALENDAR_AHEAD), ...pastThisYear(events, today).slice(0, CALENDAR_PAST)];
  const years = bySchoolYear([...events].sort(inOrder), (event) => event.start);
  const yearList = archiveYears(years, DATES_PER_ARCHIVE_PAGE);
  const pages = new Map<string, CalendarLists>();
  const placeOf = new Map<string, string>();
  const calendar = pagePath('/calendar', lang);
  const lists = (list: EventView[], extra: Partial<CalendarLists> = {}): CalendarLists => ({
    events: list,
    months: monthNames(list, lang),
    years: yearList,
    ...extra,
  });
  for (const [year, list] of years) {
    // A line each: the calendar page has the links to add and share the dates to come.
    const cut = pagesOf(
      list.map((event) => ({ ...event, ics: '' })),
      DATES_PER_ARCHIVE_PAGE,
    );
    cut.forEach((onPage, i) => {
      const path = calendarArchivePath(year, i + 1, lang);
      pages.set(path, lists(onPage, { year, page: i + 1, pages: cut.length }));
      for (const event of onPage) placeOf.set(event.slug, path);
    });
  }
  // The first date to come that the calendar page does not show: the later ones go on from it, on its year's page.
  const next = coming[CALENDAR_AHEAD];
  const later = next ? `${placeOf.get(next.slug)}#${next.slug}` : undefined;
  pages.set(calendar, lists(onCalendar, later ? { later } : {}));
  for (const event of onCalendar) placeOf.set(event.slug, calendar);
  return { pages: new Map([...pages].sort(([a], [b]) => Number(b === calendar) - Number(a === calendar))), placeOf };
}
