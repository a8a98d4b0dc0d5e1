import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchFiles } from '../../lib/search/shards.ts';
import { Icon } from '../icons.tsx';
import { useHydrated } from '../use-hydrated.ts';
import type { SearchWords } from './search-words.ts';
import './search.css';

// The results, the search and its index load only once a parent starts a search: never with the page.
const results = () => import('./search-results.tsx');
const SearchResults = lazy(results);

/** The value of the served page's field, as the app starts over it ('' on the server, or for a new field). */
const typedBeforeTheApp = (id: string): string =>
  typeof document === 'undefined' ? '' : ((document.getElementById(id) as HTMLInputElement | null)?.value ?? '');

interface SearchFieldProps {
  words: SearchWords;
  /** The search page: where the form goes without JavaScript, and where Enter takes the header's search. */
  action: string;
  /** The language's search files: the first, and each older school year's (src/lib/search/shards.ts). */
  files: SearchFiles;
  /** The header's (results in its panel; Enter opens the search page) or the search page's own. */
  place: 'header' | 'page';
  /**
   * What the page's address asks for (`?q=`): undefined until the app has hydrated (the served page has an empty
   * field), then '' when it asks for nothing.
   */
  initialQuery?: string;
  /** A result was opened, or Escape pressed in the header. */
  onDone?: () => void;
  /**
   * The field of a popover panel: written `autofocus`, so the browser focuses it as the panel opens (before the app
   * runs too) and the first letter typed lands in it. Hidden until then, so it takes no focus from the page.
   */
  autoFocus?: boolean;
}

/**
 * A search form that works without a script (a GET form to the search page, which lists everything) and, with one,
 * shows results as a parent types: the field has a label, a status line announces how many were found, the arrow
 * keys move from the field through the results, Enter opens one, and Escape clears the field (or closes the header's
 * panel).
 */
export function SearchField(props: SearchFieldProps) {
  const { words, action, files, place, initialQuery, onDone, autoFocus } = props;
  const id = useId();
  // What was typed before the app started (the served page's field works without it) is the first query. Results
  // and their status come once the app has hydrated, so the served page is adopted as it is.
  const [early] = useState(() => typedBeforeTheApp(id));
  // A search page opened in the running app (the header's Enter) starts with its address's query.
  const [query, setQuery] = useState(early || (initialQuery ?? ''));
  const hydrated = useHydrated();
  const searching = hydrated && query.trim() !== '';
  // What the results last said (how many were found); until they first say it, that the search is getting ready.
  const [said, setStatus] = useState('');
  const status = searching ? said || words.loading : '';
  const listRef = useRef<HTMLOListElement>(null);
  const navigate = useNavigate();

  // The page's address asks for a search (the header's Enter): taken once the app has the address, unless the
  // parent typed in the served page's field before then (that is newer, and theirs).
  const [asked, setAsked] = useState(initialQuery);
  if (initialQuery !== asked) {
    setAsked(initialQuery);
    const starting = asked === undefined;
    if (initialQuery && !(starting && early)) setQuery(initialQuery);
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      listRef.current?.querySelector('a')?.focus();
      event.preventDefault();
    } else if (event.key === 'Escape') {
      // The page's field empties; the header's closes (a search field's own Escape would only empty it).
      if (place === 'header') onDone?.();
      else if (query) setQuery('');
      else return;
      event.preventDefault();
    }
  };

  return (
    <div className={`search search--${place}`}>
      <form
        role="search"
        action={action}
        method="get"
        className="search__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (place === 'header') {
            onDone?.();
            void navigate(`${action}?q=${encodeURIComponent(query.trim())}`);
          }
        }}
      >
        <label htmlFor={id} className={place === 'header' ? 'visually-hidden' : 'search__label'}>
          {words.label}
        </label>
        <input
          id={id}
          className="search__input"
          type="search"
          name="q"
          value={query}
          placeholder={words.placeholder}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only in a panel the parent opened to search
          autoFocus={autoFocus}
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
          // Get ready as the parent starts; a failure is said once they type (the results try again).
          onFocus={() =>
            void results()
              .then((module) => module.prepare(files.first))
              .catch(() => undefined)
          }
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="search__submit">
          <Icon name="search" />
          <span className="visually-hidden">{words.submit}</span>
        </button>
      </form>
      <p className="search__status" role="status">
        {status}
      </p>
      {searching && (
        <Suspense fallback={null}>
          <SearchResults
            query={query}
            files={files}
            words={words}
            listRef={listRef}
            onStatus={setStatus}
            onOpen={onDone}
            onEscape={() => (place === 'page' ? setQuery('') : onDone?.())}
            fieldId={id}
          />
        </Suspense>
      )}
    </div>
  );
}
