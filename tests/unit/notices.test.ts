import { describe, expect, it } from 'vitest';
import { isCurrent, latestNotices, noticeList, urgentNotices } from '../../src/notices/shared/rules.ts';

const notice = (
  slug: string,
  date: string,
  extra: { pinned?: boolean; showUntil?: string; urgent?: boolean } = {},
) => ({
  slug,
  date,
  pinned: false,
  showUntil: '',
  urgent: false,
  ...extra,
});
const today = '2026-11-25';

describe('which notices show', () => {
  it('leaves out a notice past its last day, and keeps it on its last day', () => {
    expect(isCurrent(notice('a', '2026-11-01', { showUntil: '2026-11-24' }), today)).toBe(false);
    expect(isCurrent(notice('a', '2026-11-01', { showUntil: today }), today)).toBe(true);
    expect(isCurrent(notice('a', '2026-11-01'), today)).toBe(true);
  });

  const notices = [
    notice('old', '2026-10-01'),
    notice('new', '2026-11-20'),
    notice('pinned', '2026-09-01', { pinned: true }),
    notice('gone', '2026-11-24', { showUntil: '2026-11-24' }),
  ];

  it('lists every current notice, newest first', () => {
    expect(noticeList(notices, today).map((n) => n.slug)).toEqual(['new', 'old', 'pinned']);
  });

  it('shows pinned notices first on the home page, then the newest, three at most', () => {
    expect(latestNotices([...notices, notice('newest', '2026-11-22')], today).map((n) => n.slug)).toEqual([
      'pinned',
      'newest',
      'new',
    ]);
  });

  it('puts the current urgent notices at the top of every page, until their last day, newest first', () => {
    const urgent = [
      notice('rain', '2026-11-24', { urgent: true, showUntil: '2026-11-25' }),
      notice('exam', '2026-11-25', { urgent: true, showUntil: '2026-11-30' }),
      notice('over', '2026-11-20', { urgent: true, showUntil: '2026-11-24' }),
      notice('calm', '2026-11-25'),
    ];
    expect(urgentNotices(urgent, today).map((n) => n.slug)).toEqual(['exam', 'rain']);
    expect(urgentNotices(urgent, '2026-11-26').map((n) => n.slug)).toEqual(['exam']);
  });
});
