/**
 * The school year: Kerala's schools begin theirs on 1 June, so 2025-26 runs from 1 June 2025 to 31 May 2026. What the
 * office publishes is kept by school year (issue 62): the past lives in archives named so (`/notices/archive/2025-26/`),
 * and a search looks through the recent years first. Dates are school days, YYYY-MM-DD.
 */

/** The first day of the school year `day` is in. */
export function academicYearStart(day: string): string {
  const year = Number(day.slice(0, 4));
  const june = (y: number) => `${String(y).padStart(4, '0')}-06-01`;
  return day >= june(year) ? june(year) : june(year - 1);
}

/** A school year's name, as parents write it: 2025-26. */
export type SchoolYear = string;

/** The school year `day` is in: 2026-03-02 is in 2025-26. */
export function schoolYearOf(day: string): SchoolYear {
  const start = Number(academicYearStart(day).slice(0, 4));
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The school year before: 2024-25 for 2025-26. */
export function yearBefore(year: SchoolYear): SchoolYear {
  return schoolYearOf(`${Number(year.slice(0, 4)) - 1}-07-01`);
}

/** The first day of a school year. */
export const firstDayOf = (year: SchoolYear): string => `${year.slice(0, 4)}-06-01`;
