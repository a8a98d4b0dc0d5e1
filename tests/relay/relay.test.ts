/**
 * The push relay as Cloudflare runs it: the Worker in workerd through Miniflare, with real KV and the real
 * rate-limiting binding. Each refusal is checked to leave the stored subscriptions exactly as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpRequest } from 'node:http';
import { kvContents, type Relay, RELAY_SECRET, SITE_ORIGIN, startRelay } from './relay-harness.ts';
import { makePhone } from './phones.ts';
import type { Subscription } from '../../scripts/push/relay-client.ts';

let relay: Relay;
beforeAll(async () => {
  relay = await startRelay();
});
afterAll(async () => {
  await relay?.mf.dispose();
});

let addresses = 0;
/** A client (an IPv6 /64) of its own for each request, so only the rate-limit test meets the limit. */
const nextAddress = (): string => `2001:db8:${(++addresses).toString(16)}::1`;

interface Call {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

async function call(path: string, { method = 'GET', body, headers = {} }: Call = {}) {
  const response = await relay.mf.dispatchFetch(new URL(path, relay.url), {
    method,
    headers: { 'CF-Connecting-IP': nextAddress(), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? (JSON.parse(text) as unknown) : null };
}

const fromSite = { Origin: SITE_ORIGIN, 'Content-Type': 'application/json' };
const asSender = { Authorization: `Bearer ${RELAY_SECRET}` };
const subscribe = (body: unknown, headers: Record<string, string> = fromSite) =>
  call('/subscriptions', { method: 'POST', body, headers });

async function listed(): Promise<Subscription[]> {
  const { status, json } = await call('/subscriptions', { headers: asSender });
  expect(status).toBe(200);
  return (json as { subscriptions: Subscription[] }).subscriptions;
}

describe('a parent subscribing and leaving', () => {
  it('stores a subscription once, with nothing but its address, keys and language', async () => {
    const { subscription } = makePhone('once', 'en');
    const fromIPv4 = { ...fromSite, 'CF-Connecting-IP': '198.51.100.7' };
    const first = await subscribe({ ...subscription, expirationTime: null, userAgent: 'Phone' }, fromIPv4);
    expect(first).toMatchObject({ status: 201, json: { status: 'created' } });
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    const before = await kvContents(relay.kv);
    expect(await subscribe(subscription)).toMatchObject({ status: 200, json: { status: 'kept' } });
    expect(await kvContents(relay.kv)).toEqual(before);
    expect((await listed()).filter(({ endpoint }) => endpoint === subscription.endpoint)).toEqual([subscription]);
  });

  it('changes the language when the same phone subscribes again in the other one', async () => {
    const { subscription } = makePhone('switch', 'en');
    expect((await subscribe(subscription)).status).toBe(201);
    expect(await subscribe({ ...subscription, language: 'ml' })).toMatchObject({
      status: 200,
      json: { status: 'updated' },
    });
    const mine = (await listed()).filter(({ endpoint }) => endpoint === subscription.endpoint);
    expect(mine).toEqual([{ ...subscription, language: 'ml' }]);
  });

  it('forgets a phone that unsubscribes, and answers the same for one it never knew', async () => {
    const { subscription } = makePhone('leaving', 'ml');
    await subscribe(subscription);
    const gone = await call('/subscriptions', {
      method: 'DELETE',
      body: { endpoint: subscription.endpoint },
      headers: fromSite,
    });
    expect(gone.status).toBe(204);
    expect((await listed()).some(({ endpoint }) => endpoint === subscription.endpoint)).toBe(false);
    const unknown = { endpoint: `${subscription.endpoint}-never` };
    expect((await call('/subscriptions', { method: 'DELETE', body: unknown, headers: fromSite })).status).toBe(204);
  });

  it('lets the sender remove a phone with the secret, from no page at all', async () => {
    const { subscription } = makePhone('sender-removes', 'en');
    await subscribe(subscription);
    const headers = { ...asSender, 'Content-Type': 'application/json' };
    expect(
      (await call('/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint }, headers })).status,
    ).toBe(204);
    expect((await listed()).some(({ endpoint }) => endpoint === subscription.endpoint)).toBe(false);
  });

  it('answers the browser preflight for the site only', async () => {
    const site = await call('/subscriptions', { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN } });
    expect(site.status).toBe(204);
    expect(site.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(site.headers.get('Access-Control-Allow-Methods')).toBe('POST, DELETE');
    const other = await call('/subscriptions', { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the list is the sender’s alone', () => {
  it('refuses it without the secret and with a wrong one', async () => {
    expect((await call('/subscriptions')).status).toBe(401);
    expect((await call('/subscriptions', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await call('/subscriptions', { headers: { Authorization: `Bearer ${RELAY_SECRET}x` } })).status).toBe(401);
    expect((await call('/sent', { headers: { Authorization: `Bearer ${RELAY_SECRET.slice(1)}` } })).status).toBe(401);
    expect((await call('/sent/exam-day', { method: 'PUT' })).status).toBe(401);
    expect((await call('/sent/exam-day', { method: 'DELETE' })).status).toBe(401);
  });

  it('records a sent notice once and lists it', async () => {
    expect((await call('/sent/exam-day-moved', { method: 'PUT', headers: asSender })).status).toBe(204);
    expect((await call('/sent/exam-day-moved', { method: 'PUT', headers: asSender })).status).toBe(204);
    const { json } = await call('/sent', { headers: asSender });
    expect((json as { sent: string[] }).sent.filter((id) => id === 'exam-day-moved')).toHaveLength(1);
    const before = await kvContents(relay.kv);
    expect((await call('/sent/Exam_Day', { method: 'PUT', headers: asSender })).status).toBe(400);
    expect(await kvContents(relay.kv)).toEqual(before);
  });

  it('gives a notice back when the sender asks, and only that one', async () => {
    await call('/sent/rain-holiday', { method: 'PUT', headers: asSender });
    await call('/sent/sports-day', { method: 'PUT', headers: asSender });
    expect((await call('/sent/rain-holiday', { method: 'DELETE', headers: asSender })).status).toBe(204);
    const { json } = await call('/sent', { headers: asSender });
    const sent = (json as { sent: string[] }).sent;
    expect(sent).toContain('sports-day');
    expect(sent).not.toContain('rain-holiday');
  });

  it('names unknown addresses and methods', async () => {
    expect(await call('/subscribe')).toMatchObject({ status: 404, json: { error: expect.any(String) } });
    const wrongMethod = await call('/subscriptions', { method: 'PUT', headers: fromSite });
    expect(wrongMethod).toMatchObject({ status: 405, json: { error: expect.any(String) } });
    expect(wrongMethod.headers.get('Allow')).toBe('GET, POST, DELETE, OPTIONS');
    const wrongOnSent = await call('/sent/exam-day', { method: 'POST', headers: asSender });
    expect(wrongOnSent.status).toBe(405);
    expect(wrongOnSent.headers.get('Allow')).toBe('PUT, DELETE');
  });
});

describe('refusals keep nothing', () => {
  const valid = makePhone('refused', 'en').subscription;
  const refusals: [string, () => ReturnType<typeof call>, number][] = [
    ['an http:// endpoint', () => subscribe({ ...valid, endpoint: valid.endpoint.replace('https:', 'http:') }), 400],
    ['an unknown host', () => subscribe({ ...valid, endpoint: 'https://push.example.com/fcm/send/x' }), 400],
    ['a look-alike host', () => subscribe({ ...valid, endpoint: 'https://fcm.googleapis.com.example.com/x' }), 400],
    ['a 5 KB body', () => subscribe({ ...valid, padding: 'x'.repeat(5 * 1024) }), 413],
    ['another origin', () => subscribe(valid, { ...fromSite, Origin: 'https://elsewhere.example' }), 403],
    ['no origin and no secret', () => subscribe(valid, { 'Content-Type': 'application/json' }), 403],
    ['a wrong secret', () => subscribe(valid, { ...fromSite, Authorization: 'Bearer wrong' }), 401],
    ['malformed JSON', () => subscribe('{"endpoint": '), 400],
    ['missing keys', () => subscribe({ endpoint: valid.endpoint, language: 'en' }), 400],
    ['a short auth', () => subscribe({ ...valid, keys: { ...valid.keys, auth: 'c2hvcnQ' } }), 400],
    ['a key off the curve', () => subscribe({ ...valid, keys: { ...valid.keys, p256dh: `BA${'A'.repeat(85)}` } }), 400],
    ['a bad language', () => subscribe({ ...valid, language: 'fr' }), 400],
    ['a form post', () => subscribe(valid, { ...fromSite, 'Content-Type': 'application/x-www-form-urlencoded' }), 415],
  ];

  it.each(refusals)('refuses %s with a plain error and stores nothing', async (_name, send, status) => {
    const before = await kvContents(relay.kv);
    const answer = await send();
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: expect.stringMatching(/\w+ \w+/) });
    expect(await kvContents(relay.kv)).toEqual(before);
  });

  /** A POST over plain HTTP, to control Content-Length and chunks as a hostile client could. */
  function rawPost(headers: Record<string, string>, chunks: string[], end = true): Promise<number | 'no answer'> {
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(new URL('/subscriptions', relay.url), {
        method: 'POST',
        headers: { ...fromSite, ...headers },
      });
      const timer = setTimeout(() => {
        outgoing.destroy();
        resolve('no answer');
      }, 3000);
      outgoing.on('response', (response) => {
        clearTimeout(timer);
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
      for (const chunk of chunks) outgoing.write(chunk);
      if (end) outgoing.end();
    });
  }

  it('refuses a body declared at 5 KB before reading any of it', async () => {
    const before = await kvContents(relay.kv);
    // Only the start is sent: the answer must come from the declared length alone.
    expect(await rawPost({ 'Content-Length': String(5 * 1024) }, ['{"endpoint": '], false)).toBe(413);
    expect(await kvContents(relay.kv)).toEqual(before);
  });

  it('counts the bytes that arrive when no length is declared', async () => {
    const before = await kvContents(relay.kv);
    const body = JSON.stringify({ ...valid, padding: 'x'.repeat(5 * 1024) });
    const chunks = Array.from({ length: Math.ceil(body.length / 1000) }, (_, i) =>
      body.slice(i * 1000, i * 1000 + 1000),
    );
    expect(await rawPost({ 'Transfer-Encoding': 'chunked' }, chunks)).toBe(413);
    expect(await kvContents(relay.kv)).toEqual(before);
  });

  it('answers 429 to one client that keeps posting from any address of its /64, and stores nothing then', async () => {
    // The limiter counts per fixed window, so a window can end mid-way: twice the limit reaches it regardless.
    const answers: { status: number; endpoint: string }[] = [];
    for (let attempt = 0; attempt < 61 && !answers.some(({ status }) => status === 429); attempt++) {
      const { subscription } = makePhone(`hasty-${attempt}`, 'en');
      // Every address differs, but all are one phone's /64.
      const headers = { ...fromSite, 'CF-Connecting-IP': `2001:db8:ffff:0:${attempt.toString(16)}::1` };
      answers.push({ status: (await subscribe(subscription, headers)).status, endpoint: subscription.endpoint });
    }
    const limited = answers.at(-1)!;
    expect(limited.status).toBe(429);
    expect(answers.slice(0, -1).every(({ status }) => status === 201)).toBe(true);
    expect((await listed()).some(({ endpoint }) => endpoint === limited.endpoint)).toBe(false);
  });
});

describe('a whole school', () => {
  it('stores 2,000 subscriptions and lists every one', async () => {
    const phones = Array.from({ length: 2000 }, (_, i) => makePhone(`school-${i}`, i % 3 ? 'en' : 'ml'));
    const started = performance.now();
    for (let start = 0; start < phones.length; start += 100) {
      const statuses = await Promise.all(
        phones.slice(start, start + 100).map(async ({ subscription }) => (await subscribe(subscription)).status),
      );
      expect(statuses.every((status) => status === 201)).toBe(true);
    }
    const stored = performance.now();
    const everyone = await listed();
    const done = performance.now();
    const byEndpoint = new Map(everyone.map((subscription) => [subscription.endpoint, subscription]));
    for (const { subscription } of phones) expect(byEndpoint.get(subscription.endpoint)).toEqual(subscription);
    console.info(
      `2,000 subscriptions: stored in ${Math.round(stored - started)} ms, listed in ${Math.round(done - stored)} ms`,
    );
  });
});
