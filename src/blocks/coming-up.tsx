import { Link } from '../ui/link.tsx';
import { useLang } from '../content/context.tsx';
import type { EventView, HomeContent } from '../content/index.ts';
import { pagePath, paths } from '../lib/routes.ts';
import { Icon } from '../ui/icons.tsx';
import '../notices/latest-notices.css';

/** The next dates of the school's calendar on the home page, under the latest notices; nothing without any. */
export function ComingUp({ events, words }: { events: readonly EventView[]; words: HomeContent['comingUp'] }) {
  const lang = useLang();
  if (events.length === 0) return null;
  return (
    <section className="latest-notices" aria-labelledby="coming-up-heading">
      <div className="container">
        <div className="latest-notices__head">
          <h2 id="coming-up-heading">{words.heading}</h2>
          <Link className="latest-notices__all" to={pagePath(paths.calendar, lang)}>
            {words.all}
            <Icon name="arrowRight" />
          </Link>
        </div>
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
      </div>
    </section>
  );
}
