/**
 * Alerts for his class only (issue 57): the relay in workerd (Miniflare) with D1 keeps each phone's classes (a class
 * and stream, never a name), and the sender sends a notice for one class to the phones of that class and one for the
 * whole school to every phone, once each. The browsers' push service is the local stand-in (./push-service.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Editions, Notice } from '../../scripts/push/outgoing.ts';
import { relayClient, type RelayClient } from '../../scripts/push/relay-client.ts';
import { type Deliver, sendNotices, type Vapid } from '../../scripts/push/send.ts';
import { classTags, type ClassTag } from '../../src/lib/classes.ts';
import { FCM, makePhone, type Phone } from './phones.ts';
import { startPushService, type PushService } from './push-service.ts';
import { caller } from './relay-calls.ts';
import { type Relay, RELAY_SECRET, startRelay, storeDirectly, VAPID } from './relay-harness.ts';

const PHONES = 1000;
const vapid: Vapid = { ...VAPID, subject: 'mailto:office@school.example' };

let relay: Relay;
let client: RelayClient;
let service: PushService;
const phones = new Map<string, Phone>();
const deliver: Deliver = (url, init) => fetch(url.replace(FCM, service.address), init);
const { subscribe } = caller(() => relay);

/** The class of the i-th phone: the six in turn. */
const classOf = (i: number): ClassTag => classTags[i % classTags.length]!;

function notice(slug: string, audience: Pick<Notice, 'year' | 'stream'>): Editions {
  const written = (title: string): Notice => ({
    slug,
    title,
    text: title,
    date: '2026-11-28',
    showUntil: '',
    pinned: false,
    urgent: false,
    sendToPhones: true,
    appearAt: '',
    ...audience,
  });
  return {
    en: { today: '2026-11-28', notices: [written(`Notice: ${slug}`)] },
    ml: { today: '2026-11-28', notices: [written(`അറിയിപ്പ്: ${slug}`)] },
  };
}

/** The phones a run of one notice reached, by class, each phone once. */
async function reachedBy(editions: Editions): Promise<Record<string, number>> {
  const before = new Map([...service.received].map(([endpoint, list]) => [endpoint, list.length]));
  const summary = await sendNotices(editions, { relay: client, vapid, deliver });
  expect(summary.results.every((result) => result.finished)).toBe(true);
  const counts: Record<string, number> = {};
  for (const [endpoint, phone] of phones) {
    const got = (service.received.get(endpoint)?.length ?? 0) - (before.get(endpoint) ?? 0);
    expect(got, endpoint).toBeLessThanOrEqual(1);
    if (got) counts[phone.subscription.classes.join('+')] = (counts[phone.subscription.classes.join('+')] ?? 0) + 1;
  }
  return counts;
}

beforeAll(async () => {
  relay = await startRelay({ pushService: () => service.address });
  client = relayClient(relay.url.href, RELAY_SECRET);
  for (let i = 0; i < PHONES; i++) {
    const phone = makePhone(`class-${i}`, i % 3 === 0 ? 'ml' : 'en', [classOf(i)]);
    phones.set(phone.subscription.endpoint, phone);
  }
  await storeDirectly(
    relay.db,
    [...phones.values()].map(({ subscription }) => subscription),
  );
  service = await startPushService(phones, VAPID.publicKey);
});
afterAll(async () => {
  await service?.close();
  await relay?.mf.dispose();
});

const perClass = PHONES / classTags.length;
const share = (tags: ClassTag[]) =>
  Object.fromEntries(tags.map((tag) => [tag, [...Array(PHONES).keys()].filter((i) => classOf(i) === tag).length]));

describe('a notice for one class', () => {
  it('reaches exactly the Plus One phones, each once', async () => {
    const plusOne = classTags.filter((tag) => tag.startsWith('plus-one-'));
    expect(await reachedBy(notice('plus-one-exam', { year: 'plusOne', stream: 'all' }))).toEqual(share(plusOne));
  });

  it('reaches exactly the Plus Two Commerce phones when it is for that year and stream', async () => {
    expect(await reachedBy(notice('commerce-visit', { year: 'plusTwo', stream: 'commerce' }))).toEqual(
      share(['plus-two-commerce']),
    );
  });

  it("reaches every phone when it is the whole school's, each once", async () => {
    const counts = await reachedBy(notice('rain-holiday', { year: 'all', stream: 'all' }));
    expect(counts).toEqual(share([...classTags]));
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(PHONES);
    expect(Math.min(...Object.values(counts))).toBeGreaterThanOrEqual(Math.floor(perClass));
  });
});

describe("a parent's choice", () => {
  it('moves the phone: after a change from Plus One Science to Plus Two Science, it gets the Plus Two notice only', async () => {
    const moved = makePhone('moving-parent', 'en', ['plus-one-science']);
    phones.set(moved.subscription.endpoint, moved);
    expect((await subscribe(moved.subscription)).status).toBe(201);
    const changed = { ...moved.subscription, classes: ['plus-two-science'] };
    expect(await subscribe(changed)).toMatchObject({ status: 200, json: { status: 'updated' } });
    moved.subscription.classes = ['plus-two-science'];
    const stored = await relay.db
      .prepare('SELECT classes FROM subscriptions WHERE endpoint = ?')
      .bind(moved.subscription.endpoint)
      .first<string>('classes');
    expect(stored).toBe('plus-two-science');
    const heard = () => service.received.get(moved.subscription.endpoint)?.length ?? 0;
    const confirmations = heard();
    await sendNotices(notice('plus-one-trip', { year: 'plusOne', stream: 'science' }), {
      relay: client,
      vapid,
      deliver,
    });
    expect(heard()).toBe(confirmations);
    await sendNotices(notice('plus-two-lab', { year: 'plusTwo', stream: 'science' }), {
      relay: client,
      vapid,
      deliver,
    });
    expect(heard()).toBe(confirmations + 1);
  });

  it('reads a phone kept with its classes spelled as before, and its migration leaves them spelled as now', async () => {
    const before = makePhone('kept-before', 'en');
    phones.set(before.subscription.endpoint, before);
    const old = ['plusOne-science', 'plusTwo-commerce'] as unknown as ClassTag[];
    await storeDirectly(relay.db, [{ ...before.subscription, classes: old }]);
    const read = async () =>
      (await client.phones()).find(({ endpoint }) => endpoint === before.subscription.endpoint)?.classes;
    expect(await read()).toEqual(['plus-one-science', 'plus-two-commerce']);
    // As `wrangler d1 migrations apply` runs it on a relay that kept phones before.
    const migration = readFileSync('relay/migrations/0007_class_spelling.sql', 'utf8').replace(/^--.*$/gm, '');
    await relay.db.prepare(migration.trim()).run();
    const stored = await relay.db
      .prepare('SELECT classes FROM subscriptions WHERE endpoint = ?')
      .bind(before.subscription.endpoint)
      .first<string>('classes');
    expect(stored).toBe('plus-one-science,plus-two-commerce');
    expect(await read()).toEqual(['plus-one-science', 'plus-two-commerce']);
  });

  it('refuses a class the school does not have, and keeps nothing', async () => {
    const phone = makePhone('strange-class', 'en');
    phones.set(phone.subscription.endpoint, phone);
    const answer = await subscribe({ ...phone.subscription, classes: ['plusThree-science'] });
    expect(answer).toMatchObject({ status: 400, json: { error: expect.stringContaining('classes must be') } });
  });
});
