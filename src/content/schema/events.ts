/**
 * An event of the school's calendar (src/content/<language>/events/<name>.yaml, one file per language, under the
 * same name in both): its kind, its first and last day, and a time when it is not all day. The file's name is its
 * identity in every phone's calendar: a date moved is the same event, moved.
 */
import * as v from 'valibot';
import { eventKinds } from '../kinds.ts';
import { choice, date, link, optionalWords, time, words } from './fields.ts';
import { group } from './structure.ts';
import { audienceFields } from './audience.ts';
import { file } from './uploads.ts';

export const EVENT_FILES = 'media/events';

const fields = group(
  'Event',
  "A date on the school's calendar: at /calendar, in the calendar feeds parents subscribe to, and on the home page while it is coming up.",
  {
    title: words('Title', 'The event in a few words, such as "Onam holidays" or "Half-yearly exams begin".'),
    kind: choice('Kind', 'What sort of date it is: parents can show one kind at a time.', eventKinds),
    ...audienceFields,
    start: date('First day', 'The day it happens, or its first day.'),
    end: date('Last day', 'For an event of several days (a holiday, exams): its last day. Leave empty for one day.', {
      optional: true,
    }),
    startTime: time('Starts at', 'For an event at a time of day, such as 10:00. Leave empty for the whole day.'),
    endTime: time('Ends at', 'When it ends, such as 13:00. Leave empty if it has no set end.'),
    place: optionalWords('Place', 'Where, such as "School auditorium". Leave empty if it is not at one place.'),
    description: optionalWords('Description', 'A sentence or two more, if parents need them.', { multiline: true }),
    link: link('Link', 'A page to read more, such as /admission. Leave empty for none.'),
    linkText: optionalWords('Link words', 'The words of the link or the PDF. Needed when there is a link or a PDF.'),
    attachment: file('PDF', 'A PDF with the details (a timetable, a circular). Leave empty for none.', EVENT_FILES, [
      'pdf',
    ]),
  },
);

export const eventSchema = v.pipe(
  fields,
  v.forward(
    v.check((event) => event.end === '' || event.end >= event.start, 'is before the first day'),
    ['end'],
  ),
  v.forward(
    v.check((event) => event.endTime === '' || event.startTime !== '', 'needs the time it starts too'),
    ['endTime'],
  ),
  v.forward(
    v.check(
      (event) =>
        event.endTime === '' ||
        event.startTime === '' ||
        (event.end !== '' && event.end !== event.start) ||
        event.endTime > event.startTime,
      'is not after the time it starts',
    ),
    ['endTime'],
  ),
  v.forward(
    v.check(
      (event) => !(event.link || event.attachment) || event.linkText !== '',
      'is empty: write the words of the link or the PDF',
    ),
    ['linkText'],
  ),
);

export type CalendarEvent = v.InferOutput<typeof eventSchema>;
