import { describe, expect, it } from 'vitest';
import { SCHOOL_TIME_ZONE, schoolDay } from '../../src/lib/school-time.ts';

describe('schoolDay', () => {
  it('knows the date where the school is, whatever the device’s time zone', () => {
    // 20:00 in London on 22 November is already 23 November in Kerala; 18:29:59 UTC is still the same day.
    expect(schoolDay(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23');
    expect(schoolDay(new Date('2026-11-22T18:29:59.999Z'))).toBe('2026-11-22');
    expect(schoolDay(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(schoolDay(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(schoolDay(new Date('2028-02-28T20:00:00Z'))).toBe('2028-02-29');
  });

  it('agrees with the time-zone database every few hours for years either side of today', () => {
    const reference = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE });
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2040, 0, 1); t += 25 * 3600 * 1000 + 7 * 60 * 1000) {
      expect(schoolDay(new Date(t))).toBe(reference.format(new Date(t)));
    }
  });

  it('gives nothing for an invalid date', () => {
    expect(schoolDay(new Date('not a date'))).toBe('');
    expect(schoolDay(new Date(8.64e15))).toBe('');
  });
});
