import { useLocation, useSearchParams } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { SearchContent } from '../../content/index.ts';
import { available, usePageData, type PageData } from '../../content/page-data.tsx';
import { calendarArchivePath, noticeArchivePath, pagePath } from '../../lib/routes.ts';
import { searchFiles } from '../../lib/search/shards.ts';
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

/** Where the older years' notices and dates are: each school year's page, named by its kind and its year. */
function Earlier({ page, lists }: { page: SearchContent; lists: PageData['search'] | null }) {
  const lang = useLang();
  const years = [
    ...(lists?.noticeYears ?? []).map(({ year }) => ({
      name: `${page.kinds.notice} ${year}`,
      path: noticeArchivePath(year, 1, lang),
    })),
    ...(lists?.dateYears ?? []).map(({ year }) => ({
      name: `${page.kinds.date} ${year}`,
      path: calendarArchivePath(year, 1, lang),
    })),
  ];
  if (years.length === 0) return null;
  return (
    <>
      <p>{page.earlier}</p>
      <ul className="everything__list">
        {years.map(({ name, path }) => (
          <li key={path}>
            <Link to={path}>{name}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The search page: the field, with results as a parent types (the header's field brings its query here with `?q=`),
 * and below it, for a browser without JavaScript (which cannot search), every page and the newest of each kind, and
 * the school years' pages of the rest.
 */
export default function SearchPage({ content: page }: { content: SearchContent }) {
  const site = useSite();
  const lang = useLang();
  const [params] = useSearchParams();
  // What the page lists for a browser without JavaScript: the newest of each kind, and where the older years are
  // (src/content/page-data.tsx). The list is the served page's alone, inside <noscript>: a browser that runs the app
  // searches instead, and the list is no part of the page's data (issue 62).
  const lists = available(usePageData('search', useLocation().pathname));
  const listing = lists?.listing ?? [];
  const hydrated = useHydrated();
  const kinds = searchKinds.filter((kind) => listing.some((entry) => entry.kind === kind));
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <div className="container search-page">
        <SearchField
          words={site.search}
          action={pagePath('/search', lang)}
          files={searchFiles(lang, site.searchYears)}
          place="page"
          initialQuery={hydrated ? (params.get('q') ?? '') : undefined}
        />
        <noscript>
          <section className="everything" aria-labelledby="everything">
            <h2 id="everything">{page.everything}</h2>
            {kinds.map((kind) => (
              <section key={kind} aria-labelledby={`everything-${kind}`}>
                <h3 id={`everything-${kind}`}>{page.kinds[kind]}</h3>
                <ul className="everything__list">
                  {listing
                    .filter((entry) => entry.kind === kind)
                    .map((entry) => (
                      <EntryLink key={entry.url} entry={entry} />
                    ))}
                </ul>
              </section>
            ))}
            <Earlier page={page} lists={lists} />
          </section>
        </noscript>
      </div>
    </>
  );
}
