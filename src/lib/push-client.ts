/**
 * Notices on this phone (issue 34), loaded only when a parent taps "Notify me" or "Stop": the browser asks its
 * permission then, its push service gives an address, and the school's relay keeps that address and the page's
 * language, nothing about the person (relay/), once its push service has taken a "notices are on" message to it.
 * Stopping forgets the address at the relay and in the browser.
 */
import type { Identity } from './identity.ts';
import type { Lang } from './routes.ts';

/**
 * The notification the relay sends a phone to prove its address is real before keeping it ("Notices are on for this
 * phone"), in the page's language, opening the notices page.
 */
export interface Confirmation {
  title: string;
  body: string;
  url: string;
}

/** `dismissed`: the parent closed the browser's question without answering; it may be asked again. */
export type PushOutcome = 'subscribed' | 'unsubscribed' | 'denied' | 'dismissed' | 'failed';
/** The deployment's relay and its public key (src/lib/identity.ts): the caller's identity. */
export type PushSettings = Pick<Identity, 'pushRelay' | 'pushPublicKey'>;

/** The VAPID public key as the push service wants it: its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const relay = (settings: PushSettings, method: 'POST' | 'DELETE', body: object) =>
  fetch(`${settings.pushRelay}/subscriptions`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Notices of this language to this phone, from now on (the parent has allowed them: src/lib/push-state.ts). */
export async function subscribe(lang: Lang, settings: PushSettings, confirmation: Confirmation): Promise<PushOutcome> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(settings.pushPublicKey),
      }));
    const { endpoint, keys } = subscription.toJSON();
    const response = await relay(settings, 'POST', { endpoint, keys, language: lang, confirmation });
    if (!response.ok) throw new Error(`the relay answered ${response.status}`);
    return 'subscribed';
  } catch (error) {
    console.warn('Could not turn on notices on this phone:', error);
    return 'failed';
  }
}

/**
 * No more notices to this phone: the browser's subscription ends first, so they stop even when the relay cannot be
 * reached; the relay is told as well (or forgets the phone when its push service next answers "gone").
 */
export async function unsubscribe(settings: PushSettings): Promise<PushOutcome> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      // The relay forgets a phone only for the browser that holds its keys.
      const { endpoint, keys } = subscription.toJSON();
      await subscription.unsubscribe();
      await relay(settings, 'DELETE', { endpoint, keys: { auth: keys?.auth } }).catch((error: unknown) => {
        console.warn('The relay could not be told; it forgets this phone at the next notice:', error);
      });
    }
    return 'unsubscribed';
  } catch (error) {
    console.warn('Could not turn off notices on this phone:', error);
    return 'failed';
  }
}
