import { Link } from '../ui/link.tsx';
import { useLang } from '../content/context.tsx';
import type { EventView, HomeContent } from '../content/index.ts';
import { pagePath, paths } from '../lib/routes.ts';
import { LatestList } from '../ui/latest-list.tsx';
import '../ui/card.css';

/** The next dates of the school's calendar on the home page, under the latest notices; nothing without any. */
export function ComingUp({ events, words }: { events: readonly EventView[]; words: HomeContent['comingUp'] }) {
  const lang = useLang();
  if (events.length === 0) return null;
  return (
    <LatestList id="coming-up-heading" heading={words.heading} all={words.all} to={pagePath(paths.calendar, lang)}>
      <ol className="latest-notices__list">
        {events.map((event) => (
          <li key={event.slug}>
            <article className="notice-card">
              <p className="notice-card__meta">
                <time dateTime={event.start}>{event.dateText}</time>
              </p>
              <h3 className="notice-card__title">
                <Link to={`${pagePath(paths.calendar, lang)}#${event.slug}`}>{event.title}</Link>
              </h3>
              {event.timeText && <p className="notice-card__text">{event.timeText}</p>}
            </article>
          </li>
        ))}
      </ol>
    </LatestList>
  );
}
