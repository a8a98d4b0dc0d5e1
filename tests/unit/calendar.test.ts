import { academicYearStart } from '../../src/lib/school-year.ts';
import { describe, expect, it } from 'vitest';
import {
  byMonth,
  comingUp,
  eventUid,
  googleCalendarLink,
  googleSubscribeLink,
  isAllDay,
  lastDay,
  nextDay,
  pastThisYear,
  timedEnd,
  upcoming,
  webcalLink,
  type CalendarDay,
} from '../../src/lib/calendar.ts';
import { day } from '../helpers/calendar-day.ts';

const slugs = (events: CalendarDay[]) => events.map((event) => event.slug);

describe('lastDay and isAllDay', () => {
  it('takes the start as the last day of a one-day event', () => {
    expect(lastDay(day('a', '2026-08-24'))).toBe('2026-08-24');
    expect(lastDay(day('a', '2026-08-24', { end: '2026-09-01' }))).toBe('2026-09-01');
  });

  it('calls an event without a start time all day', () => {
    expect(isAllDay(day('a', '2026-08-24'))).toBe(true);
    expect(isAllDay(day('a', '2026-08-24', { startTime: '10:00' }))).toBe(false);
  });
});

describe('upcoming and comingUp', () => {
  const events = [
    day('later', '2026-07-01'),
    day('exams', '2026-06-10', { end: '2026-06-16' }),
    day('gone', '2026-06-01'),
    day('b-timed', '2026-06-20', { startTime: '10:00' }),
    day('a-timed', '2026-06-20', { startTime: '10:00' }),
    day('early', '2026-06-20', { startTime: '09:00' }),
    day('all-day', '2026-06-20'),
    day('today', '2026-06-15'),
  ];

  it('keeps what is still on, the exam week that began before today too, soonest first', () => {
    expect(slugs(upcoming(events, '2026-06-15'))).toEqual([
      'exams',
      'today',
      'all-day',
      'early',
      'a-timed',
      'b-timed',
      'later',
    ]);
  });

  it('drops an event the day after its last day', () => {
    expect(slugs(upcoming(events, '2026-06-17'))).not.toContain('exams');
  });

  it('shows the home page the next few', () => {
    expect(slugs(comingUp(events, '2026-06-15'))).toEqual(['exams', 'today', 'all-day']);
    expect(slugs(comingUp(events, '2026-06-15', 1))).toEqual(['exams']);
    expect(comingUp(events, '2027-01-01')).toEqual([]);
  });
});

describe('academicYearStart and pastThisYear', () => {
  it('begins the year on 1 June', () => {
    expect(academicYearStart('2026-05-31')).toBe('2025-06-01');
    expect(academicYearStart('2026-06-01')).toBe('2026-06-01');
    expect(academicYearStart('2027-01-15')).toBe('2026-06-01');
  });

  it('looks back at this year only, newest first', () => {
    const events = [
      day('last-year', '2026-05-20'),
      day('reopening', '2026-06-01'),
      day('onam', '2026-08-24', { end: '2026-09-01' }),
      day('pta', '2026-07-10', { startTime: '10:00' }),
      day('sports', '2026-07-10', { startTime: '14:00' }),
      day('running', '2026-09-10', { end: '2026-09-20' }),
      day('today', '2026-09-15'),
    ];
    expect(slugs(pastThisYear(events, '2026-09-15'))).toEqual(['onam', 'sports', 'pta', 'reopening']);
    // On 31 May the year that began last June is still the one looked back on.
    expect(slugs(pastThisYear(events, '2026-05-31'))).toEqual(['last-year']);
  });

  it('keeps an event that began in May and ended in June in the new year', () => {
    expect(slugs(pastThisYear([day('camp', '2026-05-28', { end: '2026-06-02' })], '2026-06-10'))).toEqual(['camp']);
  });
});

describe('byMonth', () => {
  it('groups under the month of the first day, in the order given', () => {
    const events = [
      day('a', '2026-06-30', { end: '2026-07-02' }),
      day('b', '2026-07-01'),
      day('c', '2026-07-31'),
      day('d', '2027-01-01'),
    ];
    expect(byMonth(events).map(({ month, events: list }) => [month, slugs(list)])).toEqual([
      ['2026-06', ['a']],
      ['2026-07', ['b', 'c']],
      ['2027-01', ['d']],
    ]);
    expect(byMonth([...events].reverse()).map(({ month }) => month)).toEqual(['2027-01', '2026-07', '2026-06']);
    expect(byMonth([])).toEqual([]);
  });
});

