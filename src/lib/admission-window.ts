/**
 * Where this year's admission stands on a given day at the school: about to open, open with so many days left,
 * closing tomorrow or today, or closed. Dates are school days, YYYY-MM-DD (src/lib/school-time.ts). With no
 * closing date (or one before the opening date) there is nothing to count down to, and nothing is said.
 */

/** The Admission page's section on how to apply, where the home page's line leads. */
export const APPLY_ANCHOR = 'apply';

export type AdmissionWindow =
  | { state: 'before'; date: string }
  | { state: 'open'; date: string; daysLeft: number }
  | { state: 'tomorrow'; date: string }
  | { state: 'lastDay'; date: string }
  | { state: 'closed'; date: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (day: string) =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

export function admissionWindow(dates: { opens: string; closes: string }, today: string): AdmissionWindow | null {
  const { opens, closes } = dates;
  // No closing day, or one before the opening day (last year's, left by mistake): nothing true to say.
  if (!closes || (opens && closes < opens)) return null;
  if (opens && today < opens) return { state: 'before', date: opens };
  const daysLeft = dayNumber(closes) - dayNumber(today);
  if (daysLeft < 0) return { state: 'closed', date: closes };
  if (daysLeft === 0) return { state: 'lastDay', date: closes };
  if (daysLeft === 1) return { state: 'tomorrow', date: closes };
  return { state: 'open', date: closes, daysLeft };
}
