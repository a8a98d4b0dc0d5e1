import type { CalendarContent, EventView } from '../../content/index.ts';
import { byMonth } from '../../lib/calendar.ts';
import { EventItem } from './event-item.tsx';

/**
 * The dates month by month, under each month's name (`id`: the headings' names, distinct on the page); on a school
 * year's page, a line each (`line`).
 */
export function Months({
  events,
  months,
  content,
  level,
  id = 'month',
  line = false,
}: {
  events: EventView[];
  months: Record<string, string>;
  content: CalendarContent;
  level: 'h2' | 'h3';
  id?: string;
  line?: boolean;
}) {
  const Heading = level;
  return byMonth(events).map(({ month, events: inMonth }) => (
    <section key={month} className="calendar__month" aria-labelledby={`${id}-${month}`}>
      <Heading id={`${id}-${month}`} className="calendar__month-name">
        {months[month]}
      </Heading>
      <ol className="entry-list calendar__events">
        {inMonth.map((event) => (
          <EventItem key={event.slug} event={event} words={content} today={content.builtOn} line={line} />
        ))}
      </ol>
    </section>
  ));
}
