import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { SearchContent } from '../../content/index.ts';
import { pagePath, searchDataPath } from '../../lib/routes.ts';
import { searchKinds, type SearchEntry } from '../../lib/search/data.ts';
import { SearchField } from '../../ui/search/search-field.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import './search-page.css';

/** One entry of the list: its title as a link (a document's PDF as it is), and its day. */
function EntryLink({ entry }: { entry: SearchEntry }) {
  const title =
    entry.kind === 'document' ? <a href={entry.url}>{entry.title}</a> : <Link to={entry.url}>{entry.title}</Link>;
  return (
    <li>
      {title}
      {entry.dateText && <span className="everything__date">{entry.dateText}</span>}
    </li>
  );
}

/**
 * The search page: the field, with results as a parent types (the header's field brings its query here with `?q=`),
 * and below it everything the site has published, by kind: all a browser without JavaScript needs to find a page.
 */
export default function SearchPage({ content: page }: { content: SearchContent }) {
  const site = useSite();
  const lang = useLang();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [searching, setSearching] = useState(false);
  const onQuery = useCallback((query: string) => setSearching(query.trim() !== ''), []);
  const kinds = searchKinds.filter((kind) => page.listing.some((entry) => entry.kind === kind));
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <div className="container search-page">
        <SearchField
          words={site.search}
          action={pagePath('/search', lang)}
          dataUrl={searchDataPath(lang)}
          place="page"
          initialQuery={hydrated ? (params.get('q') ?? '') : undefined}
          onQuery={onQuery}
        />
        <section className="everything" aria-labelledby="everything" hidden={searching}>
          <h2 id="everything">{page.everything}</h2>
          {kinds.map((kind) => (
            <section key={kind} aria-labelledby={`everything-${kind}`}>
              <h3 id={`everything-${kind}`}>{page.kinds[kind]}</h3>
              <ul className="everything__list">
                {page.listing
                  .filter((entry) => entry.kind === kind)
                  .map((entry) => (
                    <EntryLink key={entry.url} entry={entry} />
                  ))}
              </ul>
            </section>
          ))}
        </section>
      </div>
    </>
  );
}
