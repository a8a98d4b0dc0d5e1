/**
 * The search itself, in the browser: MiniSearch over the language's entries (src/lib/search/data.ts), each word
 * written as src/lib/search/terms.ts writes it. Loaded only when a parent starts a search.
 *
 * Why MiniSearch: it keeps Malayalam's signs (the virama, the chillus) as typed, lets us choose how a word is
 * written and searched by prefix, and its index is ours to build from the file we publish: the site's text once,
 * with no second copy as an index. Pagefind, the other candidate, builds a per-language index at build time but
 * has no Malayalam stemming and drops the virama when indexing while a query keeps it (docs/performance.md, Search).
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { SearchDoc } from './data.ts';
import { snippetOf, type Snippet } from './snippet.ts';
import { forgivesTypos, searchTerm, WORD } from './terms.ts';
import { latinKey, malayalamKey } from './manglish.ts';

export interface SearchHit {
  doc: SearchDoc;
  snippet: Snippet;
}

/** The most a search shows: a parent reads the first few, and a long list is slow to announce. */
export const MAX_HITS = 20;

/**
 * Each word of a query as the index may have it: as written (./terms.ts), and, typed in English letters, as the key
 * of the Malayalam words it may spell (./manglish.ts). Either finds it.
 */
function alternatives(query: string): Query[] {
  return (query.match(WORD) ?? []).flatMap((word) => {
    const written = [...new Set([searchTerm(word), /^[a-z]+$/i.test(word) ? latinKey(word) : ''])].filter(Boolean);
    return written.length
      ? [{ combineWith: 'OR' as const, queries: written, processTerm: (term: string) => term }]
      : [];
  });
}

/** A search: the query's hits, the best first; `add` takes more entries in (an older school year's, issue 62). */
export interface Searcher {
  (query: string): SearchHit[];
  add: (more: readonly SearchDoc[]) => void;
}

/** A search over `first`, and over what is added to it later. */
export function searchOver(first: readonly SearchDoc[]): Searcher {
  const docs: SearchDoc[] = [];
  const index = new MiniSearch<SearchDoc & { id: number }>({
    fields: ['title', 'text'],
    tokenize: (text) => text.match(WORD) ?? [],
    // A Malayalam word is kept as typed and as its English letters' key (./manglish.ts): "avadhi" finds അവധി.
    processTerm: (word) => [searchTerm(word), malayalamKey(word)].filter(Boolean),
    searchOptions: {
      boost: { title: 3 },
      // Every word of the query counts; a word finds the words it starts (inflected forms, longer words).
      combineWith: 'AND',
      prefix: (term) => term.length > 1,
      fuzzy: (term) => (forgivesTypos(term) ? 0.2 : false),
    },
  });
  const add = (more: readonly SearchDoc[]) => {
    index.addAll(more.map((doc, i) => ({ ...doc, id: docs.length + i })));
    docs.push(...more);
  };
  add(first);
  const hit = (result: SearchResult): SearchHit => {
    const doc = docs[result.id as number]!;
    return { doc, snippet: snippetOf(doc.text, result.terms) };
  };
  const search = (query: string) => {
    const words = alternatives(query);
    if (words.length === 0) return [];
    const all = index.search({ combineWith: 'AND', queries: words });
    // No entry has every word: the entries with the most of them.
    const results = all.length ? all : index.search({ combineWith: 'OR', queries: words });
    return results.slice(0, MAX_HITS).map(hit);
  };
  return Object.assign(search, { add });
}
