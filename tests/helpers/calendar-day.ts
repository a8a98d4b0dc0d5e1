import type { CalendarDay } from '../../src/lib/calendar.ts';

/** A date of the calendar as the build makes it: an all-day event on `start` unless `more` says otherwise. */
export const day = (slug: string, start: string, more: Partial<CalendarDay> = {}): CalendarDay => ({
  slug,
  title: slug,
  kind: 'event',
  start,
  end: '',
  startTime: '',
  endTime: '',
  place: '',
  description: '',
  ...more,
});
