/** The calendar page's words (src/content/<language>/calendar.yaml); the dates themselves are in Calendar. */
import * as v from 'valibot';
import { paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page, pageTop } from './page.ts';
import { eventKinds, type EventKind } from '../kinds.ts';

const kindNames = Object.fromEntries(
  (Object.keys(eventKinds) as EventKind[]).map((kind) => [kind, words(eventKinds[kind], 'Its name in the filter.')]),
) as Record<EventKind, ReturnType<typeof words>>;

export const calendarPageSchema = page(
  'calendar',
  'The words of the calendar page: the dates themselves are in Calendar. The page is in the menus once it has a date.',
  {
    intro: pageTop(),
    empty: paragraph('No dates yet', 'Shown while the calendar has no dates.'),
    upcoming: words('"Coming up"', 'The heading over the dates still to come.'),
    past: words('"Earlier this year"', 'The heading of the dates already past this school year, folded away.'),
    archive: group('School years', "Every school year's dates, a line each, in pages of their own.", {
      heading: words('Heading', 'Such as "Every date, by school year".'),
      year: words("A year's heading", 'Such as "Dates of {year}": {year} is the school year, such as 2025-26.', {
        tokens: ['year'],
      }),
      current: words('Back to this year', 'The link back to the calendar, such as "This school year\'s calendar".'),
      page: words('Which page', 'Such as "Page {page} of {pages}".', { tokens: ['page', 'pages'] }),
      earlier: words('Earlier page', 'The link to the page of earlier dates, such as "Earlier dates".'),
      later: words('Later page', 'The link to the page of later dates, such as "Later dates".'),
    }),
    todayMark: words('"Today"', 'On a date that is today.'),
    filter: group('Filter', 'The choice of which kind of date to show.', {
      legend: words('Heading', 'Above the choices, such as "Show".'),
      all: words('"All dates"', 'The choice that shows every kind.'),
      none: paragraph('None of that kind', 'Shown when no date of the chosen kind is coming up.'),
    }),
    kinds: group('Kinds of date', 'How the page names each kind of date.', kindNames),
    allDay: words('"All day"', 'For a date with no time.'),
    time: words('Times', 'A time from its start to its end; {start} and {end} are the times.', {
      tokens: ['start', 'end'],
    }),
    place: words('"Place"', 'Read by screen readers before the place.'),
    add: words('"Add to my calendar"', "Over each date's links to a phone's calendar."),
    file: words('Calendar file', 'The link to one date as a file a calendar opens, such as "Calendar file (.ics)".'),
    google: words('"Google Calendar"', 'The link that adds to Google Calendar.', { anyLanguage: true }),
    subscribe: group('Subscribe', "How to have every date in a phone's calendar, kept up to date.", {
      heading: words('Heading', 'The heading.'),
      text: paragraph('Text', 'What subscribing does.'),
      link: words('Subscribe link', 'The link that subscribes a phone\'s calendar, such as "Subscribe".'),
      google: words('Google link', 'The link that subscribes in Google Calendar.'),
      kind: words(
        'One kind only',
        'Beside the filter, over the same links for the chosen kind alone; {kind} is its name.',
        { tokens: ['kind'] },
      ),
      android: paragraph('On Android', 'One or two lines: how to subscribe on an Android phone.'),
      iphone: paragraph('On an iPhone', 'One or two lines: how to subscribe on an iPhone.'),
    }),
  },
);

export type CalendarPageWords = v.InferOutput<typeof calendarPageSchema>;
