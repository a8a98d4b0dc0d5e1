/**
 * The sender with real parts: the relay in workerd (Miniflare) with D1, web-push's VAPID signing and encryption,
 * and HTTP all the way. Only the browsers' push service cannot be reached from here, so a local HTTP server
 * stands in for Google's FCM (push-service.ts) and decrypts each message with the phone's own keys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notice as aNotice } from './notice-fixtures.ts';
import { type Editions, type Notice, noticeId } from '../../scripts/push/outgoing.ts';
import { relayClient, type RelayClient } from '../../scripts/push/relay-client.ts';
import { summaryLines } from '../../scripts/push/report.ts';
import { type Deliver, sendNotices, type Vapid } from '../../scripts/push/send.ts';
import { FCM, makePhone, type Phone } from './phones.ts';
import { type PushService, startPushService } from './push-service.ts';
import { type Relay, RELAY_SECRET, startRelay, storeDirectly, VAPID } from './relay-harness.ts';

const PHONES = 2000;
const TODAY = '2026-11-26';
const vapid: Vapid = { ...VAPID, subject: 'mailto:office@school.example' };

let relay: Relay;
let client: RelayClient;
let service: PushService;
const phones = new Map<string, Phone>();
// The phones' addresses are FCM's; the requests the sender makes for them go to the stand-in instead.
const deliver: Deliver = (url, init) => fetch(url.replace(FCM, service.address), init);

/** A notice of the day before the run. */
const notice = (slug: string, fields: Partial<Notice>): Notice => aNotice(slug, { date: '2026-11-25', ...fields });

const ML_TITLE = 'പരീക്ഷ തിങ്കളാഴ്ചയിലേക്ക് മാറ്റി';
const ML_TEXT = 'ഓണപ്പരീക്ഷ തിങ്കളാഴ്ച നടക്കും.';
const LONG =
  'The exam hall is changed to the new auditorium next to the library, and every student brings the hall ticket.';
const editions: Editions = {
  en: {
    today: TODAY,
    notices: [
      notice('exam-moved', {
        title: 'Exam moved to Monday',
        text: `\n  The Onam exam is on Monday. ${LONG}\nMore`,
        urgent: true,
      }),
      notice('sports-day', { title: 'Sports day', text: 'Bring a cap.' }),
      notice('fees-due', { title: 'Fees due', text: 'Pay by Friday.', sendToPhones: true, showUntil: '2026-11-20' }),
      notice('already-sent', { title: 'Holiday', text: 'School closed.', urgent: true }),
    ],
  },
  ml: {
    today: TODAY,
    notices: [
      notice('exam-moved', { title: ML_TITLE, text: ML_TEXT, urgent: true }),
      notice('sports-day', { title: 'കായികദിനം', text: 'തൊപ്പി കൊണ്ടുവരിക.' }),
    ],
  },
};

const expected = {
  en: {
    title: 'Exam moved to Monday',
    body:
      'The Onam exam is on Monday. The exam hall is changed to the new auditorium next to the library, and every ' +
      'student…',
    url: '/notices/exam-moved/',
    lang: 'en',
    tag: 'notice-exam-moved--2026-11-25',
    urgent: true,
  },
  ml: {
    title: ML_TITLE,
    body: ML_TEXT,
    url: '/ml/notices/exam-moved/',
    lang: 'ml',
    tag: 'notice-exam-moved--2026-11-25',
    urgent: true,
  },
};

beforeAll(async () => {
  relay = await startRelay();
  client = relayClient(relay.url.href, RELAY_SECRET);
  for (let i = 0; i < PHONES; i++) {
    const phone = makePhone(`parent-${i}`, i % 3 === 0 ? 'ml' : 'en');
    phones.set(phone.subscription.endpoint, phone);
  }
  await storeDirectly(
    relay.db,
    [...phones.values()].map(({ subscription }) => subscription),
  );
  await client.finish(noticeId('already-sent', '2026-11-25'));
  service = await startPushService(phones, VAPID.publicKey);
});
afterAll(async () => {
  await service?.close();
  await relay?.mf.dispose();
});

const sentAtRelay = async (): Promise<string[]> => [...(await client.finished())].sort();

