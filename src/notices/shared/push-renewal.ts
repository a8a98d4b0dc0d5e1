/**
 * What the relay keeps a phone by, as the page last had it kept (src/notices/push/apart/push-client.ts): enough for the service worker
 * to have the phone kept again on its own when the browser replaces the subscription (sw/push-renewal.ts), and the
 * request both send to the relay (its shape: src/notices/shared/subscribe-request.ts).
 */
import { CACHE_NAMES, PUSH_RENEWAL_KEY } from '../../lib/cache-policy.ts';
import type { Lang } from '../../lib/routes.ts';
import type { ClassTag } from '../../lib/classes.ts';
import type { Confirmation } from './confirmation.ts';
import type { SubscribeRequestBody } from './subscribe-request.ts';

export interface PushRenewal {
  /** The relay's address and public key the phone was kept with. */
  relay: string;
  publicKey: string;
  lang: Lang;
  classes: readonly ClassTag[];
  confirmation: Confirmation;
  /** The auth key of the subscription the relay keeps: its proof, should the same address come with new keys. */
  auth: string;
}

/** How long the relay has to answer (it waits up to 10 s for the phone's push service itself). */
export const RELAY_WAIT_MS = 20_000;

/** Asks the relay to keep `subscription` as `renewal` says (the previous auth key sent when it differs). */
export function askRelay(subscription: PushSubscriptionJSON, renewal: Omit<PushRenewal, 'publicKey'>) {
  const { endpoint = '', keys: { p256dh = '', auth = '' } = {} } = subscription;
  const previousAuth = renewal.auth && renewal.auth !== auth ? { previousAuth: renewal.auth } : {};
  const { lang: language, classes, confirmation } = renewal;
  const body: SubscribeRequestBody = {
    endpoint,
    keys: { p256dh, auth },
    language,
    classes: [...classes],
    confirmation,
    ...previousAuth,
  };
  return fetch(`${renewal.relay}/subscriptions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(RELAY_WAIT_MS),
  });
}

export async function readRenewal(): Promise<PushRenewal | null> {
  try {
    const kept = await (await caches.open(CACHE_NAMES.choices)).match(PUSH_RENEWAL_KEY);
    return kept ? ((await kept.json()) as PushRenewal) : null;
  } catch {
    return null;
  }
}

/** Kept (or, given null, forgotten); storage full or refused leaves the page to mend it at its next start. */
export async function keepRenewal(renewal: PushRenewal | null): Promise<void> {
  try {
    const cache = await caches.open(CACHE_NAMES.choices);
    if (renewal) await cache.put(PUSH_RENEWAL_KEY, new Response(JSON.stringify(renewal)));
    else await cache.delete(PUSH_RENEWAL_KEY);
  } catch {
    // As above.
  }
}

/** A VAPID public key as the push service wants it: its bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** Whether a subscription was made for this public key: one made for the relay's old key reaches nothing. */
export function madeFor(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  if (!key) return true; // a browser that does not say: taken as made for it
  const made = new Uint8Array(key);
  const wanted = keyBytes(publicKey);
  return made.length === wanted.length && made.every((byte, i) => byte === wanted[i]);
}
