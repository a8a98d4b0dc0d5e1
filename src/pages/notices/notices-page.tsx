import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { NoticeCard, NoticeLink } from '../../blocks/notice-card.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { NoticesContent, NoticeView } from '../../content/index.ts';
import { isCurrent, noticeDescription, noticeList } from '../../notices/rules.ts';
import { feedPath, noticePath, pagePath, paths } from '../../lib/routes.ts';
import { routeParams } from '../../lib/route-params.ts';
import { fill } from '../../lib/text.ts';
import { usePublishedNotices } from '../../notices/store.ts';
import { usePageMeta } from '../../state/page-meta-store.ts';
import { Icon } from '../../ui/icons.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { ShareLink } from '../../blocks/share-link.tsx';
import { identity } from '../../content/identity.ts';
import { clearNoticesBadge } from '../../notices/badge.ts';
import { NotifyMe } from './notify-me.tsx';
import { ClassChoice } from '../../blocks/class-choice.tsx';
import { OtherClasses } from '../../blocks/other-classes.tsx';
import { byConcern } from '../../lib/classes.ts';
import { useChosenClasses } from '../../notices/my-classes.ts';
import './notices-page.css';

function NoticeDetail({ notice, today, pastText }: { notice: NoticeView; today: string; pastText: string }) {
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

/** /notices: every current notice, newest first, with the feed; /notices/<name>: one notice. */
export default function NoticesPage({ content }: { content: NoticesContent }) {
  const site = useSite();
  const lang = useLang();
  const { id } = routeParams(useLocation().pathname);
  // Notices published since this page was saved on the phone, judged by the phone's day, once the app has them;
  // until then the build's, by the day it was built.
  const published = usePublishedNotices();
  const all = published?.notices ?? content.notices;
  const today = published?.deviceToday ?? content.today;
  if (id) {
    const notice = all.find((n) => n.slug === id);
    if (notice) return <NoticeDetail notice={notice} today={today} pastText={content.past} />;
    return (
      <PageIntro eyebrow={site.notices.heading} heading={site.notFound.heading} text={site.notFound.text}>
        <Link className="button button--primary" to={pagePath(paths.notices, lang)}>
          {site.notices.all}
        </Link>
      </PageIntro>
    );
  }
  const notices = noticeList(all, today);
  return <NoticeList notices={notices} content={content} />;
}

/** The notices page's list, his class's and the whole school's first; opening it reads the notices a phone was sent. */
function NoticeList({ notices, content }: { notices: NoticeView[]; content: NoticesContent }) {
  const site = useSite();
  const lang = useLang();
  const { mine, others } = byConcern(notices, useChosenClasses());
  useEffect(() => clearNoticesBadge(), []);
  const cards = (list: NoticeView[]) => (
    <ol className="notices__list">
      {list.map((notice) => (
        <li key={notice.slug}>
          <NoticeCard notice={notice} headingLevel="h2" share />
        </li>
      ))}
    </ol>
  );
  return (
    <>
      <PageIntro heading={site.notices.heading} text={content.intro} />
      <section className="container notices" aria-label={site.notices.heading}>
        <NotifyMe words={content.push} />
        <ClassChoice />
        {notices.length === 0 && <p className="lead">{content.empty}</p>}
        {mine.length > 0 && cards(mine)}
        {others.length > 0 && (
          <OtherClasses summary={fill(site.classes.otherNotices, { count: others.length })}>
            {cards(others)}
          </OtherClasses>
        )}
        {identity.whatsappChannel && (
          <p className="notices__channel">
            {content.channel.text}{' '}
            <ExternalLink href={identity.whatsappChannel} newTabNote={site.newTab}>
              <Icon name="whatsapp" size={18} />
              {content.channel.link}
            </ExternalLink>
          </p>
        )}
        <p className="notices__feed">
          <a href={feedPath(lang)} type="application/atom+xml">
            <Icon name="rss" />
            {content.feed}
          </a>
        </p>
      </section>
    </>
  );
}
