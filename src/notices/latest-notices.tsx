import { useLang, useSite } from '../content/context.tsx';
import type { NoticeView } from '../content/index.ts';
import { latestNotices, noticeList } from './shared/rules.ts';
import { pagePath, paths } from '../lib/routes.ts';
import { usePublishedNotices } from './store.ts';
import { LatestList } from '../ui/latest-list.tsx';
import { NoticeCard } from './notice-card.tsx';
import { ClassChoice } from './classes/class-choice.tsx';
import { OtherClasses } from './classes/other-classes.tsx';
import { byConcern } from '../lib/classes.ts';
import { fill } from '../lib/text.ts';
import { useChosenClasses } from './my-classes.ts';
import './latest-notices.css';

/**
 * The latest notices on the home page (pinned first, three at most), under the slideshow; nothing without any. A
 * parent who chose his son's class sees the latest for his class and the whole school, and the others' folded below.
 */
export function LatestNotices({ notices: built }: { notices: readonly NoticeView[] }) {
  const site = useSite();
  const lang = useLang();
  // Notices published since this page was saved on the phone replace the build's, in place.
  const published = usePublishedNotices();
  const chosen = useChosenClasses();
  const all = published?.notices ?? built;
  const today = published?.deviceToday;
  const latest = (list: readonly NoticeView[]) => (today ? latestNotices(list, today) : list.slice());
  const { mine, others } = byConcern(all, chosen);
  const notices = latest(mine);
  const folded = latest(others);
  if (notices.length === 0 && folded.length === 0) return null;
  const otherCount = today ? noticeList(others, today).length : others.length;
  const cards = (list: NoticeView[]) => (
    <ol className="latest-notices__list">
      {list.map((notice) => (
        <li key={notice.slug}>
          <NoticeCard notice={notice} />
        </li>
      ))}
    </ol>
  );
  return (
    <LatestList
      id="latest-notices-heading"
      heading={site.notices.heading}
      all={site.notices.all}
      to={pagePath(paths.notices, lang)}
    >
      <ClassChoice />
      {cards(notices)}
      {folded.length > 0 && (
        <OtherClasses summary={fill(site.classes.otherNotices, { count: otherCount })}>{cards(folded)}</OtherClasses>
      )}
    </LatestList>
  );
}
