/**
 * Every phone that asked gets the notice, once (issue 44): the sender against the relay in workerd (D1) and the
 * stand-in push service. A phone whose service answers 429 with Retry-After gets it after the wait; a run cut
 * halfway and started again reaches the rest and nobody twice; a phone that fails three runs in a row is removed;
 * and a school of 20,000 phones in both languages gets it within the run's time, each exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Editions, Notice } from '../../scripts/push/outgoing.ts';
import { relayClient, type RelayClient } from '../../scripts/push/relay-client.ts';
import { reachedShare, type Deliver, sendNotices, type Vapid } from '../../scripts/push/send.ts';
import { FCM, makePhone, type Phone } from './phones.ts';
import { startPushService, type PushService } from './push-service.ts';
import { type Relay, RELAY_SECRET, startRelay, storeDirectly, VAPID } from './relay-harness.ts';

const vapid: Vapid = { ...VAPID, subject: 'mailto:office@school.example' };

/** An urgent notice in both languages, dated today. */
function urgent(slug: string): Editions {
  const notice = (title: string): Notice => ({
    slug,
    title,
    text: title,
    date: '2026-11-26',
    showUntil: '',
    pinned: false,
    urgent: true,
    sendToPhones: false,
    year: 'all',
    stream: 'all',
    appearAt: '',
  });
  return {
    en: { today: '2026-11-26', notices: [notice(`Holiday: ${slug}`)] },
    ml: { today: '2026-11-26', notices: [notice(`അവധി: ${slug}`)] },
  };
}

interface School {
  relay: Relay;
  client: RelayClient;
  service: PushService;
  phones: Map<string, Phone>;
  deliver: Deliver;
}

const schools: School[] = [];
/** A relay holding `count` phones (a third in Malayalam), and a push service that knows them. */
async function school(count: number, name: string, decryptEvery = 1): Promise<School> {
  const relay = await startRelay();
  const phones = new Map<string, Phone>();
  for (let i = 0; i < count; i++) {
    const phone = makePhone(`${name}-${i}`, i % 3 === 0 ? 'ml' : 'en');
    phones.set(phone.subscription.endpoint, phone);
  }
  await storeDirectly(
    relay.db,
    [...phones.values()].map(({ subscription }) => subscription),
  );
  const service = await startPushService(phones, VAPID.publicKey, { decryptEvery });
  const deliver: Deliver = (url, init) => fetch(url.replace(FCM, service.address), init);
  const made = { relay, client: relayClient(relay.url.href, RELAY_SECRET), service, phones, deliver };
  schools.push(made);
  return made;
}
afterAll(async () => {
  for (const { relay, service } of schools) await Promise.all([relay.mf.dispose(), service.close()]);
});

/** How many messages each phone took. */
const taken = ({ phones, service }: School) =>
  [...phones.keys()].map((endpoint) => service.received.get(endpoint)?.length ?? 0);

