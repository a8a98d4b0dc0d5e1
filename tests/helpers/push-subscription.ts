/**
 * A browser's push subscription, stood in for in the browser tests (tests/e2e/push.spec.ts): no push service can be
 * reached from here, so pushManager answers with a subscription of the test's own (a real P-256 key pair and auth
 * secret), kept across reloads as a browser keeps a real one.
 */
import type { BrowserContext } from '@playwright/test';

/** The browser's push service, stood in for: a subscription with a real key pair, as Chromium would give. */
export async function standInPushService(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  await context.addInitScript(({ endpoint, keys }) => {
    const bytes = (text: string) =>
      Uint8Array.from(
        atob(text.replace(/-/g, '+').replace(/_/g, '/') + '=='.slice(0, (4 - (text.length % 4)) % 4)),
        (c) => c.charCodeAt(0),
      ).buffer;
    // Kept across reloads, as the browser keeps a real subscription.
    const KEY = 'stand-in-push-subscription';
    const subscription = {
      endpoint,
      expirationTime: null,
      options: {},
      getKey: (name: 'p256dh' | 'auth') => bytes(keys[name]),
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => (localStorage.removeItem(KEY), true),
    };
    PushManager.prototype.subscribe = async function () {
      localStorage.setItem(KEY, '1');
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (localStorage.getItem(KEY) ? subscription : null) as PushSubscription | null;
  }, subscription);
}