describe('nextDay', () => {
  it('turns months, years and leap days', () => {
    expect(nextDay('2026-08-24')).toBe('2026-08-25');
    expect(nextDay('2026-08-31')).toBe('2026-09-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2028-02-29')).toBe('2028-03-01');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
  });
});

describe('timedEnd', () => {
  it('ends at the end time on the last day, or an hour after the start', () => {
    expect(timedEnd(day('a', '2026-07-10', { startTime: '10:00', endTime: '12:30' }))).toEqual({
      day: '2026-07-10',
      time: '12:30',
    });
    expect(timedEnd(day('a', '2026-07-10', { startTime: '10:15' }))).toEqual({ day: '2026-07-10', time: '11:15' });
    expect(timedEnd(day('a', '2026-07-10', { end: '2026-07-12', startTime: '09:00' }))).toEqual({
      day: '2026-07-12',
      time: '10:00',
    });
    expect(timedEnd(day('a', '2026-12-31', { startTime: '23:30' }))).toEqual({ day: '2027-01-01', time: '00:30' });
  });
});

describe('googleCalendarLink', () => {
  const page = 'https://school.example/calendar/onam';
  const params = (link: string) => {
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    return Object.fromEntries(url.searchParams);
  };

  it('gives an all-day event the day after its last day as its end', () => {
    const event = day('onam', '2026-08-24', {
      title: 'Onam holidays & sports',
      end: '2026-08-31',
      description: 'School closed.',
      place: 'Kochi, Kerala',
    });
    expect(params(googleCalendarLink(event, page))).toEqual({
      action: 'TEMPLATE',
      text: 'Onam holidays & sports',
      dates: '20260824/20260901',
      details: `School closed.\n\n${page}`,
      location: 'Kochi, Kerala',
      ctz: 'Asia/Kolkata',
    });
    expect(params(googleCalendarLink(day('one', '2026-12-31'), page)).dates).toBe('20261231/20270101');
  });

  it('gives a timed event Kerala wall-clock times', () => {
    const event = day('pta', '2026-07-10', { title: 'ഓണം അവധി', startTime: '10:00', endTime: '12:30' });
    const link = params(googleCalendarLink(event, page));
    expect(link).toMatchObject({ text: 'ഓണം അവധി', dates: '20260710T100000/20260710T123000', details: page });
    expect(link).not.toHaveProperty('location');
  });

  it('runs a timed event of several days from its first day to its last', () => {
    const event = day('camp', '2026-07-10', { end: '2026-07-12', startTime: '09:00', endTime: '16:00' });
    expect(params(googleCalendarLink(event, page)).dates).toBe('20260710T090000/20260712T160000');
    expect(params(googleCalendarLink({ ...event, endTime: '' }, page)).dates).toBe('20260710T090000/20260712T100000');
  });

  it('gives an event with no end time an hour', () => {
    expect(params(googleCalendarLink(day('a', '2026-07-10', { startTime: '10:00' }), page)).dates).toBe(
      '20260710T100000/20260710T110000',
    );
  });
});

describe('feed links', () => {
  it('names an event by its file and language, never its date', () => {
    expect(eventUid('onam', 'en', 'school.example')).toBe('onam.en@school.example');
    expect(eventUid('onam', 'ml', 'school.example')).not.toBe(eventUid('onam', 'en', 'school.example'));
  });

  it('offers the feed to a phone and to Google Calendar', () => {
    const feed = 'https://school.example/ml/calendar.ics';
    expect(webcalLink(feed)).toBe('webcal://school.example/ml/calendar.ics');
    const google = new URL(googleSubscribeLink(feed));
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('cid')).toBe('webcal://school.example/ml/calendar.ics');
    expect(googleSubscribeLink(feed)).toContain('cid=webcal%3A%2F%2Fschool.example%2Fml%2Fcalendar.ics');
  });
});
