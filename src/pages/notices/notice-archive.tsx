import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { ForClass } from '../../notices/index.ts';
import { YearLinks } from '../../blocks/year-links/year-links.tsx';
import { PageLinks } from '../../blocks/page-links.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { NoticesContent } from '../../content/index.ts';
import { UNAVAILABLE } from '../../content/page-data-html.ts';
import { available, usePageData } from '../../content/page-data.tsx';
import { useOwnMeta } from '../../state/page-meta-store.ts';
import { Unsaved } from '../../blocks/unsaved.tsx';
import { noticeArchivePath, noticePath, pagePath, paths } from '../../lib/routes.ts';
import { NoticesNotFound } from './notice-detail.tsx';
import { fill } from '../../lib/text.ts';
import type { ArchiveYear } from '../../lib/archive.ts';

/** The school years of the notices, each a link to its first page (under the notices page's list too). */
export function NoticeYears({
  content,
  years,
  current,
}: {
  content: NoticesContent;
  years: readonly ArchiveYear[];
  current?: string;
}) {
  const lang = useLang();
  return (
    <YearLinks
      heading={content.archive.heading}
      text={content.archive.text}
      label={content.archive.year}
      years={years}
      pathOf={(year) => noticeArchivePath(year, 1, lang)}
      current={current}
    />
  );
}

/** /notices/archive/2025-26/ (and /2/, /3/ ...): a school year's notices, newest first, a page of a few dozen. */
export function NoticeArchive({ content }: { content: NoticesContent }) {
  const site = useSite();
  const lang = useLang();
  const { pathname } = useLocation();
  const lists = usePageData('noticeArchive', pathname);
  const archive = available(lists);
  // Its own title, as the served page has it, when the app moves here.
  const title = archive ? fill(content.archive.year, { year: archive.year }) : '';
  const which = archive ? fill(content.archive.page, { page: archive.page, pages: archive.pages }) : '';
  useOwnMeta(pathname, archive && archive.pages > 1 ? `${title} (${which})` : title, content.archive.text);
  if (lists === UNAVAILABLE) return <Unsaved eyebrow={site.notices.heading} />;
  if (!archive) return <NoticesNotFound />;
  const { year, page, pages, notices, years } = archive;
  return (
    <>
      <PageIntro
        eyebrow={site.notices.heading}
        heading={fill(content.archive.year, { year })}
        text={content.archive.text}
      >
        {pages > 1 && <p className="notice-archive__which">{fill(content.archive.page, { page, pages })}</p>}
      </PageIntro>
      <section className="container notices" aria-label={fill(content.archive.year, { year })}>
        <ol className="entry-list notice-archive__list">
          {notices.map((notice) => (
            <li key={notice.slug} className="notice-archive__item">
              <p className="notice-card__meta">
                <time dateTime={notice.date}>{notice.dateText}</time>
                <ForClass item={notice} className="notice-card__for" />
              </p>
              <h2 className="notice-archive__title">
                <Link to={noticePath(notice.slug, lang)}>{notice.title}</Link>
              </h2>
              <p className="notice-archive__excerpt">{notice.excerpt}</p>
            </li>
          ))}
        </ol>
        <PageLinks
          page={page}
          pages={pages}
          which={fill(content.archive.page, { page, pages })}
          pathOf={(n) => noticeArchivePath(year, n, lang)}
          before={content.archive.newer}
          after={content.archive.older}
        />
        <NoticeYears content={content} years={years} current={year} />
        <p>
          <Link className="button button--ghost" to={pagePath(paths.notices, lang)}>
            {site.notices.all}
          </Link>
        </p>
      </section>
    </>
  );
}
