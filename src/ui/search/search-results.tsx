import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '../link.tsx';
import * as v from 'valibot';
import { searchDocsSchema, searchFileSchema } from '../../lib/search/published.ts';
import { MAX_HITS, searchOver, type Searcher } from '../../lib/search/engine.ts';
import { fill } from '../../lib/text.ts';
import type { SearchWords } from './search-words.ts';

/** A language's search: its first file indexed, and the older school years it can still load. */
interface Search {
  search: Searcher;
  older: string[];
}

const loaded = new Map<string, Promise<Search>>();
const olderLoading = new Map<string, Promise<void>>();
/** The older years' files taken into their search. */
const olderIn = new Set<string>();

const fetchJson = (url: string): Promise<unknown> =>
  fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  });

/**
 * The language's search, fetched and indexed once per page load (the service worker keeps the file, so it also
 * answers offline after one search). A failed load is forgotten, so the next keystroke tries again.
 */
export function prepare(dataUrl: string): Promise<Search> {
  let search = loaded.get(dataUrl);
  if (!search) {
    search = fetchJson(dataUrl).then((data) => {
      const file = v.parse(searchFileSchema, data);
      return { search: searchOver(file.docs), older: file.older };
    });
    search.catch(() => loaded.delete(dataUrl));
    loaded.set(dataUrl, search);
  }
  return search;
}

/**
 * The older school years' entries, each a file beside the first (src/lib/search/shards.ts), taken into the search
 * once: asked for only when a query finds fewer than a page of results in the recent years (issue 62). A year that
 * fails is asked for again by the next query.
 */
function prepareOlder(dataUrl: string, { search, older }: Search): Promise<void> {
  return Promise.all(
    olderFiles(dataUrl, older).map((url) => {
      let added = olderLoading.get(url);
      if (!added) {
        added = fetchJson(url).then((data) => {
          search.add(v.parse(searchDocsSchema, data));
          olderIn.add(url);
        });
        added.catch(() => olderLoading.delete(url));
        olderLoading.set(url, added);
      }
      return added;
    }),
  ).then(() => undefined);
}

/** Each older year's file, beside the first: `/search/2019-20.json`. */
const olderFiles = (dataUrl: string, older: readonly string[]) =>
  older.map((year) => dataUrl.replace(/[^/]*$/, `${year}.json`));

/** Whether a search has older years not yet taken in. */
const olderLeft = (dataUrl: string, search: Search) =>
  olderFiles(dataUrl, search.older).some((url) => !olderIn.has(url));

interface SearchResultsProps {
  query: string;
  dataUrl: string;
  words: SearchWords;
  listRef: RefObject<HTMLOListElement | null>;
  fieldId: string;
  onStatus: (status: string) => void;
  onOpen?: () => void;
  onEscape: () => void;
}

/** Move the focus up or down the results, and from the first back to the field. */
function onListKey(event: KeyboardEvent<HTMLOListElement>, fieldId: string, onEscape: () => void) {
  const links = [...event.currentTarget.querySelectorAll('a')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (event.key === 'Escape') {
    document.getElementById(fieldId)?.focus();
    onEscape();
  } else if (event.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)]?.focus();
  else if (event.key === 'ArrowUp') (at > 0 ? links[at - 1] : document.getElementById(fieldId))?.focus();
  else return;
  event.preventDefault();
}

/** The results of a search: each with its kind, its day, its title as a link and the words around the match. */
export default function SearchResults(props: SearchResultsProps) {
  const { query, dataUrl, words, listRef, fieldId, onStatus, onOpen, onEscape } = props;
  const [search, setSearch] = useState<Search | null>(null);
  const [failures, setFailures] = useState(0);
  // The query the older years last came in (or failed) for: until then, a search that found nothing is still looking.
  const [olderSettled, setOlderSettled] = useState<string | null>(null);

  // After a failed load, each change of the query tries again (the signal may have come back).
  const retry = failures > 0 ? query : '';
  useEffect(() => {
    let live = true;
    prepare(dataUrl).then(
      (ready) => live && setSearch(() => ready),
      () => live && setFailures((count) => count + 1),
    );
    return () => {
      live = false;
    };
  }, [dataUrl, retry]);
  const failed = failures > 0 && !search;

  const hits = search ? search.search(query) : [];
  // Fewer than a page of results in the recent years: the older years are asked for, and the query asked again.
  const wantsOlder = !!search && olderLeft(dataUrl, search) && query.trim() !== '' && hits.length < MAX_HITS;
  useEffect(() => {
    if (!wantsOlder || !search) return;
    let live = true;
    const done = () => live && setOlderSettled(query);
    prepareOlder(dataUrl, search).then(done, done);
    return () => {
      live = false;
    };
  }, [wantsOlder, search, dataUrl, query]);
  const status = failed
    ? words.failed
    : !search || (wantsOlder && olderSettled !== query && hits.length === 0)
      ? words.loading
      : hits.length
        ? fill(words.found, { count: hits.length })
        : fill(words.none, { query: query.trim() });
  useEffect(() => onStatus(status), [status, onStatus]);

  if (!hits.length) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the links inside take the keys
    <ol ref={listRef} className="search__results" onKeyDown={(event) => onListKey(event, fieldId, onEscape)}>
      {hits.map(({ doc, snippet }) => (
        <li key={doc.url} className="search__result">
          <p className="search__meta">
            <span className="search__kind">{words.kinds[doc.kind]}</span>
            {doc.dateText && <span className="search__date">{doc.dateText}</span>}
          </p>
          {doc.kind === 'document' ? (
            <a className="search__title" href={doc.url} onClick={onOpen}>
              {doc.title}
            </a>
          ) : (
            <Link className="search__title" to={doc.url} onClick={onOpen}>
              {doc.title}
            </Link>
          )}
          {(snippet.before || snippet.match || snippet.after) && (
            <p className="search__snippet">
              {snippet.before}
              {snippet.match && <mark>{snippet.match}</mark>}
              {snippet.after}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
