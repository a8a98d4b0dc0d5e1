import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '../link.tsx';
import * as v from 'valibot';
import { searchDocsSchema } from '../../lib/search/published.ts';
import type { SearchFiles } from '../../lib/search/shards.ts';
import { rememberSearched } from './searched.ts';
import { MAX_HITS, searchOver, type Searcher } from '../../lib/search/engine.ts';
import { fill } from '../../lib/text.ts';
import type { SearchWords } from './search-words.ts';

const loaded = new Map<string, Promise<Searcher>>();
const olderLoading = new Map<string, Promise<void>>();
/** The older years' files taken into their search. */
const olderIn = new Set<string>();

const fetchDocs = (url: string) =>
  fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return v.parse(searchDocsSchema, await response.json());
  });

/**
 * The language's search, its first file fetched and indexed once per page load (the service worker keeps the file, so
 * it also answers offline after one search). A failed load is forgotten, so the next keystroke tries again.
 */
export function prepare(first: string): Promise<Searcher> {
  let search = loaded.get(first);
  if (!search) {
    search = fetchDocs(first).then((docs) => {
      rememberSearched();
      return searchOver(docs);
    });
    search.catch(() => loaded.delete(first));
    loaded.set(first, search);
  }
  return search;
}

/**
 * The older school years' files (src/lib/search/shards.ts), each taken into the search once: asked for only when a
 * query finds fewer than a page of results in the recent years (issue 62). A year that fails is asked for again by
 * the next query.
 */
function prepareOlder(search: Searcher, older: readonly string[]): Promise<void> {
  return Promise.all(
    older.map((url) => {
      let added = olderLoading.get(url);
      if (!added) {
        added = fetchDocs(url).then((docs) => {
          search.add(docs);
          olderIn.add(url);
        });
        added.catch(() => olderLoading.delete(url));
        olderLoading.set(url, added);
      }
      return added;
    }),
  ).then(() => undefined);
}

interface SearchResultsProps {
  query: string;
  files: SearchFiles;
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
  const { query, files, words, listRef, fieldId, onStatus, onOpen, onEscape } = props;
  const [search, setSearch] = useState<Searcher | null>(null);
  const [failures, setFailures] = useState(0);
  // The query the older years last came in (or failed) for: until then, a search that found nothing is still looking.
  const [olderSettled, setOlderSettled] = useState<string | null>(null);

  // After a failed load, each change of the query tries again (the signal may have come back).
  const retry = failures > 0 ? query : '';
  useEffect(() => {
    let live = true;
    prepare(files.first).then(
      (ready) => live && setSearch(() => ready),
      () => live && setFailures((count) => count + 1),
    );
    return () => {
      live = false;
    };
  }, [files.first, retry]);
  const failed = failures > 0 && !search;

  const hits = search ? search(query) : [];
  // Fewer than a page of results in the recent years: the older years are asked for, and the query asked again.
  const olderLeft = files.older.some((url) => !olderIn.has(url));
  const wantsOlder = !!search && olderLeft && query.trim() !== '' && hits.length < MAX_HITS;
  useEffect(() => {
    if (!wantsOlder || !search) return;
    let live = true;
    const done = () => live && setOlderSettled(query);
    prepareOlder(search, files.older).then(done, done);
    return () => {
      live = false;
    };
  }, [wantsOlder, search, files.older, query]);
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
