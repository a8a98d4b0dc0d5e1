/** Where the school is: India Standard Time, UTC+05:30 all year (India keeps no daylight saving time). */
export const SCHOOL_TIME_ZONE = 'Asia/Kolkata';

const OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/**
 * A moment's calendar date at the school, YYYY-MM-DD, the same for every visitor wherever they are; '' for an
 * invalid date. Plain arithmetic on the fixed offset, not Intl: the first time-zone formatter a page creates
 * loads the zone data, a task of about 25 ms on this machine (100 ms on Lighthouse's simulated phone).
 */
export function schoolDay(date: Date): string {
  const there = new Date(date.getTime() + OFFSET_MS);
  if (Number.isNaN(there.getTime())) return '';
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(there.getUTCFullYear(), 4)}-${pad(there.getUTCMonth() + 1, 2)}-${pad(there.getUTCDate(), 2)}`;
}

/** A YYYY-MM-DD date as words in a locale, e.g. "12 December 2026" or "2026 ഡിസംബർ 12". */
export function dateInWords(value: string, locale: string): string {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // Noon in the school's time zone: the same calendar day, wherever this runs.
  const date = new Date(Date.UTC(year, month - 1, day, 6, 30));
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: SCHOOL_TIME_ZONE,
  }).format(date);
}
