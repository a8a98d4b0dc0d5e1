import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  NoticeCard,
  noticeList,
  usePublishedNotices,
  clearNoticesBadge,
  NotifyMe,
  ClassChoice,
  OtherClasses,
  useChosenClasses,
} from '../../notices/index.ts';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { ShareLink } from '../../blocks/share-link.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import type { NoticesContent, NoticeView } from '../../content/index.ts';
import { available, usePageData } from '../../content/page-data.tsx';
import { feedPath, matchRoute, noticePath } from '../../lib/routes.ts';
import { fill } from '../../lib/text.ts';
import { Icon } from '../../ui/icons.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { identity } from '../../content/identity.ts';
import { byConcern } from '../../lib/classes.ts';
import { NoticeDetail } from './notice-detail.tsx';
import { NoticeArchive, NoticeYears } from './notice-archive.tsx';
import './notices-page.css';

/**
 * /notices: what matters now (src/notices/shared/rules.ts, frontNotices), newest first, with the feed and the school years
 * of every notice before; /notices/<name>: one notice; /notices/archive/<year>/: a school year's notices.
 */
export default function NoticesPage({ content }: { content: NoticesContent }) {
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.key;
  if (key === 'notice') return <NoticeDetail content={content} />;
  if (key === 'noticeArchive' || key === 'noticeArchivePage') return <NoticeArchive content={content} />;
  return <NoticeList content={content} />;
}

/** The notices page's list, his class's and the whole school's first; opening it reads the notices a phone was sent. */
function NoticeList({ content }: { content: NoticesContent }) {
  const site = useSite();
  const lang = useLang();
  const lists = available(usePageData('notices', useLocation().pathname));
  // Notices published since this page was saved on the phone, judged by the phone's day, once the app has them;
  // until then the build's, by the day it was built.
  const published = usePublishedNotices();
  const notices = noticeList(published?.notices ?? lists?.notices ?? [], published?.deviceToday ?? lists?.today ?? '');
  const { mine, others } = byConcern(notices, useChosenClasses());
  useEffect(() => clearNoticesBadge(), []);
  const cards = (list: NoticeView[]) => (
    <ol className="notices__list">
      {list.map((notice) => (
        <li key={notice.slug}>
          <NoticeCard
            notice={notice}
            headingLevel="h2"
            share={<ShareLink title={notice.title} day={notice.dateText} path={noticePath(notice.slug, lang)} />}
          />
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
        <NoticeYears content={content} years={lists?.years ?? []} />
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
