/**
 * What the office publishes over the years, kept for the parent in pages of a bounded size (issue 62): each school
 * year's entries, newest first, in pages of a few dozen. Plain functions: the build writes the pages from them, and
 * the pages link to each other by them.
 */
import { schoolYearOf, type SchoolYear } from './school-year.ts';

/** A school year of an archive: its name, how many entries it holds, and in how many pages. */
export interface ArchiveYear {
  year: SchoolYear;
  count: number;
  pages: number;
}

/** The entries of each school year, newest year first, each year's entries in the order given. */
export function bySchoolYear<T>(entries: readonly T[], dayOf: (entry: T) => string): Map<SchoolYear, T[]> {
  const years = new Map<SchoolYear, T[]>();
  for (const entry of entries) {
    const year = schoolYearOf(dayOf(entry));
    years.set(year, [...(years.get(year) ?? []), entry]);
  }
  return new Map([...years].sort(([a], [b]) => b.localeCompare(a)));
}

/** Entries cut into pages of `size` (page 1 first); one empty page for none. */
export function pagesOf<T>(entries: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < entries.length; i += size) pages.push(entries.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/** Each year of an archive, newest first, with its count and its pages. */
export const archiveYears = <T>(years: Map<SchoolYear, T[]>, size: number): ArchiveYear[] =>
  [...years].map(([year, entries]) => ({ year, count: entries.length, pages: Math.ceil(entries.length / size) || 1 }));
