import { Link } from '../ui/link.tsx';
import { useLang, useSite } from '../content/context.tsx';
import type { NoticeView } from '../content/index.ts';
import { latestNotices } from '../notices/rules.ts';
import { pagePath, paths } from '../lib/routes.ts';
import { usePublishedNotices } from '../notices/store.ts';
import { Icon } from '../ui/icons.tsx';
import { NoticeCard } from './notice-card.tsx';
import './latest-notices.css';

/** The latest notices on the home page (pinned first, three at most), under the slideshow; nothing without any. */
export function LatestNotices({ notices: built }: { notices: readonly NoticeView[] }) {
  const site = useSite();
  const lang = useLang();
  // Notices published since this page was saved on the phone replace the build's, in place.
  const published = usePublishedNotices();
  const notices = published ? latestNotices(published.notices, published.deviceToday) : built;
  if (notices.length === 0) return null;
  return (
    <section className="latest-notices" aria-labelledby="latest-notices-heading">
      <div className="container">
        <div className="latest-notices__head">
          <h2 id="latest-notices-heading">{site.notices.heading}</h2>
          <Link className="latest-notices__all" to={pagePath(paths.notices, lang)}>
            {site.notices.all}
            <Icon name="arrowRight" />
          </Link>
        </div>
        <ol className="latest-notices__list">
          {notices.map((notice) => (
            <li key={notice.slug}>
              <NoticeCard notice={notice} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
