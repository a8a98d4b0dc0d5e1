import { describe, expect, it } from 'vitest';
import { parseNoticesData } from '../../src/notices/after/fetch-notices.ts';

/** A notice as the build writes it to notices/notices.json. */
const notice = {
  slug: 'rain-holiday',
  title: 'School closed tomorrow',
  text: 'The district has declared a holiday for rain.',
  date: '2026-11-26',
  showUntil: '2026-11-27',
  pinned: false,
  urgent: true,
  sendToPhones: true,
  link: '',
  linkText: '',
  attachment: '',
  dateText: '26 November 2026',
  untilText: '27 November 2026',
  year: 'all',
  stream: 'all',
  appearAt: '',
};

describe('the published notices, as the app reads them', () => {
  it('takes a list published before whom a notice is for was asked as the whole school’s', () => {
    const { year: _year, stream: _stream, appearAt: _appearAt, ...older } = notice;
    expect(parseNoticesData({ today: '2026-11-26', notices: [older] })?.notices[0]).toEqual(notice);
  });

  it('takes the build’s own data as it is', () => {
    expect(parseNoticesData({ today: '2026-11-26', notices: [notice] })).toEqual({
      today: '2026-11-26',
      notices: [notice],
    });
    expect(parseNoticesData({ today: '2026-11-26', notices: [] })).toEqual({ today: '2026-11-26', notices: [] });
  });

  it('ignores the whole answer when any notice is wrong, rather than show part of it', () => {
    const wrong = [
      { ...notice, slug: '../admin' },
      { ...notice, urgent: 'yes' },
      { ...notice, date: '26/11/2026' },
      { ...notice, showUntil: 'soon' },
      { ...notice, title: undefined },
      null,
    ];
    for (const bad of wrong) expect(parseNoticesData({ today: '2026-11-26', notices: [notice, bad] })).toBeNull();
  });

  it('ignores what is not the notices’ data at all (a captive portal’s page, a server’s error)', () => {
    for (const answer of [null, 'Sign in to the Wi-Fi', [], { notices: [notice] }, { today: '2026-11-26' }]) {
      expect(parseNoticesData(answer)).toBeNull();
    }
  });
});
