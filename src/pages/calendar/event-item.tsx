import { Link } from '../../ui/link.tsx';
import { ShareLink } from '../../blocks/share-link.tsx';
import { ForClass } from '../../notices/index.ts';
import { useLocation } from 'react-router-dom';
import { useSite } from '../../content/context.tsx';
import type { CalendarContent, EventView } from '../../content/index.ts';
import { googleCalendarLink, lastDay } from '../../lib/calendar.ts';
import { readableUrl } from '../../lib/links.ts';
import { identity } from '../../content/identity.ts';
import { canonicalPath } from '../../lib/routes.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';

/** A date's link or PDF: a page of this site opens here, anything else in a new tab. */
function EventLink({ event }: { event: EventView }) {
  const site = useSite();
  if (event.attachment)
    return (
      <a href={event.attachment} download>
        {event.linkText} ({site.notices.attachment})
      </a>
    );
  if (!event.link) return null;
  return event.link.startsWith('/') ? (
    <Link to={event.link}>{event.linkText}</Link>
  ) : (
    <ExternalLink href={event.link} newTabNote={site.newTab}>
      {event.linkText}
    </ExternalLink>
  );
}

/**
 * One date of the calendar: when, what, where, and, for one to come, the links that put it in a parent's calendar;
 * on a school year's page (`line`), without the link to share it.
 */
export function EventItem({
  event,
  words,
  today,
  line = false,
}: {
  event: EventView;
  words: CalendarContent;
  today: string;
  line?: boolean;
}) {
  const site = useSite();
  const { pathname } = useLocation();
  const isToday = event.start <= today && lastDay(event) >= today;
  return (
    <li className="event" id={event.slug} data-kind={event.kind} data-today={isToday || undefined}>
      <p className="event__when">
        <time dateTime={event.start}>{event.dateText}</time>
        {isToday && <strong className="event__today">{words.todayMark}</strong>}
        <span className="event__kind">{words.kinds[event.kind]}</span>
        <ForClass item={event} className="event__for" />
      </p>
      <h3 className="event__title">{event.title}</h3>
      <p className="event__time">{event.timeText || words.allDay}</p>
      {event.place && (
        <p className="event__place">
          <Icon name="pin" />
          <span className="visually-hidden">{words.place}: </span>
          {event.place}
        </p>
      )}
      {event.description && <p className="event__description">{event.description}</p>}
      <p className="event__links">
        <EventLink event={event} />
        {/* Only a date to come is added to a phone's calendar (scripts/build/content/events.ts, eventViews). */}
        {event.ics && (
          <span className="event__add">
            <span className="event__add-label">{words.add}:</span> <a href={event.ics}>{words.file}</a>
            {' · '}
            <ExternalLink
              href={readableUrl(
                googleCalendarLink(event, `${identity.origin}${canonicalPath(pathname)}#${event.slug}`),
              )}
              newTabNote={site.newTab}
            >
              {words.google}
            </ExternalLink>
          </span>
        )}
      </p>
      {!line && (
        <ShareLink title={event.title} day={event.dateText} path={`${canonicalPath(pathname)}#${event.slug}`} />
      )}
    </li>
  );
}
