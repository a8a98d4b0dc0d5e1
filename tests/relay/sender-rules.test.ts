/** The sender's rules: which notices go to phones, and what a phone shows (failures: ./sender-failures.test.ts). */
import { describe, expect, it } from 'vitest';
import {
  firstLine,
  noticeId,
  noticesToSend,
  parseNoticesFile,
  payloadFor,
  shorten,
} from '../../scripts/push/outgoing.ts';
import { editions, notice } from './notice-fixtures.ts';

describe('the notice lists the site publishes', () => {
  it('reads the fields the sender uses and leaves the others', () => {
    const text = JSON.stringify({
      today: '2026-11-26',
      notices: [{ ...notice('a'), dateText: '20 November', pdf: '' }],
    });
    expect(parseNoticesFile(text, 'dist/notices/notices.json').notices).toEqual([notice('a')]);
  });

  it('names the file and each wrong field', () => {
    expect(() => parseNoticesFile('{', 'dist/notices/notices.json')).toThrow(
      'dist/notices/notices.json is not valid JSON',
    );
    const wrong = JSON.stringify({
      today: '26/11/2026',
      notices: [{ ...notice('Exam Day'), urgent: 'yes', showUntil: 'soon' }],
    });
    const message = (() => {
      try {
        parseNoticesFile(wrong, 'dist/ml/notices/notices.json');
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^dist\/ml\/notices\/notices\.json is not a notice list/);
    for (const field of ['today', 'notices.0.slug', 'notices.0.urgent', 'notices.0.showUntil']) {
      expect(message).toContain(`  ${field}: `);
    }
  });
});

describe('which notices go to phones', () => {
  it('sends current urgent and "send to phones" notices not sent before, oldest first', () => {
    const chosen = noticesToSend(
      editions([
        notice('plain'),
        notice('later', { urgent: true, date: '2026-11-24' }),
        notice('phones', { sendToPhones: true, date: '2026-11-22' }),
        notice('ends-today', { urgent: true, showUntil: '2026-11-26' }),
        notice('ended', { urgent: true, showUntil: '2026-11-25' }),
        notice('done', { urgent: true }),
      ]),
      new Set([noticeId('done', '2026-11-20')]),
    );
    expect(chosen.map(({ slug }) => slug)).toEqual(['ends-today', 'phones', 'later']);
  });

  it("sends a new notice saved under a sent one's name, under a new tag; an edit of a sent notice, not again", () => {
    const sent = new Set([noticeId('rain-holiday', '2025-07-14')]);
    // Last year's rain-holiday deleted, a new one written today under the same name.
    const [again] = noticesToSend(editions([notice('rain-holiday', { urgent: true, date: '2026-11-26' })]), sent);
    expect(again).toMatchObject({ id: 'rain-holiday--2026-11-26', slug: 'rain-holiday' });
    expect(payloadFor(again!, 'en').tag).toBe('notice-rain-holiday--2026-11-26');
    // The sent one corrected (its title, its text; its date kept): the same notice, already sent.
    const edited = notice('rain-holiday', { urgent: true, date: '2025-07-14', title: 'Rain holiday (corrected)' });
    expect(noticesToSend(editions([{ ...edited, showUntil: '' }]), sent)).toEqual([]);
  });

  it('writes each phone the version in its language, and the other one when the school wrote only that', () => {
    const [both, englishOnly] = noticesToSend(
      editions(
        [
          notice('exam', { urgent: true, title: 'Exam', text: 'On Monday' }),
          notice('bus', { sendToPhones: true, date: '2026-11-21' }),
        ],
        [notice('exam', { urgent: true, title: 'പരീക്ഷ', text: 'തിങ്കളാഴ്ച' })],
      ),
      new Set(),
    );
    expect(payloadFor(both!, 'ml')).toEqual({
      title: 'പരീക്ഷ',
      body: 'തിങ്കളാഴ്ച',
      url: '/ml/notices/exam/',
      lang: 'ml',
      tag: 'notice-exam--2026-11-20',
      urgent: true,
    });
    expect(payloadFor(both!, 'en')).toMatchObject({ title: 'Exam', url: '/notices/exam/', lang: 'en' });
    expect(payloadFor(englishOnly!, 'ml')).toMatchObject({
      title: 'bus',
      url: '/notices/bus/',
      lang: 'en',
      urgent: false,
    });
  });
});

describe('what a phone shows', () => {
  it('takes the first line with words in it', () => {
    expect(firstLine('\n \n  Bring the hall ticket.  \nSecond line')).toBe('Bring the hall ticket.');
    expect(firstLine('')).toBe('');
  });

  it('shortens long text at a space, with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(40).trim();
    const short = shorten(long, 120);
    expect(short.endsWith('word…')).toBe(true);
    expect([...short].length).toBeLessThanOrEqual(120);
    expect(shorten('Exam on Monday', 120)).toBe('Exam on Monday');
  });

  it('never splits a Malayalam letter from its vowel sign', () => {
    const letters = 'കി'.repeat(130);
    const short = shorten(letters, 120);
    expect(short).toBe(`${'കി'.repeat(119)}…`);
  });
});
