import type { SearchKind } from '../../lib/search/data.ts';

/** The search's words, in the page's language (the school's: Site words › Search). */
export interface SearchWords {
  label: string;
  placeholder: string;
  submit: string;
  loading: string;
  /** {count}: how many were found. */
  found: string;
  /** {query}: what was typed. */
  none: string;
  failed: string;
  kinds: Record<SearchKind, string>;
}
