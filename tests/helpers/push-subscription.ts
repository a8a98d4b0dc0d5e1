/**
 * A browser's push subscription, stood in for in the browser tests (tests/e2e/push.spec.ts): no push service can be
 * reached from here, so pushManager answers with a subscription of the test's own (a real P-256 key pair and auth
 * secret, and the application server key it was made for), kept across reloads as a browser keeps a real one. A test
 * can play the browser replacing it (`replaceSubscription`) or giving a new one at the next subscribe (`nextSubscription`).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { createHash, createECDH } from 'node:crypto';
import { FCM, type Phone } from '../relay/phones.ts';

export interface StoodIn {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A phone this browser is, to its push service: a real key pair and auth secret, and an address in FCM's form. */
export function standInPhone(name: string): Phone {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = createHash('sha256').update(name).digest().subarray(0, 16);
  const endpoint = `${FCM}/fcm/send/${name}:APA91b${createHash('sha256').update(`token ${name}`).digest('base64url')}`;
  const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
  return { subscription: { endpoint, keys, language: 'en', classes: [] }, ecdh, auth };
}

const KEPT = 'stand-in-push-subscription';
const NEXT = 'stand-in-push-next';

/** The browser's push service, stood in for: a subscription with a real key pair, as Chromium would give. */
export async function standInPushService(context: BrowserContext, subscription: StoodIn) {
  await context.addInitScript(
    ({ first, KEPT, NEXT }) => {
      const bytes = (text: string) =>
        Uint8Array.from(
          atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=='.slice(0, (4 - (text.length % 4)) % 4)),
          (c) => c.charCodeAt(0),
        ).buffer;
      const text = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      type Kept = { endpoint: string; keys: { p256dh: string; auth: string }; serverKey: string };
      const asSubscription = ({ endpoint, keys, serverKey }: Kept) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey) },
        getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => (localStorage.removeItem(KEPT), true),
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const next = localStorage.getItem(NEXT);
        localStorage.removeItem(NEXT);
        const made = next ? (JSON.parse(next) as Omit<Kept, 'serverKey'>) : first;
        const key = options?.applicationServerKey;
        const serverKey =
          key instanceof ArrayBuffer || ArrayBuffer.isView(key) ? text(new Uint8Array(key as ArrayBuffer).buffer) : '';
        const kept = { ...made, serverKey };
        localStorage.setItem(KEPT, JSON.stringify(kept));
        return asSubscription(kept) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const kept = localStorage.getItem(KEPT);
        return (kept ? asSubscription(JSON.parse(kept) as Kept) : null) as PushSubscription | null;
      };
    },
    { first: subscription, KEPT, NEXT },
  );
}

/**
 * The browser replaces the subscription behind the page's back, as a push service renewing it does: `by` is the new
 * one (null: it ended it), made for `serverKey` (the relay's public key it was made for; unchanged if not given).
 */
export async function replaceSubscription(page: Page, by: StoodIn | null, serverKey?: string) {
  await page.evaluate(
    ({ by, serverKey, KEPT }) => {
      const kept = JSON.parse(localStorage.getItem(KEPT) ?? 'null') as { serverKey: string } | null;
      if (!by) return localStorage.removeItem(KEPT);
      localStorage.setItem(KEPT, JSON.stringify({ ...by, serverKey: serverKey ?? kept?.serverKey ?? '' }));
    },
    { by, serverKey, KEPT },
  );
}

/** What the push service gives at the next subscribe: a new address and keys, as for a new application server key. */
export async function nextSubscription(page: Page, next: StoodIn) {
  await page.evaluate(({ next, NEXT }) => localStorage.setItem(NEXT, JSON.stringify(next)), { next, NEXT });
}
