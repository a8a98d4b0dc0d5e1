import type { ReactNode } from 'react';
import { Link } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import type { NoticeView } from '../content/index.ts';
import { noticePath } from '../lib/routes.ts';
import { fill } from '../lib/text.ts';
import { ExternalLink } from '../ui/external-link.tsx';
import { ForClass } from './for-class.tsx';
import { Icon } from '../ui/icons.tsx';
import '../ui/card.css';
import './notice-card.css';

/** A notice's link or PDF: a page of this site opens here, anything else in a new tab. */
export function NoticeLink({ notice }: { notice: NoticeView }) {
  const site = useSite();
  if (notice.attachment) {
    return (
      <a className="notice-card__action" href={notice.attachment} download>
        <Icon name="arrowRight" />
        {notice.linkText} ({site.notices.attachment})
      </a>
    );
  }
  if (!notice.link) return null;
  return notice.link.startsWith('/') ? (
    <Link className="notice-card__action" to={notice.link}>
      <Icon name="arrowRight" />
      {notice.linkText}
    </Link>
  ) : (
    <ExternalLink className="notice-card__action" href={notice.link} newTabNote={site.newTab}>
      <Icon name="arrowRight" />
      {notice.linkText}
    </ExternalLink>
  );
}

/**
 * One notice in a list: its title (leading to its own page), date, text and link, and `share` below them (the
 * notices page's "Share on WhatsApp"), if given.
 */
export function NoticeCard({
  notice,
  headingLevel: Heading = 'h3',
  share,
}: {
  notice: NoticeView;
  headingLevel?: 'h2' | 'h3';
  share?: ReactNode;
}) {
  const site = useSite();
  const lang = useLang();
  return (
    <article className="notice-card" data-pinned={notice.pinned || undefined}>
      <p className="notice-card__meta">
        <time dateTime={notice.date}>{notice.dateText}</time>
        {notice.pinned && <span className="notice-card__pinned">{site.notices.pinned}</span>}
        <ForClass item={notice} className="notice-card__for" />
      </p>
      <Heading className="notice-card__title">
        <Link to={noticePath(notice.slug, lang)}>{notice.title}</Link>
      </Heading>
      <p className="notice-card__text">{notice.text}</p>
      {notice.untilText && <p className="notice-card__until">{fill(site.notices.until, { date: notice.untilText })}</p>}
      <NoticeLink notice={notice} />
      {share}
    </article>
  );
}
