/**
 * The push relay as Cloudflare runs it: the Worker in workerd through Miniflare, with a real D1 database (its
 * migrations applied) and the real rate-limiting bindings; only the browsers' push service is a local stand-in
 * (./push-service.ts), since none can be reached from here. A phone is kept once its push service has taken a
 * "notices are on" message to it; each refusal is checked to leave every table exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { FCM, makePhone, type Phone } from './phones.ts';
import { startPushService, type PushService } from './push-service.ts';
import { CONFIRMATION, caller, fromSite } from './relay-calls.ts';
import { contents, type Relay, SITE_ORIGIN, startRelay, VAPID } from './relay-harness.ts';

let relay: Relay;
let service: PushService;
const phones = new Map<string, Phone>();
const { call, subscribe } = caller(() => relay);

/** A phone its push service knows (a real browser's subscription). */
function known(id: string, language: 'en' | 'ml' = 'en') {
  const made = makePhone(id, language);
  phones.set(made.subscription.endpoint, made);
  return made.subscription;
}

const rows = async () =>
  (
    await relay.db
      .prepare('SELECT endpoint, p256dh, auth, language FROM subscriptions')
      .all<{ endpoint: string; language: string }>()
  ).results;

beforeAll(async () => {
  service = await startPushService(phones, VAPID.publicKey);
  relay = await startRelay({ pushService: () => service.address });
});
afterAll(async () => {
  await relay?.mf.dispose();
  await service?.close();
});

