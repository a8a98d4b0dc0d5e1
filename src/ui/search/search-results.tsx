import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link } from '../link.tsx';
import * as v from 'valibot';
import { searchDocsSchema } from '../../lib/search/published.ts';
import { searchOver, type SearchHit } from '../../lib/search/engine.ts';
import { fill } from '../../lib/text.ts';
import type { SearchWords } from './search-words.ts';

type Search = (query: string) => SearchHit[];

const loaded = new Map<string, Promise<Search>>();

/**
 * The language's search, fetched and indexed once per page load (the service worker keeps the file, so it also
 * answers offline after one search). A failed load is forgotten, so the next keystroke tries again.
 */
export function prepare(dataUrl: string): Promise<Search> {
  let search = loaded.get(dataUrl);
  if (!search) {
    search = fetch(dataUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`${dataUrl}: ${response.status}`);
        return response.json();
      })
      .then((data: unknown) => searchOver(v.parse(searchDocsSchema, data)));
    search.catch(() => loaded.delete(dataUrl));
    loaded.set(dataUrl, search);
  }
  return search;
}

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

  const hits = search ? search(query) : [];
  const status = failed
    ? words.failed
    : !search
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
