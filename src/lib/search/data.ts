/**
 * What a search looks through: every page, notice (past ones too), date, document and gallery of a language, as
 * the build writes it (scripts/build/search-index.ts) at searchDataPath (src/lib/routes.ts). The search page lists
 * the same entries, without their text, for a browser without JavaScript. The file's check as it arrives is
 * ./published.ts (valibot, loaded with the search, not with every page).
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

/**
 * A language's first search file (src/lib/routes.ts, searchDataPath): every page and the recent school years'
 * entries, and the older school years whose entries are each a file of their own (./shards.ts), loaded when a search
 * needs them.
 */
export interface SearchFile {
  docs: SearchDoc[];
  older: string[];
}
