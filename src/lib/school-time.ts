/** Where the school is: India Standard Time, UTC+05:30 all year (India keeps no daylight saving time). */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

/** The school's offset from UTC, the one place it is written (the relay's days and the calendar's feeds use it too). */
export const SCHOOL_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A moment's calendar date at the school, YYYY-MM-DD, the same for every visitor wherever they are; '' for an
 * invalid date. Plain arithmetic on the fixed offset, not Intl: the first time-zone formatter a page creates
 * loads the zone data, a task of about 25 ms on this machine (100 ms on Lighthouse's simulated phone).
 */
export const schoolDay = (date: Date): string => schoolMoment(date).slice(0, 10);

/** A moment at the school, YYYY-MM-DDTHH:MM (a scheduled notice's time is written so: src/content/schema/fields.ts). */
export function schoolMoment(date: Date): string {
  const there = new Date(date.getTime() + SCHOOL_OFFSET_MS);
  return Number.isNaN(there.getTime()) ? '' : there.toISOString().slice(0, 16);
}

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const formatters: Record<string, Intl.DateTimeFormat> = {};

/**
 * A formatter at the school's time, made once for each locale and kind: making one costs about as much as a thousand
 * uses of it, and a build at ten years writes each of 3,000 notices' dates on several pages (2 s of its 25 went here).
 */
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) =>
  (formatters[locale + Object.keys(options)] ??= new Intl.DateTimeFormat(locale, {
    ...options,
    timeZone: SCHOOL_TIME_ZONE,
  }));

/** A school day's moment for a formatter: noon at the school is the same calendar day wherever this runs. */
const noonOf = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 6, 30));
};

/** A YYYY-MM-DD date as words in a locale, e.g. "12 December 2026" or "2026 ഡിസംബർ 12". */
export const dateInWords = (value: string, locale: string): string => formatter(locale, DATE).format(noonOf(value));

/** The days from `start` to `end` as words, e.g. "12 – 14 December 2026"; one day when they are the same. */
export function dateRangeInWords(start: string, end: string, locale: string): string {
  if (!end || end === start) return dateInWords(start, locale);
  return formatter(locale, DATE).formatRange(noonOf(start), noonOf(end));
}

/** A month (YYYY-MM) as words, e.g. "December 2026". */
export const monthInWords = (month: string, locale: string): string =>
  formatter(locale, { month: 'long', year: 'numeric' }).format(noonOf(`${month}-01`));

/** A time at the school (HH:MM) as the language writes it, e.g. "10:30 am". */
export function timeInWords(time: string, locale: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return formatter(locale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(Date.UTC(2026, 0, 1, hours, minutes) - SCHOOL_OFFSET_MS),
  );
}
