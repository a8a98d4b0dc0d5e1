/**
 * The browser replaced this phone's push subscription (`pushsubscriptionchange`: its push service renewed it, or
 * ended it): the worker has the new one kept by the relay at once, with what the page last had it kept with
 * (src/notices/shared/push-renewal.ts), so notices keep coming though the parent opens nothing. Where that cannot be done now
 * (no signal, the relay busy), the page mends it at the app's next start (src/notices/push/apart/push-client.ts, `mend`).
 */
import { askRelay, keepRenewal, keyBytes, readRenewal } from '../src/notices/shared/push-renewal.ts';

declare const self: ServiceWorkerGlobalScope;

/** The event as Firefox gives it (Chromium does not fire it: the page's check at start covers it there). */
interface SubscriptionChange extends ExtendableEvent {
  readonly oldSubscription?: PushSubscription | null;
  readonly newSubscription?: PushSubscription | null;
}

async function renew(event: SubscriptionChange): Promise<void> {
  const renewal = await readRenewal();
  if (!renewal) return; // notices were not on here (or were stopped)
  const subscription =
    event.newSubscription ??
    (await self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(renewal.publicKey),
    }));
  const json = subscription.toJSON();
  const answer = await askRelay(json, renewal);
  if (answer.ok) await keepRenewal({ ...renewal, auth: json.keys?.auth ?? '' });
}

export function listenForSubscriptionChanges(): void {
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as SubscriptionChange;
    change.waitUntil(
      renew(change).catch((error: unknown) => {
        console.warn('Could not keep the renewed subscription; the page mends it at its next start:', error);
      }),
    );
  });
}
