import { useEffect } from 'react';
import { Link } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import { urgentNotices } from './shared/rules.ts';
import { noticePath } from '../lib/routes.ts';
import { schoolDay } from '../lib/school-time.ts';
import { useNotices, usePublishedNotices } from './store.ts';
import { Icon } from '../ui/icons.tsx';
import { useHydrated } from '../ui/use-hydrated.ts';
import { closeNotice, loadClosedNotices } from './closed.ts';
import { useChosenClasses } from './my-classes.ts';
import { byConcern } from '../lib/classes.ts';
import { fill } from '../lib/text.ts';
import type { NoticeView } from '../content/index.ts';
import { useBuiltUrgent } from '../content/page-data.tsx';
import './urgent-notices.css';

/**
 * The urgent notices (a rain holiday, a changed exam date) at the top of every page in its language, in the served
 * HTML and offline, until their last day: the build's, then the newest the site has published. Not a dialog: the
 * page reads on beneath it. A parent can close one; it stays closed on this device (the service worker leaves it
 * out of the pages it serves, so nothing is drawn and then taken away), and one past its last day is hidden by the
 * phone's own date. Once a parent has chosen his son's class, those for other classes are folded under one line.
 */
export function UrgentNotices() {
  const site = useSite();
  const lang = useLang();
  const hydrated = useHydrated();
  const published = usePublishedNotices();
  const built = useBuiltUrgent();
  const closed = useNotices((s) => s.closed);
  useEffect(() => {
    if (hydrated) loadClosedNotices();
  }, [hydrated]);
  // Until the app has hydrated, the build's list as the served HTML has it; then the same by the phone's date (the
  // page may be days old: kept offline, or not built since), as the service worker left it (sw/urgent-html.ts).
  const notices = published
    ? urgentNotices(published.notices, published.deviceToday)
    : hydrated
      ? urgentNotices(built, schoolDay(new Date()))
      : built;
  const { mine, others } = byConcern(notices, useChosenClasses());
  if (notices.length === 0) return null;
  const banners = (list: NoticeView[]) =>
    list.map((notice) => (
      <p
        key={notice.slug}
        className="urgent-notice"
        data-urgent={notice.slug}
        data-until={notice.showUntil || undefined}
        hidden={closed.includes(notice.slug)}
      >
        <span className="container urgent-notice__line">
          <strong className="urgent-notice__label">{site.notices.urgent}</strong>
          <Link className="urgent-notice__title" to={noticePath(notice.slug, lang)}>
            {notice.title}
          </Link>
          <button
            type="button"
            className="urgent-notice__close"
            aria-label={`${site.notices.close}: ${notice.title}`}
            onClick={() => closeNotice(notice.slug)}
          >
            <Icon name="close" />
          </button>
        </span>
      </p>
    ));
  // Those for other classes than the parent's, folded under one line, there for a parent who looks.
  const folded = others.filter((notice) => !closed.includes(notice.slug));
  return (
    <aside className="urgent-notices" aria-label={site.notices.urgent}>
      {banners(mine)}
      {folded.length > 0 && (
        <details className="other-classes urgent-notices__others">
          <summary className="other-classes__summary container">
            {fill(site.classes.otherUrgent, { count: folded.length })}
          </summary>
          {banners(folded)}
        </details>
      )}
    </aside>
  );
}
