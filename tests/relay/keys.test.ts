/**
 * A stored phone's keys, and the other things a forged request could try (issue 55), against the relay in workerd
 * (Miniflare) with D1; the browsers' push service is the local stand-in (./push-service.ts). A push service delivers
 * to an address whatever keys a message is encrypted with, so a request that replaced a phone's keys would leave it
 * unable to read any notice while its service still answered 201: only the phone's own browser, which knows its old
 * auth key, may change them.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementsOf } from '../../relay/local.ts';
import { normalizeEndpoint } from '../../src/notices/shared/subscribe-request.ts';
import { makePhone, type Phone } from './phones.ts';
import { startPushService, type PushService } from './push-service.ts';
import { CONFIRMATION, caller, fromSite } from './relay-calls.ts';
import { contents, type Relay, startRelay, VAPID } from './relay-harness.ts';

let relay: Relay;
let service: PushService;
const phones = new Map<string, Phone>();
const { call, subscribe } = caller(() => relay);

/** A phone its push service knows, kept by the relay through the site's own request. */
async function keptPhone(id: string): Promise<Phone> {
  const phone = makePhone(id, 'en');
  phones.set(phone.subscription.endpoint, phone);
  expect((await subscribe(phone.subscription)).status).toBe(201);
  return phone;
}

/** The same phone, as its browser is after giving it new keys (the push service now encrypts for these). */
function withNewKeys(phone: Phone): Phone {
  const renewed = makePhone(`${phone.subscription.endpoint}-renewed`, phone.subscription.language);
  return { ...renewed, subscription: { ...renewed.subscription, endpoint: phone.subscription.endpoint } };
}

const storedKeys = async (endpoint: string) =>
  relay.db.prepare('SELECT p256dh, auth FROM subscriptions WHERE endpoint = ?').bind(endpoint).first();

beforeAll(async () => {
  service = await startPushService(phones, VAPID.publicKey);
  relay = await startRelay({ pushService: () => service.address });
});
afterAll(async () => {
  await relay?.mf.dispose();
  await service?.close();
});

describe("a stored phone's keys", () => {
  it('are not replaced by a request that knows only the address, with or without a guessed auth key', async () => {
    const phone = await keptPhone('kept-keys');
    const attacker = makePhone('attacker', 'en').subscription.keys;
    const before = await contents(relay.db);
    const messages = service.received.get(phone.subscription.endpoint)?.length;
    for (const body of [
      { ...phone.subscription, keys: attacker },
      { ...phone.subscription, keys: attacker, previousAuth: attacker.auth },
      { ...phone.subscription, keys: { ...phone.subscription.keys, auth: attacker.auth } },
    ]) {
      expect(await subscribe(body)).toMatchObject({
        status: 409,
        json: { reason: 'keys', error: expect.stringContaining('only its own browser can change') },
      });
    }
    expect(await contents(relay.db)).toEqual(before);
    // Not a message went to the phone: the refusal comes before any.
    expect(service.received.get(phone.subscription.endpoint)).toHaveLength(messages!);
    expect(service.unreadable).toEqual([]);
  });

  it("change when the phone's own browser asks, with its old auth key, once its service took a message to the new ones", async () => {
    const phone = await keptPhone('own-change');
    const renewed = withNewKeys(phone);
    phones.set(phone.subscription.endpoint, renewed);
    const answer = await subscribe({ ...renewed.subscription, previousAuth: phone.subscription.keys.auth });
    expect(answer).toMatchObject({ status: 200, json: { status: 'updated' } });
    expect(await storedKeys(phone.subscription.endpoint)).toEqual(renewed.subscription.keys);
    // The "notices are on" message was read with the new keys: the phone can read what comes next.
    expect(service.received.get(phone.subscription.endpoint)?.at(-1)?.payload).toMatchObject({ tag: 'notices-on' });
    // The old auth key is no proof any more.
    const again = await subscribe({ ...phone.subscription, previousAuth: phone.subscription.keys.auth });
    expect(again.status).toBe(409);
    expect(await storedKeys(phone.subscription.endpoint)).toEqual(renewed.subscription.keys);
  });

  it('stay as they are when the new ones cannot be proven with a message', async () => {
    const phone = await keptPhone('unproven-change');
    // The push service refuses the message to the new keys (a 400 of its own): the old ones stay.
    const unproven = withNewKeys(phone).subscription;
    const before = await contents(relay.db);
    service.busy.set(phone.subscription.endpoint, [{ status: 400 }]);
    const answer = await subscribe({ ...unproven, previousAuth: phone.subscription.keys.auth });
    expect(answer.status).toBe(400);
    expect(await contents(relay.db)).toEqual(before);
  });
});

