import { useLocation } from 'react-router-dom';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { YearLinks } from '../../blocks/year-links/year-links.tsx';
import { PageLinks } from '../../blocks/page-links.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { CalendarContent } from '../../content/index.ts';
import { UNAVAILABLE } from '../../content/page-data-html.ts';
import { available, usePageData, type CalendarLists } from '../../content/page-data.tsx';
import { Unsaved } from '../../blocks/unsaved.tsx';
import { useOwnMeta } from '../../state/page-meta-store.ts';
import { calendarArchivePath, pagePath, paths } from '../../lib/routes.ts';
import { fill } from '../../lib/text.ts';
import { Link } from '../../ui/link.tsx';
import { Months } from './months.tsx';

/** Every school year with dates, each a link to its first page. */
export function Years({
  content,
  years,
  current,
}: {
  content: CalendarContent;
  years: CalendarLists['years'];
  current?: string;
}) {
  const lang = useLang();
  return (
    <YearLinks
      heading={content.archive.heading}
      label={content.archive.year}
      years={years}
      pathOf={(year) => calendarArchivePath(year, 1, lang)}
      current={current}
    />
  );
}

/**
 * /calendar/archive/2026-27/ (then /2/ ...): a school year's dates in order, month by month, a line each (issue 62);
 * the calendar page has the next ones with the links to add and share them.
 */
export function YearDates({ content }: { content: CalendarContent }) {
  const site = useSite();
  const lang = useLang();
  const { pathname } = useLocation();
  const found = usePageData('calendarArchive', pathname);
  const lists = available(found);
  const { year = '', page = 1, pages = 1 } = lists ?? {};
  const which = fill(content.archive.page, { page, pages });
  // Its own title, as the served page has it, when the app moves here.
  const title = lists ? fill(content.archive.year, { year }) : '';
  useOwnMeta(pathname, pages > 1 ? `${title} (${which})` : title, content.intro.text);
  if (found === UNAVAILABLE) return <Unsaved eyebrow={content.intro.heading} />;
  return (
    <>
      <PageIntro
        eyebrow={content.intro.heading}
        heading={lists ? fill(content.archive.year, { year }) : site.notFound.heading}
        text={lists ? undefined : site.notFound.text}
      >
        {pages > 1 && <p className="calendar__which">{which}</p>}
      </PageIntro>
      <div className="container calendar">
        {lists && <Months events={lists.events} months={lists.months} content={content} level="h2" line />}
        <PageLinks
          page={page}
          pages={pages}
          which={which}
          pathOf={(n) => calendarArchivePath(year, n, lang)}
          before={content.archive.earlier}
          after={content.archive.later}
        />
        <Years content={content} years={lists?.years ?? []} current={year} />
        <p>
          <Link className="button button--ghost" to={pagePath(paths.calendar, lang)}>
            {content.archive.current}
          </Link>
        </p>
      </div>
    </>
  );
}
