/**
 * What the years add, kept by school year (issue 62): the school year a day is in, the archive's years and pages, and
 * what the notices page keeps of the current notices.
 */
import { describe, expect, it } from 'vitest';
import { archiveYears, bySchoolYear, pagesOf } from '../../src/lib/archive.ts';
import { academicYearStart, schoolYearOf, yearBefore } from '../../src/lib/school-year.ts';
import { FRONT_NOTICES, frontNotices } from '../../src/notices/shared/rules.ts';

describe('the school year', () => {
  it('runs from 1 June to 31 May, named by its two years', () => {
    expect(schoolYearOf('2026-05-31')).toBe('2025-26');
    expect(schoolYearOf('2026-06-01')).toBe('2026-27');
    expect(schoolYearOf('2099-12-31')).toBe('2099-00');
    expect(academicYearStart('2027-01-15')).toBe('2026-06-01');
    expect(yearBefore('2026-27')).toBe('2025-26');
    expect(yearBefore('2000-01')).toBe('1999-00');
  });
});

describe('an archive', () => {
  const days = ['2026-11-01', '2026-06-01', '2026-05-31', '2024-07-10', '2024-06-30'];
  const years = bySchoolYear(days, (day) => day);

  it('holds each school year, the newest first, each in the order given', () => {
    expect([...years.keys()]).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(years.get('2026-27')).toEqual(['2026-11-01', '2026-06-01']);
    expect(years.get('2024-25')).toEqual(['2024-07-10', '2024-06-30']);
  });

  it('cuts a year into pages, and names each year with its count and its pages', () => {
    expect(pagesOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pagesOf([], 2)).toEqual([[]]);
    expect(archiveYears(years, 1)).toEqual([
      { year: '2026-27', count: 2, pages: 2 },
      { year: '2025-26', count: 1, pages: 1 },
      { year: '2024-25', count: 2, pages: 2 },
    ]);
  });
});

describe('what the notices page keeps (frontNotices)', () => {
  const today = '2026-11-29';
  const notice = (
    slug: string,
    date: string,
    extra: Partial<{ pinned: boolean; urgent: boolean; showUntil: string }> = {},
  ) => ({
    slug,
    date,
    pinned: false,
    urgent: false,
    showUntil: '',
    ...extra,
  });
  // Ten years of notices shown until replaced: current for ever, unless bounded.
  const untilReplaced = Array.from({ length: 1500 }, (_, i) =>
    notice(`n${i}`, `${2016 + Math.floor(i / 150)}-${String((i % 12) + 1).padStart(2, '0')}-10`),
  );

  it('keeps a page of the newest, whatever the years', () => {
    const front = frontNotices(untilReplaced, today);
    expect(front).toHaveLength(FRONT_NOTICES);
    expect(front.map((n) => n.date)).toEqual([...front.map((n) => n.date)].sort().reverse());
    expect(front[0]!.date >= front.at(-1)!.date).toBe(true);
    expect(frontNotices(untilReplaced.slice(0, 3), today)).toHaveLength(3);
  });

  it('always keeps those pinned, urgent or with a last day ahead, and never one past its last day', () => {
    const timely = [
      notice('pinned-long-ago', '2017-01-01', { pinned: true }),
      notice('exam-timetable', '2026-09-01', { showUntil: '2026-12-20' }),
      notice('rain', '2020-07-01', { urgent: true, showUntil: '2026-11-30' }),
      notice('over', '2026-11-28', { showUntil: '2026-11-28' }),
    ];
    const front = frontNotices([...untilReplaced, ...timely], today);
    expect(front).toHaveLength(FRONT_NOTICES + 2);
    for (const slug of ['pinned-long-ago', 'exam-timetable', 'rain']) expect(front.map((n) => n.slug)).toContain(slug);
    expect(front.map((n) => n.slug)).not.toContain('over');
    // However many are shown until a day ahead, the newest is always there (the push sender finds it in
    // notices.json), and those kept for their last day are bounded.
    const manyTimely = Array.from({ length: 30 }, (_, i) => notice(`t${i}`, '2026-10-01', { showUntil: '2027-01-01' }));
    const withNew = frontNotices([...manyTimely, notice('just-published', '2026-11-29')], today);
    expect(withNew.map((n) => n.slug)[0]).toBe('just-published');
    expect(withNew.length).toBeLessThanOrEqual(2 * FRONT_NOTICES);
  });

  it('never drops one pinned or urgent, nor one for phones of the last month, however many came since', () => {
    const pinned = Array.from({ length: 12 }, (_, i) => notice(`p${i}`, '2019-01-01', { pinned: true }));
    const forPhones = { ...notice('sent-back-dated', '2026-11-05'), sendToPhones: true };
    const oldForPhones = { ...notice('sent-long-ago', '2026-09-01'), sendToPhones: true };
    const newer = Array.from({ length: 20 }, (_, i) => notice(`x${i}`, '2026-11-2' + (i % 9)));
    const front = frontNotices([...pinned, forPhones, oldForPhones, ...newer], today).map((n) => n.slug);
    for (const slug of [...pinned.map((n) => n.slug), 'sent-back-dated']) expect(front).toContain(slug);
    expect(front).not.toContain('sent-long-ago');
  });
});
