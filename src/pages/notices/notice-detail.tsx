import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { NoticeLink, isCurrent, noticeDescription, usePublishedNotices } from '../../notices/index.ts';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { ShareLink } from '../../blocks/share-link.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { NoticesContent, NoticeView } from '../../content/index.ts';
import { UNAVAILABLE } from '../../content/page-data-html.ts';
import { available, usePageData } from '../../content/page-data.tsx';
import { Unsaved } from '../../blocks/unsaved.tsx';
import { noticePath, pagePath, paths } from '../../lib/routes.ts';
import { routeParams } from '../../lib/route-params.ts';
import { fill } from '../../lib/text.ts';
import { usePageMeta } from '../../state/page-meta-store.ts';

function NoticeText({ notice, today, pastText }: { notice: NoticeView; today: string; pastText: string }) {
  const site = useSite();
  const lang = useLang();
  const { pathname } = useLocation();
  const setMeta = usePageMeta((s) => s.set);
  useEffect(() => {
    setMeta({ path: pathname, title: notice.title, description: noticeDescription(notice) });
    return () => setMeta(null);
  }, [pathname, notice, setMeta]);
  return (
    <>
      <PageIntro eyebrow={site.notices.heading} heading={notice.title}>
        <p className="notice-page__date">
          <time dateTime={notice.date}>{notice.dateText}</time>
        </p>
      </PageIntro>
      <article className="container notice-page">
        {!isCurrent(notice, today) && <p className="notice-page__past">{pastText}</p>}
        <p className="notice-page__text">{notice.text}</p>
        {notice.untilText && (
          <p className="notice-page__until">{fill(site.notices.until, { date: notice.untilText })}</p>
        )}
        <NoticeLink notice={notice} />
        <p>
          <ShareLink title={notice.title} day={notice.dateText} path={noticePath(notice.slug, lang)} />
        </p>
        <p>
          <Link className="button button--ghost" to={pagePath(paths.notices, lang)}>
            {site.notices.all}
          </Link>
        </p>
      </article>
    </>
  );
}

/**
 * /notices/<name>: one notice, from its page's HTML; one published since the page was saved on the phone (or edited
 * since), as the site publishes it now, judged by the phone's day.
 */
export function NoticeDetail({ content }: { content: NoticesContent }) {
  const site = useSite();
  const { pathname } = useLocation();
  const { id } = routeParams(pathname);
  const published = usePublishedNotices();
  const lists = usePageData('notice', pathname);
  const own = available(lists);
  const newer = published?.notices.find((notice) => notice.slug === id);
  const notice = newer ?? own?.notice;
  const today = published?.deviceToday ?? own?.today;
  if (notice && today) return <NoticeText notice={notice} today={today} pastText={content.past} />;
  if (lists === UNAVAILABLE) return <Unsaved eyebrow={site.notices.heading} />;
  return <NoticesNotFound />;
}

/** An address among the notices the site has no page at: said so, with the way to the notices. */
export function NoticesNotFound() {
  const site = useSite();
  const lang = useLang();
  return (
    <PageIntro eyebrow={site.notices.heading} heading={site.notFound.heading} text={site.notFound.text}>
      <Link className="button button--primary" to={pagePath(paths.notices, lang)}>
        {site.notices.all}
      </Link>
    </PageIntro>
  );
}