describe('a new subscription in place of an old one', () => {
  it('is not asked for on a full day: the browser is told "full" and keeps the subscription it has', async () => {
    const fullDay = await startRelay({ pushService: () => service.address, vars: { NEW_PER_DAY: '1' } });
    try {
      const { subscribe: toFullDay } = caller(() => fullDay);
      const phone = makePhone('full-day', 'en');
      phones.set(phone.subscription.endpoint, phone);
      expect((await toFullDay(phone.subscription)).status).toBe(201);
      const before = await contents(fullDay.db);
      // Its browser lost the old auth key (storage cleared): it would subscribe afresh, as a new phone, which today
      // cannot be kept, so the relay says so before the page ends the subscription it has (src/notices/push/apart/push-client.ts).
      const answer = await toFullDay(withNewKeys(phone).subscription);
      expect(answer).toMatchObject({ status: 429, json: { reason: 'full' } });
      expect(await contents(fullDay.db)).toEqual(before);
    } finally {
      await fullDay.mf.dispose();
    }
  });

  it('never takes the number of a phone removed before it', async () => {
    const first = await keptPhone('numbered-first');
    const removed = await keptPhone('numbered-removed');
    const idOf = async (endpoint: string) =>
      (await relay.db.prepare('SELECT id FROM subscriptions WHERE endpoint = ?').bind(endpoint).first<number>('id'))!;
    const removedId = await idOf(removed.subscription.endpoint);
    expect(removedId).toBeGreaterThan(await idOf(first.subscription.endpoint));
    const { endpoint, keys } = removed.subscription;
    const stop = await call('/subscriptions', {
      method: 'DELETE',
      body: { endpoint, keys: { auth: keys.auth } },
      headers: fromSite,
    });
    expect(stop.status).toBe(204);
    // The newest phone gone, the next one added is a new number: a late "gone" for the old one cannot remove it.
    const next = await keptPhone('numbered-next');
    expect(await idOf(next.subscription.endpoint)).toBeGreaterThan(removedId);
    // A relay moving to numbers never reused, with a delivery naming a phone removed before: none gets its number.
    await relay.db.prepare("INSERT INTO deliveries (notice, phone) VALUES ('old-notice', 9000)").run();
    const migration = readFileSync('relay/migrations/0006_ids_never_reused.sql', 'utf8');
    for (const statement of statementsOf(migration)) await relay.db.prepare(statement).run();
    expect(await idOf(next.subscription.endpoint)).toBeGreaterThan(removedId);
    expect(await idOf((await keptPhone('numbered-after')).subscription.endpoint)).toBe(9001);
  });
});

describe('what else a forged request could try', () => {
  it('refuses a key that is not a point on P-256, in words, and stores nothing', async () => {
    const phone = makePhone('off-curve', 'en');
    phones.set(phone.subscription.endpoint, phone);
    const offCurve = Buffer.alloc(65, 7);
    offCurve[0] = 4;
    const before = await contents(relay.db);
    const answer = await subscribe({
      ...phone.subscription,
      keys: { ...phone.subscription.keys, p256dh: offCurve.toString('base64url') },
    });
    expect(answer).toMatchObject({ status: 400, json: { error: expect.stringContaining('P-256') } });
    expect(await contents(relay.db)).toEqual(before);
  });

  it.each([
    '/.//evil.example/',
    '/./..//evil.example',
    '/notices/../..//evil.example',
    '/\\evil.example',
    '/a b',
    '//',
  ])('refuses a confirmation that would open %s, and stores nothing', async (url) => {
    const phone = makePhone(`confirm-${url.replace(/\W/g, 'x')}`, 'en');
    phones.set(phone.subscription.endpoint, phone);
    const before = await contents(relay.db);
    const answer = await subscribe({ ...phone.subscription, confirmation: { ...CONFIRMATION.en, url } });
    expect(answer).toMatchObject({ status: 400, json: { error: expect.stringContaining('confirmation.url') } });
    expect(await contents(relay.db)).toEqual(before);
  });
});

describe('addresses stored before they had one spelling', () => {
  it('are respelled by the migration, and a phone stored twice so is stored once', async () => {
    const windows = 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAADt8';
    const keys = makePhone('windows-keys', 'en').subscription.keys;
    const insert = (endpoint: string) =>
      relay.db
        .prepare("INSERT INTO subscriptions (endpoint, p256dh, auth, language) VALUES (?, ?, ?, 'en')")
        .bind(endpoint, keys.p256dh, keys.auth)
        .run();
    await insert(`${windows}%2bL3kQ9x7RZp%2fQ%3d%3d`);
    await insert(`${windows}%2BL3kQ9x7RZp%2FQ==`);
    await insert(`${windows}%2bOTHER9x7RZp%3D`);
    const migration = readFileSync('relay/migrations/0004_windows_endpoints.sql', 'utf8');
    for (const statement of statementsOf(migration)) await relay.db.prepare(statement).run();
    const stored = await relay.db
      .prepare("SELECT endpoint FROM subscriptions WHERE endpoint LIKE 'https://wns2-par02p%' ORDER BY endpoint")
      .all<{ endpoint: string }>();
    expect(stored.results.map((row) => row.endpoint)).toEqual([
      `${windows}%2BL3kQ9x7RZp%2FQ==`,
      `${windows}%2BOTHER9x7RZp=`,
    ]);
    expect(normalizeEndpoint(`${windows}%2bL3kQ9x7RZp%2fQ%3d%3d`)).toEqual({
      ok: true,
      value: stored.results[0]!.endpoint,
    });
  });
});
