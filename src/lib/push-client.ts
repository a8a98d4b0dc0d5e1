/**
 * Notices on this phone (issue 34), loaded only when a parent taps "Notify me" or "Stop": the browser asks its
 * permission then, its push service gives an address, and the school's relay keeps that address and the page's
 * language, nothing about the person (relay/). Stopping forgets the address at the relay and in the browser.
 */
import type { Identity } from './identity.ts';
import type { Lang } from './routes.ts';
import { rememberSubscribed } from './push-state.ts';

export type PushOutcome = 'subscribed' | 'unsubscribed' | 'denied' | 'failed';
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

/** Notices of this language to this phone, from now on. */
export async function subscribe(lang: Lang, settings: PushSettings): Promise<PushOutcome> {
  try {
    if ((await Notification.requestPermission()) !== 'granted') return 'denied';
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(settings.pushPublicKey),
      }));
    const { endpoint, keys } = subscription.toJSON();
    const response = await relay(settings, 'POST', { endpoint, keys, language: lang });
    if (!response.ok) throw new Error(`the relay answered ${response.status}`);
    rememberSubscribed(true);
    return 'subscribed';
  } catch (error) {
    console.warn('Could not turn on notices on this phone:', error);
    return 'failed';
  }
}

/** No more notices to this phone. */
export async function unsubscribe(settings: PushSettings): Promise<PushOutcome> {
  try {
    const registration = await navigator.serviceWorker.ready;
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) {
      await relay(settings, 'DELETE', { endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    rememberSubscribed(false);
    return 'unsubscribed';
  } catch (error) {
    console.warn('Could not turn off notices on this phone:', error);
    return 'failed';
  }
}
