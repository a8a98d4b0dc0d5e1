/**
 * The school's calendar as plain functions: what the calendar page lists as coming up and as past this year, what
 * the home page shows next, and the links that put an event or the whole calendar into a parent's phone. Dates
 * are school days (YYYY-MM-DD) and times are Kerala times (HH:MM), as the office writes them
 * (src/content/schema/events.ts); nothing here reads a clock or a time zone.
 */
import type { Lang } from './routes.ts';
import { SCHOOL_TIME_ZONE } from './school-time.ts';
import { academicYearStart } from './school-year.ts';

/** What the calendar needs of an event: its content's fields, and its file's name (`slug`). */
export interface CalendarDay {
  slug: string;
  title: string;
  kind: string;
  /** YYYY-MM-DD */
  start: string;
  /** '' for one day, or the last day (inclusive), YYYY-MM-DD. */
  end: string;
  /** '' for the whole day, or HH:MM in Kerala. */
  startTime: string;
  endTime: string;
  place: string;
  description: string;
}

/** A moment on the school's wall clock. */
export interface WallTime {
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM */
  time: string;
}

export const lastDay = (event: Pick<CalendarDay, 'start' | 'end'>): string => event.end || event.start;

export const isAllDay = (event: CalendarDay): boolean => event.startTime === '';

const soonestFirst = (a: CalendarDay, b: CalendarDay) =>
  a.start.localeCompare(b.start) || a.startTime.localeCompare(b.startTime) || a.slug.localeCompare(b.slug);

/** Everything not over yet, soonest first: an exam week that began yesterday is still on. */
export function upcoming<T extends CalendarDay>(events: readonly T[], today: string): T[] {
  return events.filter((event) => lastDay(event) >= today).sort(soonestFirst);
}

/** What has happened since the year began, newest first, so parents can look back at this year only. */
export function pastThisYear<T extends CalendarDay>(events: readonly T[], today: string): T[] {
  const yearStart = academicYearStart(today);
  return events
    .filter((event) => lastDay(event) < today && lastDay(event) >= yearStart)
    .sort((a, b) => soonestFirst(b, a));
}

/** Events under their month (YYYY-MM of the first day), in the order they come. */
export function byMonth<T extends CalendarDay>(events: readonly T[]): { month: string; events: T[] }[] {
  const months = new Map<string, T[]>();
  for (const event of events) {
    const month = event.start.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), event]);
  }
  return [...months].map(([month, list]) => ({ month, events: list }));
}

/** The home page's few dates to plan around. */
export function comingUp<T extends CalendarDay>(events: readonly T[], today: string, count = 3): T[] {
  return upcoming(events, today).slice(0, count);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day after a date: a date's own arithmetic, the same on every device. */
export function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${pad(next.getUTCFullYear(), 4)}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * When a timed event ends on the school's clock: its end time on its last day or, when the office gave no end,
 * an hour after it starts (so a phone shows a block, not a dot), on the next day if that passes midnight.
 */
export function timedEnd(event: CalendarDay): WallTime {
  const day = lastDay(event);
  if (event.endTime) return { day, time: event.endTime };
  const [hours, minutes] = event.startTime.split(':').map(Number) as [number, number];
  const later = hours * 60 + minutes + 60;
  const time = `${pad(Math.floor(later / 60) % 24)}:${pad(later % 60)}`;
  return { day: later >= 24 * 60 ? nextDay(day) : day, time };
}

const compactDay = (day: string) => day.replaceAll('-', '');
const compactTime = ({ day, time }: WallTime) => `${compactDay(day)}T${time.replace(':', '')}00`;

/**
 * "Add to Google Calendar" for one event. Google takes an all-day event's end as the day after it (exclusive), and
 * a timed event as Kerala wall-clock times with ctz, so a parent abroad still sees the school's hours correctly.
 */
export function googleCalendarLink(event: CalendarDay, pageUrl: string): string {
  const dates = isAllDay(event)
    ? `${compactDay(event.start)}/${compactDay(nextDay(lastDay(event)))}`
    : `${compactTime({ day: event.start, time: event.startTime })}/${compactTime(timedEnd(event))}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates,
    details: event.description ? `${event.description}\n\n${pageUrl}` : pageUrl,
  });
  if (event.place) params.set('location', event.place);
  params.set('ctz', SCHOOL_TIME_ZONE);
  return `https://calendar.google.com/calendar/render?${params}`;
}

/**
 * An event's identity in a phone's calendar: its file's name, never its date, so when the office moves an exam
 * the parent's calendar moves it too instead of showing it twice. The language is part of it because a parent
 * subscribed to both the English and the Malayalam feeds would otherwise see one feed's copy replace the other's
 * (calendars treat one UID as one event, wherever it came from).
 */
export const eventUid = (slug: string, lang: Lang, host: string): string => `${slug}.${lang}@${host}`;

/** The address that makes a phone offer to subscribe to a feed, rather than download it once. */
export const webcalLink = (feedUrl: string): string => feedUrl.replace(/^https?:\/\//i, 'webcal://');

/** "Subscribe in Google Calendar": Google takes the feed's webcal address as `cid`. */
export const googleSubscribeLink = (feedUrl: string): string =>
  `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcalLink(feedUrl) })}`;
