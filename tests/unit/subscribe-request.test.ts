/**
 * The requests a phone sends the relay, written once (src/notices/shared/subscribe-request.ts): what the page writes is what
 * the relay reads, and every other body is refused with its first problem named.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { askRelay } from '../../src/notices/shared/push-renewal.ts';
import {
  readRequest,
  subscribeRequestSchema,
  unsubscribeRequestSchema,
  type SubscribeRequestBody,
} from '../../src/notices/shared/subscribe-request.ts';

const endpoint = 'https://fcm.googleapis.com/fcm/send/dAPTf0W1c9Q:APA91bHpR8y6kU2vNq0Zx3Lr5Ww7';
/** Bytes as a browser gives a subscription's keys: base64url, unpadded. */
const base64url = (bytes: number[]) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
/** A P-256 point and an auth key. */
const p256dh = base64url([4, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
const auth = base64url(Array.from({ length: 16 }, (_, i) => 200 - i));
const confirmation = { title: 'Notices are on', body: 'You will be told of new notices.', url: '/notices/' };
const request: SubscribeRequestBody = {
  endpoint,
  keys: { p256dh, auth },
  language: 'ml',
  classes: ['plus-two-science', 'plus-one-commerce'],
  confirmation,
};

const refusal = (body: unknown) => {
  const read = readRequest(subscribeRequestSchema, body);
  return read.ok ? 'taken' : read.error;
};

afterEach(() => vi.unstubAllGlobals());

describe('a request to keep a phone', () => {
  it('is read as the page writes it: the address in its one spelling, the classes in one order, nothing else kept', () => {
    const read = readRequest(subscribeRequestSchema, {
      ...request,
      endpoint: endpoint.replace('fcm.googleapis.com', 'FCM.googleapis.com.'),
      classes: ['plus-two-science', 'plus-one-commerce', 'plus-two-science'],
      userAgent: 'kept nowhere',
    });
    expect(read).toEqual({
      ok: true,
      value: {
        endpoint,
        keys: { p256dh, auth },
        language: 'ml',
        classes: ['plus-one-commerce', 'plus-two-science'],
        confirmation,
      },
    });
  });

  it('takes the classes of an app not yet updated, spelled as before, and keeps them as they are spelled now', () => {
    const read = readRequest(subscribeRequestSchema, { ...request, classes: ['plusTwo-science', 'plusOne-commerce'] });
    expect(read).toMatchObject({ ok: true, value: { classes: ['plus-one-commerce', 'plus-two-science'] } });
  });

  it('is what the page and the service worker send (askRelay), the earlier auth key with it', async () => {
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      return new Response(null, { status: 201 });
    });
    const renewal = { relay: 'https://relay.example', lang: 'en' as const, classes: [], confirmation, auth: 'old' };
    await askRelay({ endpoint, keys: { p256dh, auth } }, { ...renewal, auth });
    const previousAuth = base64url(Array(16).fill(7));
    await askRelay({ endpoint, keys: { p256dh, auth } }, { ...renewal, auth: previousAuth });
    const read = sent.map((body) => readRequest(subscribeRequestSchema, body));
    expect(read).toMatchObject([
      { ok: true, value: { endpoint, language: 'en', classes: [] } },
      { ok: true, value: { endpoint, previousAuth } },
    ]);
    expect(read[0]!.ok && 'previousAuth' in read[0]!.value).toBe(false);
  });

  it('is refused with its first problem named, field by field', () => {
    const without = (key: keyof SubscribeRequestBody) =>
      Object.fromEntries(Object.entries(request).filter(([k]) => k !== key));
    const cases: [unknown, string][] = [
      [null, 'the body must be a JSON object'],
      [[request], 'the body must be a JSON object'],
      [without('endpoint'), 'endpoint is missing'],
      [{ ...request, endpoint: '  ' }, 'endpoint is missing'],
      [{ ...request, endpoint: 'https://push.example/fcm/send/abc' }, 'is not a browser push service'],
      [without('keys'), 'keys are missing'],
      [{ ...request, keys: 'both' }, 'keys are missing'],
      [{ ...request, keys: { auth } }, 'keys.p256dh is missing'],
      [{ ...request, keys: { p256dh: auth, auth } }, 'keys.p256dh must be base64url of a 65-byte'],
      [{ ...request, keys: { p256dh } }, 'keys.auth is missing'],
      [{ ...request, keys: { p256dh, auth: p256dh } }, 'keys.auth must be base64url of 16 bytes'],
      [without('language'), 'language must be "en" or "ml"'],
      [{ ...request, language: 'ta' }, 'language must be "en" or "ml"'],
      [without('confirmation'), 'confirmation is missing'],
      [{ ...request, confirmation: { ...confirmation, title: '' } }, 'confirmation.title is missing'],
      [{ ...request, confirmation: { title: 'On', url: '/' } }, 'confirmation.body is missing'],
      [{ ...request, confirmation: { ...confirmation, body: 'a\u0007b' } }, 'confirmation.body must be plain text'],
      [{ ...request, confirmation: { ...confirmation, url: '//evil.example/' } }, 'confirmation.url must be a page'],
      [{ ...request, classes: 'plus-two-science' }, 'classes must be a list of classes among'],
      [{ ...request, classes: ['plusThree-science'] }, 'classes must be a list of classes among'],
      [{ ...request, classes: Array(20).fill('plus-two-science') }, 'classes must be a list of classes among'],
      [{ ...request, previousAuth: 'short' }, 'previousAuth must be base64url of 16 bytes'],
    ];
    for (const [body, why] of cases) expect(refusal(body), JSON.stringify(body)).toContain(why);
    expect(refusal(without('classes'))).toBe('taken');
  });
});

describe('a request to forget a phone', () => {
  it('takes the address and the auth key, and refuses without the key, saying why', () => {
    expect(readRequest(unsubscribeRequestSchema, { endpoint, keys: { auth } })).toEqual({
      ok: true,
      value: { endpoint, keys: { auth } },
    });
    for (const body of [{ endpoint }, { endpoint, keys: {} }, { endpoint, keys: { auth: '' } }]) {
      const read = readRequest(unsubscribeRequestSchema, body);
      expect(read.ok ? '' : read.error, JSON.stringify(body)).toBe(
        'keys.auth is missing: a phone is forgotten only by the browser that holds its keys',
      );
    }
    const read = readRequest(unsubscribeRequestSchema, { keys: { auth } });
    expect(read.ok ? '' : read.error).toBe('endpoint is missing');
  });
});