describe('a busy push service', () => {
  let small: School;
  beforeAll(async () => {
    small = await school(40, 'busy');
  });

  it('waits as a service asks (429, Retry-After: 2) and then delivers, once', async () => {
    const phone = [...small.phones.keys()][5]!;
    small.service.busy.set(phone, [{ status: 429, retryAfter: '2' }]);
    const summary = await sendNotices(urgent('rain-holiday'), { relay: small.client, vapid, deliver: small.deliver });
    const [first, second] = small.service.times.get(phone)!;
    expect(second! - first!).toBeGreaterThanOrEqual(2000);
    expect(taken(small)).toEqual(Array(40).fill(1));
    expect(summary.results[0]).toMatchObject({ phones: 40, retried: 1, failed: 0, finished: true });
  });

  it('keeps a phone whose service fails three runs in a day, which gets the next notice; removes it after a week of failing', async () => {
    const broken = [...small.phones.keys()][7]!;
    const id = async () => (await small.client.phones()).find(({ endpoint }) => endpoint === broken)?.id;
    const run = (name: string) =>
      sendNotices(urgent(name), { relay: small.client, vapid, deliver: small.deliver, sleep: async () => undefined });
    const phone = await id();
    expect(phone).toBeTruthy();
    // A bad hour of its push service: 503 to every try of three runs.
    for (const n of [1, 2, 3]) {
      small.service.busy.set(broken, Array(10).fill({ status: 503 }));
      const summary = await run(`notice-${n}`);
      expect(summary.results[0]).toMatchObject({ failed: 1, finished: false });
      expect(reachedShare(summary)).toBeLessThan(1);
      expect(await id(), `after run ${n}`).toBe(phone);
    }
    // Its service answers again: the next notice reaches it, and its failures are forgotten.
    small.service.busy.delete(broken);
    const before = small.service.received.get(broken)?.length ?? 0;
    expect((await run('notice-4')).results[0]).toMatchObject({ failed: 0, finished: true });
    expect(small.service.received.get(broken)?.length).toBe(before + 1);
    // Failing again, from a week ago (its first failure moved back in the store), through three more runs: removed.
    for (const n of [5, 6, 7]) {
      small.service.busy.set(broken, Array(10).fill({ status: 503 }));
      await run(`notice-${n}`);
      if (n === 5)
        await small.relay.db
          .prepare("UPDATE subscriptions SET failing_since = date('now', '-8 days') WHERE id = ?")
          .bind(phone)
          .run();
    }
    expect(await id()).toBeUndefined();
  });
});

describe('a run cut halfway', () => {
  it('is started again: the rest are reached, and no phone twice', async () => {
    const cut = await school(600, 'cut');
    const stop = new AbortController();
    let delivered = 0;
    const stopping: Deliver = async (url, init) => {
      if (++delivered === 300) stop.abort();
      return cut.deliver(url, init);
    };
    const first = await sendNotices(urgent('exam-moved'), {
      relay: cut.client,
      vapid,
      deliver: stopping,
      signal: stop.signal,
    });
    expect(first.stopped).toBe(true);
    const reachedFirst = taken(cut).filter((n) => n === 1).length;
    expect(reachedFirst).toBeGreaterThan(0);
    expect(reachedFirst).toBeLessThan(600);
    const again = await sendNotices(urgent('exam-moved'), { relay: cut.client, vapid, deliver: cut.deliver });
    expect(again.results[0]).toMatchObject({ phones: 600 - reachedFirst, failed: 0, finished: true });
    expect(taken(cut)).toEqual(Array(600).fill(1));
    expect(
      (await sendNotices(urgent('exam-moved'), { relay: cut.client, vapid, deliver: cut.deliver })).results,
    ).toEqual([]);
  });
});

describe("a school's whole list", () => {
  it('reaches 20,000 phones in both languages within the run’s time, each exactly once', async () => {
    const big = await school(20_000, 'school', 97);
    const started = performance.now();
    const summary = await sendNotices(urgent('results-out'), {
      relay: big.client,
      vapid,
      deliver: big.deliver,
      concurrency: 50,
      budgetMs: 5 * 60_000,
    });
    const ms = performance.now() - started;
    console.info(`20,000 phones: sent in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(5 * 60_000);
    expect(big.service.refused).toEqual([]);
    expect(taken(big)).toEqual(Array(20_000).fill(1));
    expect(summary.results[0]).toMatchObject({ phones: 20_000, reached: { en: 13_333, ml: 6667 }, finished: true });
    // Each phone read its own language (the messages decrypted as a phone would, one in 97).
    const read = [...big.phones].flatMap(([endpoint, phone]) =>
      (big.service.received.get(endpoint) ?? [])
        .filter(({ payload }) => payload !== null)
        .map(({ payload }) => [phone.subscription.language, (payload as { lang: string }).lang]),
    );
    expect(read.length).toBeGreaterThan(150);
    expect(read.every(([asked, got]) => asked === got)).toBe(true);
  }, 300_000);
});
