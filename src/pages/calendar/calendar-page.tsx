import { useLocation } from 'react-router-dom';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { useSite } from '../../content/context.tsx';
import { available, usePageData } from '../../content/page-data.tsx';
import { matchRoute } from '../../lib/routes.ts';
import { Link } from '../../ui/link.tsx';
import { Months } from './months.tsx';
import { Years, YearDates } from './year-dates.tsx';
import type { CalendarContent, FeedLinks } from '../../content/index.ts';
import { pastThisYear, upcoming } from '../../lib/calendar.ts';
import { eventKinds, type EventKind } from '../../content/kinds.ts';
import { fill } from '../../lib/text.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { ClassChoice, OtherClasses, useChosenClasses } from '../../notices/index.ts';
import { audienceName, byConcern, feedFor } from '../../lib/classes.ts';
import './calendar-page.css';
import './calendar-filter.css';

const kinds = Object.keys(eventKinds) as EventKind[];

/** The links that subscribe a phone's calendar: this phone's, Google Calendar's, and the file itself. */
function SubscribeLinks({ feed, content }: { feed: FeedLinks; content: CalendarContent }) {
  const site = useSite();
  return (
    <p className="calendar__subscribe-links">
      <a className="button button--primary" href={feed.webcal}>
        {content.subscribe.link}
      </a>
      <ExternalLink className="button button--ghost" href={feed.google} newTabNote={site.newTab}>
        {content.subscribe.google}
      </ExternalLink>
      <a href={feed.ics}>{content.file}</a>
    </p>
  );
}

/**
 * /calendar: the dates still to come, month by month, today's marked; this school year's past dates folded below.
 * A choice of kind filters the list with no script (the page's CSS reads the chosen radio button), and offers that
 * kind's own calendar beside it. Subscribing keeps every date (or one kind's) in a phone's calendar; printed, the
 * page is the list of dates on a sheet.
 */
export default function CalendarPage({ content }: { content: CalendarContent }) {
  const { pathname } = useLocation();
  const key = matchRoute(pathname)?.route.key;
  return key === 'calendarArchive' || key === 'calendarArchivePage' ? (
    <YearDates content={content} />
  ) : (
    <ThisYear content={content} />
  );
}

/** /calendar: this school year's dates and those ahead (the page's own lists, src/content/page-data.tsx). */
function ThisYear({ content }: { content: CalendarContent }) {
  const words = useSite().classes;
  const lists = available(usePageData('calendar', useLocation().pathname));
  const { events = [], months = {}, years = [], later } = lists ?? {};
  const { builtOn: today, feed, kindFeeds, classFeeds } = content;
  const chosen = useChosenClasses();
  // His class's dates and the whole school's first; the other classes' folded below.
  const { mine: coming, others } = byConcern(upcoming(events, today), chosen);
  const past = pastThisYear(events, today);
  const ownFeed = feedFor(chosen);
  return (
    <>
      <PageIntro heading={content.intro.heading} text={content.intro.text} />
      <div className="container calendar">
        <ClassChoice />
        {events.length === 0 ? (
          <p className="lead calendar__empty">{content.empty}</p>
        ) : (
          <>
            <fieldset className="calendar__filter">
              <legend>{content.filter.legend}</legend>
              {['all', ...kinds].map((kind) => (
                <label key={kind} className="calendar__choice">
                  <input type="radio" name="kind" value={kind} defaultChecked={kind === 'all'} />
                  {kind === 'all' ? content.filter.all : content.kinds[kind as EventKind]}
                </label>
              ))}
            </fieldset>
            {kinds.map((kind) => (
              <div key={kind} className="calendar__kind-feed" data-kind={kind}>
                <p>{fill(content.subscribe.kind, { kind: content.kinds[kind] })}</p>
                <SubscribeLinks feed={kindFeeds[kind]} content={content} />
              </div>
            ))}
            <section className="calendar__upcoming" aria-labelledby="calendar-upcoming">
              <h2 id="calendar-upcoming">{content.upcoming}</h2>
              <p className="calendar__none">{content.filter.none}</p>
              <Months events={coming} months={months} content={content} level="h3" />
              {later && (
                <p className="calendar__later">
                  <Link to={later}>{content.archive.later}</Link>
                </p>
              )}
              {others.length > 0 && (
                <OtherClasses summary={fill(words.otherDates, { count: others.length })}>
                  <Months events={others} months={months} content={content} level="h3" id="others-month" />
                </OtherClasses>
              )}
            </section>
            {past.length > 0 && (
              <details className="calendar__past">
                <summary>
                  {content.past} ({past.length})
                </summary>
                <Months events={past} months={months} content={content} level="h3" id="past-month" />
              </details>
            )}
          </>
        )}
        <section className="calendar__subscribe" aria-labelledby="calendar-subscribe">
          <h2 id="calendar-subscribe">{content.subscribe.heading}</h2>
          <p>{content.subscribe.text}</p>
          <SubscribeLinks feed={feed} content={content} />
          {ownFeed && classFeeds[ownFeed.slug] && (
            <div className="calendar__class-feed">
              <p>{fill(words.classFeed, { class: audienceName(ownFeed.audience, words) })}</p>
              <SubscribeLinks feed={classFeeds[ownFeed.slug]!} content={content} />
            </div>
          )}
          <p className="calendar__how">{content.subscribe.android}</p>
          <p className="calendar__how">{content.subscribe.iphone}</p>
        </section>
        <Years content={content} years={years} />
      </div>
    </>
  );
}
