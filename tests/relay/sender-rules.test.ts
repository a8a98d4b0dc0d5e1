/** The sender's rules: which notices go to phones, what a phone shows, and what a failed delivery does. */
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import {
  type Editions,
  firstLine,
  type Notice,
  noticesToSend,
  parseNoticesFile,
  payloadFor,
  shorten,
} from '../../scripts/push/notices.ts';
import { mapLimit } from '../../scripts/push/pool.ts';
import type { RelayClient, Subscription } from '../../scripts/push/relay-client.ts';
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
      new Set(['done']),
    );
    expect(chosen.map(({ slug }) => slug)).toEqual(['ends-today', 'phones', 'later']);
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
      tag: 'notice-exam',
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
  const phone = (id: string): Subscription => ({
    endpoint: `https://fcm.googleapis.com/fcm/send/${id}`,
    keys: { p256dh: webpush.generateVAPIDKeys().publicKey, auth: Buffer.alloc(16, 1).toString('base64url') },
    language: 'en',
  });

  function relayHolding(subscriptions: Subscription[]) {
    const marked: string[] = [];
    const relay: RelayClient = {
      subscriptions: async () => subscriptions,
      sent: async () => new Set(marked),
      markSent: async (slug) => void marked.push(slug),
      unmarkSent: async (slug) => void marked.splice(marked.indexOf(slug), 1),
      remove: async () => undefined,
    };
    return { relay, marked };
  }

  it('counts a failing push service and goes on with the other phones', async () => {
    const { relay, marked } = relayHolding([phone('a'), phone('broken'), phone('b')]);
    const deliver = async (url: string) => new Response(null, { status: url.endsWith('broken') ? 500 : 201 });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver });
    expect(summary.results[0]).toMatchObject({ sent: { en: 2, ml: 0 }, failed: 1, recorded: true });
    expect([...summary.failures]).toEqual([['fcm.googleapis.com answered 500', 1]]);
    expect(marked).toEqual(['exam']);
  });

  it('leaves a notice unrecorded when it reached no phone, so the next run tries again', async () => {
    const { relay, marked } = relayHolding([phone('a'), phone('b')]);
    const deliver = async () => new Response(null, { status: 403 });
    const summary = await sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver });
    expect(summary.results[0]).toMatchObject({ failed: 2, recorded: false });
    expect(marked).toEqual([]);
  });

  it('records a notice before its first message, so a run stopped halfway does not send it again', async () => {
    const { relay, marked } = relayHolding([phone('a'), phone('b'), phone('c')]);
    let reachedB!: () => void;
    const atB = new Promise<void>((resolve) => (reachedB = resolve));
    // The first run stops at phone b for good, as a cancelled job would.
    const stuck = async (url: string) => {
      if (url.endsWith('b')) {
        reachedB();
        return new Promise<Response>(() => undefined);
      }
      return new Response(null, { status: 201 });
    };
    void sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver: stuck });
    await atB;
    expect(marked).toEqual(['exam']);
    let requests = 0;
    const deliver = async () => (requests++, new Response(null, { status: 201 }));
    const again = await sendNotices(editions([notice('exam', { urgent: true })]), { relay, vapid, deliver });
    expect(again.results).toEqual([]);
    expect(requests).toBe(0);
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