describe('a parent turning notices on and off', () => {
  it('keeps a phone once its push service took the "notices are on" message, and nothing else about it', async () => {
    const subscription = known('once', 'ml');
    const fromIPv4 = { ...fromSite, 'CF-Connecting-IP': '198.51.100.7' };
    const first = await subscribe({ ...subscription, expirationTime: null, userAgent: 'Phone' }, fromIPv4);
    expect(first).toMatchObject({ status: 201, json: { status: 'created' } });
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    // The phone shows the confirmation in its parent's language, leading to the notices page.
    expect(service.received.get(subscription.endpoint)?.map(({ payload }) => payload)).toEqual([
      { ...CONFIRMATION.ml, lang: 'ml', tag: 'notices-on', urgent: false },
    ]);
    const stored = await relay.db
      .prepare('SELECT * FROM subscriptions WHERE endpoint = ?')
      .bind(subscription.endpoint)
      .first();
    expect(stored).toMatchObject({ ...subscription.keys, language: 'ml', failed_runs: 0, last_failed: null });
    expect(Object.keys(stored!).sort()).toEqual(
      [
        'auth',
        'classes',
        'endpoint',
        'failed_runs',
        'failing_since',
        'id',
        'language',
        'last_failed',
        'last_reached',
        'p256dh',
      ].sort(),
    );
    // The same phone again: kept as it is, with no second message.
    expect(await subscribe(subscription)).toMatchObject({ status: 200, json: { status: 'kept' } });
    expect(service.received.get(subscription.endpoint)).toHaveLength(1);
  });

  it('stores one phone once, whichever of nine spellings of its address it comes under', async () => {
    const subscription = known('nine-spellings');
    const token = subscription.endpoint.slice(`${FCM}/fcm/send/`.length);
    const spellings = [
      subscription.endpoint,
      `https://FCM.GoogleAPIs.com/fcm/send/${token}`,
      `https://fcm.googleapis.com:443/fcm/send/${token}`,
      `${subscription.endpoint}#fragment`,
      `  ${subscription.endpoint}\t`,
      `https://fcm.googleapis.com/fcm/send/\t${token}`,
      `https://fcm\uFF0Egoogleapis\uFF0Ecom/fcm/send/${token}`,
      `https://fcm.googleapis.com./fcm/send/${token}`,
      `HTTPS://fcm.googleapis.com/fcm/send/${token}?`,
    ];
    for (const endpoint of spellings) expect((await subscribe({ ...subscription, endpoint })).status).toBeLessThan(300);
    expect((await rows()).filter(({ endpoint }) => endpoint === subscription.endpoint)).toHaveLength(1);
    expect(service.received.get(subscription.endpoint)).toHaveLength(1);
  });

  it('changes the language when the same phone subscribes again in the other one', async () => {
    const subscription = known('switch');
    expect((await subscribe(subscription)).status).toBe(201);
    expect(await subscribe({ ...subscription, language: 'ml' })).toMatchObject({
      status: 200,
      json: { status: 'updated' },
    });
    expect((await rows()).find(({ endpoint }) => endpoint === subscription.endpoint)).toMatchObject({ language: 'ml' });
  });

  it("forgets a phone only for the browser that holds its key, and says so when it is not that phone's", async () => {
    const subscription = known('leaving', 'ml');
    await subscribe(subscription);
    const leave = (body: object) => call('/subscriptions', { method: 'DELETE', body, headers: fromSite });
    const before = await contents(relay.db);
    const bare = await leave({ endpoint: subscription.endpoint });
    expect(bare).toMatchObject({ status: 400, json: { error: expect.stringContaining('keys.auth is missing') } });
    const other = makePhone('someone-else', 'en').subscription.keys.auth;
    expect((await leave({ endpoint: subscription.endpoint, keys: { auth: other } })).status).toBe(403);
    expect(await contents(relay.db)).toEqual(before);
    expect((await leave({ endpoint: subscription.endpoint, keys: { auth: subscription.keys.auth } })).status).toBe(204);
    expect((await rows()).some(({ endpoint }) => endpoint === subscription.endpoint)).toBe(false);
  });

  it('keeps nothing when the push service does not know the address, or cannot take a message now', async () => {
    const before = await contents(relay.db);
    const forged = makePhone('forged', 'en').subscription; // a real form, but no push service gave it
    expect(await subscribe(forged)).toMatchObject({ status: 400, json: { error: expect.stringContaining('(404)') } });
    const busy = known('busy');
    service.busy.set(busy.endpoint, [{ status: 503 }]);
    expect(await subscribe(busy)).toMatchObject({ status: 503, json: { error: expect.stringContaining('try again') } });
    expect(await contents(relay.db)).toEqual(before);
  });

  it('answers the browser preflight for the site only', async () => {
    const site = await call('/subscriptions', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(site.status).toBe(204);
    expect(site.headers.get('Access-Control-Allow-Methods')).toBe('POST, DELETE');
    const other = await call('/subscriptions', { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('refusals keep nothing', () => {
  const valid = makePhone('refused', 'en').subscription;
  const token = valid.endpoint.slice(`${FCM}/fcm/send/`.length);
  const refusals: [string, () => ReturnType<typeof call>, number][] = [
    ['an http:// endpoint', () => subscribe({ ...valid, endpoint: valid.endpoint.replace('https:', 'http:') }), 400],
    ['an unknown host', () => subscribe({ ...valid, endpoint: `https://push.example.com/fcm/send/${token}` }), 400],
    [
      'a look-alike host',
      () => subscribe({ ...valid, endpoint: `https://fcm.googleapis.com.example.com/${token}` }),
      400,
    ],
    ['another port', () => subscribe({ ...valid, endpoint: `https://fcm.googleapis.com:8443/fcm/send/${token}` }), 400],
    [
      'a user in the address',
      () => subscribe({ ...valid, endpoint: `https://me@fcm.googleapis.com/fcm/send/${token}` }),
      400,
    ],
    ['a path not FCM’s', () => subscribe({ ...valid, endpoint: `${FCM}/admin/${token}` }), 400],
    ['a 3,736-character address', () => subscribe({ ...valid, endpoint: `${valid.endpoint}${'x'.repeat(3600)}` }), 400],
    ['a 5 KB body', () => subscribe({ ...valid, padding: 'x'.repeat(5 * 1024) }), 413],
    ['another origin', () => subscribe(valid, { ...fromSite, Origin: 'https://elsewhere.example' }), 403],
    ['no origin', () => subscribe(valid, { 'Content-Type': 'application/json' }), 403],
    ['malformed JSON', () => call('/subscriptions', { method: 'POST', body: '{"endpoint": ', headers: fromSite }), 400],
    ['missing keys', () => subscribe({ endpoint: valid.endpoint, language: 'en' }), 400],
    ['a short auth', () => subscribe({ ...valid, keys: { ...valid.keys, auth: 'c2hvcnQ' } }), 400],
    ['a bad language', () => subscribe({ ...valid, language: 'fr' }), 400],
    ['no confirmation words', () => subscribe({ ...valid, confirmation: undefined }), 400],
    [
      'a confirmation opening another site',
      () => subscribe({ ...valid, confirmation: { ...CONFIRMATION.en, url: '//evil.example/' } }),
      400,
    ],
    ['a form post', () => subscribe(valid, { ...fromSite, 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
  ];

  it.each(refusals)('refuses %s with a plain error and stores nothing', async (_name, send, status) => {
    const before = await contents(relay.db);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: expect.stringMatching(/\w+ \w+/) });
    expect(await contents(relay.db)).toEqual(before);
  });

  it('refuses a body declared at 5 KB before reading any of it', async () => {
    const before = await contents(relay.db);
    const status = await new Promise<number | 'no answer'>((resolve, reject) => {
      const outgoing = httpRequest(new URL('/subscriptions', relay.url), {
        method: 'POST',
        headers: { ...fromSite, 'Content-Length': String(5 * 1024) },
      });
      const timer = setTimeout(() => (outgoing.destroy(), resolve('no answer')), 3000);
      outgoing.on(
        'response',
        (response) => (clearTimeout(timer), response.resume(), resolve(response.statusCode ?? 0)),
      );
      outgoing.on('error', reject);
      outgoing.write('{"endpoint": ');
    });
    expect(status).toBe(413);
    expect(await contents(relay.db)).toEqual(before);
  });

  it('answers 429 to one client that keeps posting from any address of its /64, and stores nothing then', async () => {
    // 300 a minute (wrangler.toml: a hall of parents on one Wi-Fi fits), fifty at a time until one is refused.
    const answers: { status: number; endpoint: string; error: string }[] = [];
    for (let start = 0; start < 700 && !answers.some(({ status }) => status === 429); start += 50) {
      const group = Array.from({ length: 50 }, async (_, i) => {
        const attempt = start + i;
        const subscription = known(`hasty-${attempt}`);
        const headers = { ...fromSite, 'CF-Connecting-IP': `2001:db8:ffff:0:${attempt.toString(16)}::1` };
        const { status, json } = await subscribe(subscription, headers);
        return { status, endpoint: subscription.endpoint, error: (json as { error?: string }).error ?? '' };
      });
      answers.push(...(await Promise.all(group)));
    }
    const limited = answers.filter(({ status }) => status === 429);
    expect(limited.length).toBeGreaterThan(0);
    // The limit for this address (its /64), not the one for every client together.
    expect(limited.every(({ error }) => error.startsWith('too many requests from this address'))).toBe(true);
    expect(answers.filter(({ status }) => status === 201).length).toBeGreaterThanOrEqual(300);
    expect(answers.every(({ status }) => status === 201 || status === 429)).toBe(true);
    const stored = new Set((await rows()).map(({ endpoint }) => endpoint));
    expect(limited.some(({ endpoint }) => stored.has(endpoint))).toBe(false);
  }, 60_000);
});