describe('sending notices to phones', () => {
  it('in a dry run, says what would go to how many phones, and sends and records nothing', async () => {
    const summary = await sendNotices(editions, { relay: client, dryRun: true, deliver });
    const ml = [...phones.values()].filter(({ subscription }) => subscription.language === 'ml').length;
    expect(summary.planned.map(({ outgoing, phones }) => [outgoing.slug, phones])).toEqual([
      ['exam-moved', { en: PHONES - ml, ml }],
    ]);
    const printed = summaryLines(summary, 'https://school.example').join('\n');
    expect(printed).toContain('exam-moved (urgent) "Exam moved to Monday" https://school.example/notices/exam-moved/');
    expect(printed).toContain(`to phones: ${PHONES - ml} in English, ${ml} in Malayalam`);
    expect(service.requests).toBe(0);
    expect(await sentAtRelay()).toEqual(['already-sent--2026-11-25']);
  });

  it('sends the urgent notice once to every phone in its language, and forgets a phone that is gone', async () => {
    const gone = makePhone('parent-7', 'en').subscription.endpoint;
    service.gone.add(gone);
    const started = performance.now();
    const summary = await sendNotices(editions, { relay: client, vapid, deliver });
    console.info(`${PHONES} phones: sent in ${Math.round(performance.now() - started)} ms`);

    expect(service.refused).toEqual([]);
    for (const [endpoint, { subscription }] of phones) {
      const messages = service.received.get(endpoint) ?? [];
      if (endpoint === gone) {
        expect(messages).toEqual([]);
        continue;
      }
      expect(messages).toEqual([{ payload: expected[subscription.language], urgency: 'high', ttl: '86400' }]);
    }
    expect(summary.removed).toBe(1);
    const ml = [...phones.values()].filter(({ subscription }) => subscription.language === 'ml').length;
    expect(summaryLines(summary, null)).toEqual([
      `Sent exam-moved: reached ${PHONES - 1} of ${PHONES} phones (${PHONES - ml - 1} in English, ${ml} in Malayalam); 0 after a retry, 0 sent again after a run that stopped, 0 failed, 1 gone.`,
      'Phones removed from the relay (gone, or failing three runs in a row over a week): 1.',
    ]);
    expect(summary.failures.size).toBe(0);
    expect(
      summary.results.map(({ outgoing, gone, failed, finished }) => [outgoing.slug, gone, failed, finished]),
    ).toEqual([['exam-moved', 1, 0, true]]);
    const left = await client.phones();
    expect(left).toHaveLength(PHONES - 1);
    expect(left.some(({ endpoint }) => endpoint === gone)).toBe(false);
    expect(await sentAtRelay()).toEqual(['already-sent--2026-11-25', 'exam-moved--2026-11-25']);
  });

  it('sends nothing on a second run', async () => {
    const before = service.requests;
    const summary = await sendNotices(editions, { relay: client, vapid, deliver });
    expect(summary.results).toEqual([]);
    expect(summaryLines(summary, null)).toEqual(['No new notice to send to phones.']);
    expect(service.requests).toBe(before);
  });

  it('forgets a notice, and to whom it went, once it is no longer current; a current one is kept', async () => {
    const deliveries = async () =>
      (await relay.db
        .prepare("SELECT COUNT(*) AS n FROM deliveries WHERE notice = 'exam-moved--2026-11-25'")
        .first<number>('n'))!;
    expect(await deliveries()).toBe(PHONES);
    // Three days on, the exam notice's last day is past: it is never sent again, so nothing of it need be kept.
    const ended = (notices: Notice[]) =>
      notices.map((n) => (n.slug === 'exam-moved' ? { ...n, showUntil: '2026-11-27' } : n));
    const later: Editions = {
      en: { today: '2026-11-28', notices: ended(editions.en.notices) },
      ml: { today: '2026-11-28', notices: ended(editions.ml.notices) },
    };
    const before = service.requests;
    expect((await sendNotices(later, { relay: client, vapid, deliver })).results).toEqual([]);
    expect(service.requests).toBe(before);
    expect(await deliveries()).toBe(0);
    expect(await sentAtRelay()).toEqual(['already-sent--2026-11-25']);
  });

  it('stops before sending anything when its secret is not the relay’s, and says which setting is wrong', async () => {
    const before = service.requests;
    const stranger = relayClient(relay.url.href, `${RELAY_SECRET}-old`);
    await expect(sendNotices(editions, { relay: stranger, vapid, deliver })).rejects.toThrow(/401.*RELAY_SECRET/);
    expect(service.requests).toBe(before);
  });
});
