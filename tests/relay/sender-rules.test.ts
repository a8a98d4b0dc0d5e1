/** The sender's rules: which notices go to phones, what a phone shows, and what a failed delivery does. */
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  type Editions,
  firstLine,
  type Notice,
  noticeId,
  noticesToSend,
  parseNoticesFile,
  payloadFor,
  shorten,
} from '../../scripts/push/notices.ts';
import { mapLimit } from '../../scripts/push/pool.ts';
import { retryAfterMs } from '../../scripts/push/deliver.ts';
import type { Phone, RelayClient, Results } from '../../scripts/push/relay-client.ts';
import { sendNotices } from '../../scripts/push/send.ts';

function notice(slug: string, fields: Partial<Notice> = {}): Notice {
  return {
    slug,
    title: slug,
    text: '',
    date: '2026-11-20',
    showUntil: '',
    pinned: false,
    urgent: false,
    sendToPhones: false,
    year: 'all',
    stream: 'all',
    appearAt: '',
    ...fields,
  };
}

const editions = (en: Notice[], ml: Notice[] = []): Editions => ({
  en: { today: '2026-11-26', notices: en },
  ml: { today: '2026-11-26', notices: ml },
});

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

describe('failures while sending', () => {
  const keys = webpush.generateVAPIDKeys();
  const vapid = { ...keys, subject: 'mailto:office@school.example' };
  const phone = (id: number, name: string): Phone => ({
    id,
    endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
    keys: { p256dh: webpush.generateVAPIDKeys().publicKey, auth: Buffer.alloc(16, 1).toString('base64url') },
    language: 'en',
    classes: [],
  });

  /** A relay in memory, keeping the claims and results as the real one does. */
  function relayHolding(phones: Phone[]) {
    const finished = new Set<string>();
    const claimed = new Set<string>();
    const recorded: Results[] = [];
    const relay: RelayClient = {
      phones: async () => phones,
      finished: async () => finished,
      claim: async (notice, ids) => {
        const fresh = ids.filter((id) => !claimed.has(`${notice} ${id}`));
        fresh.forEach((id) => claimed.add(`${notice} ${id}`));
        return { claimed: fresh, again: [], held: 0, done: ids.length - fresh.length };
      },
      record: async (notice, results) => {
        recorded.push(results);
        results.failed.forEach((id) => claimed.delete(`${notice} ${id}`));
        return results.gone.length;
      },
      failedRun: async () => 0,
      keepCurrent: async () => 0,
      finish: async (notice) => void finished.add(notice),
    };
    return { relay, finished, recorded };
  }

  it('counts a failing push service and goes on with the other phones; the notice stays open', async () => {
    const { relay, finished } = relayHolding([phone(1, 'a'), phone(2, 'broken'), phone(3, 'b')]);
    const deliver = async (url: string) => new Response(null, { status: url.endsWith('broken') ? 403 : 201 });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver });
    expect(summary.results[0]).toMatchObject({ reached: { en: 2, ml: 0 }, failed: 1, finished: false });
    expect([...summary.failures]).toEqual([['fcm.googleapis.com answered 403', 1]]);
    expect(finished).toEqual(new Set());
  });

  it('retries a 5xx with a growing wait, and follows no redirect', async () => {
    const { relay } = relayHolding([phone(1, 'flaky'), phone(2, 'moved')]);
    const waits: number[] = [];
    const asked: RequestInit[] = [];
    let flaky = 0;
    const deliver = async (url: string, init: RequestInit) => {
      asked.push(init);
      if (url.endsWith('moved'))
        return new Response(null, { status: 301, headers: { Location: 'https://evil.example/' } });
      return new Response(null, { status: ++flaky < 3 ? 502 : 201 });
    };
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), {
      relay,
      vapid,
      deliver,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([1000, 2000]);
    expect(asked.every(({ redirect }) => redirect === 'manual')).toBe(true);
    expect(summary.results[0]).toMatchObject({ reached: { en: 1, ml: 0 }, retried: 1, failed: 1 });
    expect([...summary.failures.keys()]).toEqual(['fcm.googleapis.com answered 301']);
  });

  it('reads a Retry-After in seconds or as a date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(Date.now() + 5000).toUTCString(), Date.now())).toBeGreaterThan(3000);
    expect(retryAfterMs('soon')).toBeNull();
    expect(retryAfterMs(null)).toBeNull();
  });

  it('waits no longer than the run has left', async () => {
    const { relay } = relayHolding([phone(1, 'busy')]);
    const waits: number[] = [];
    const deliver = async () => new Response(null, { status: 429, headers: { 'Retry-After': '30' } });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), {
      relay,
      vapid,
      deliver,
      budgetMs: 10_000,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(waits).toEqual([]);
    expect(summary.results[0]).toMatchObject({ failed: 1, finished: false });
  });
});

describe('sending many at once', () => {
  it('keeps at most the limit under way and the results in order', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([...Array(60).keys()], 25, async (n) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running -= 1;
      return n * 2;
    });
    expect(most).toBe(25);
    expect(results).toEqual([...Array(60).keys()].map((n) => n * 2));
  });
});
