/**
 * What a search looks through: every page, notice (past ones too), date, document and gallery of a language, as
 * the build writes it (scripts/build/search-index.ts) in files by school year (./shards.ts), each a list of these
 * entries. The search page lists the newest of each kind, without their text, for a browser without JavaScript. A
 * file's check as it arrives is ./published.ts (valibot, loaded with the search, not with every page).
 */
export const searchKinds = ['page', 'notice', 'date', 'document', 'gallery'] as const;
export type SearchKind = (typeof searchKinds)[number];

/** One entry as the search page lists it: its title, its address, and its day in words ('' for a page). */
export interface SearchEntry {
  kind: SearchKind;
  title: string;
  url: string;
  /** YYYY-MM-DD, for the order; '' for a page. */
  date: string;
  dateText: string;
}

/** One entry with the words it is found by. */
export interface SearchDoc extends SearchEntry {
  text: string;
}
