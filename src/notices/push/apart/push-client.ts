/**
 * Notices on this phone (issue 34), loaded only when a parent taps "Notify me" or "Stop", or on a phone that takes
 * notices, to check them (../push-mend.ts): the browser asks its permission at the tap, its push service gives an
 * address, and the school's relay keeps that address, the language and the classes, nothing about the person (relay/),
 * once its push service has taken a "notices are on" message to it. Stopping forgets the address at the relay and in
 * the browser.
 */
import type { Identity } from '../../../lib/identity.ts';
import type { Lang } from '../../../lib/routes.ts';
import type { ClassTag } from '../../../lib/classes.ts';
import type { Confirmation } from '../../shared/confirmation.ts';
import { askRelay, keepRenewal, keyBytes, madeFor, RELAY_WAIT_MS } from '../../shared/push-renewal.ts';
import type { UnsubscribeRequestBody } from '../../shared/subscribe-request.ts';
import { schoolDay } from '../../../lib/school-time.ts';

/**
 * `dismissed`: the parent closed the browser's question without answering; it may be asked again. `full`: the relay
 * has taken as many new phones as it takes in a day; `busy`: too many phones asked at once (relay/site-routes.ts).
 */
export type PushOutcome = 'subscribed' | 'unsubscribed' | 'denied' | 'dismissed' | 'failed' | 'full' | 'busy';
/** The deployment's relay and its public key (src/lib/identity.ts): the caller's identity. */
export type PushSettings = Pick<Identity, 'pushRelay' | 'pushPublicKey'>;

/** Asks the relay to forget this phone (it does only for the browser that holds its auth key). */
const forget = (settings: PushSettings, body: UnsubscribeRequestBody) =>
  fetch(`${settings.pushRelay}/subscriptions`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(RELAY_WAIT_MS),
  });

/** The browser's own steps (its worker ready, its push service's address): a browser that never answers is told. */
const BROWSER_WAIT_MS = 20_000;

/** `promise`, or a failure after `ms`: nothing the parent pressed waits forever on the browser. */
const inTime = <T>(promise: Promise<T>, ms = BROWSER_WAIT_MS): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

/** A value kept on the phone (null where storage is refused: the relay is then asked again). */
const stored = (key: string) => ({
  get: (): string | null => {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (value: string | null) => {
    try {
      if (value) localStorage.setItem(key, value);
      else localStorage.removeItem(key);
    } catch {
      // Storage refused: a change of keys is then made by subscribing afresh (below), and the relay asked each start.
    }
  },
});

/** The auth key of the subscription the relay last kept for this phone: the proof it asks for when the keys change. */
const keptAuth = stored('push-kept-auth');
/** The day the relay last said it keeps this phone as it is (YYYY-MM-DD, at the school). */
const checkedDay = stored('push-checked');
const today = () => schoolDay(new Date());

/** Why the relay refused, in the word it gives the page for it (relay/http.ts), if any. */
async function reasonOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return typeof body?.reason === 'string' ? body.reason : undefined;
}

/**
 * Asks the relay to keep this phone's subscription; what it answered. Once kept, the worker is left what it needs to
 * have it kept again should the browser replace it (src/notices/shared/push-renewal.ts).
 */
async function keep(
  subscription: PushSubscription,
  choice: Choice,
  settings: PushSettings,
  confirmation: Confirmation,
): Promise<PushOutcome | 'keys' | 'gone'> {
  const json = subscription.toJSON();
  const renewal = { relay: settings.pushRelay, ...choice, confirmation, auth: keptAuth.get() ?? '' };
  const response = await askRelay(json, renewal);
  if (response.ok) {
    keptAuth.set(json.keys?.auth ?? null);
    checkedDay.set(today());
    await keepRenewal({ ...renewal, publicKey: settings.pushPublicKey, auth: json.keys?.auth ?? '' });
    return 'subscribed';
  }
  const reason = await reasonOf(response);
  if (reason === 'full' || reason === 'busy' || reason === 'keys' || reason === 'gone') return reason;
  throw new Error(`the relay answered ${response.status}`);
}

/** What a phone asks for: notices in this language, for these classes (none chosen: every notice). */
export interface Choice {
  lang: Lang;
  classes: readonly ClassTag[];
}

/**
 * Notices of this language and these classes to this phone, from now on (the parent has allowed them:
 * src/notices/push/push-state.ts); asked again with the same subscription, the relay changes only the language and classes.
 */
export async function subscribe(
  choice: Choice,
  settings: PushSettings,
  confirmation: Confirmation,
): Promise<PushOutcome> {
  try {
    const registration = await inTime(navigator.serviceWorker.ready);
    const fresh = () =>
      inTime(
        registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(settings.pushPublicKey),
        }),
      );
    let kept = await inTime(registration.pushManager.getSubscription());
    // Made for the relay's old key (the school changed it): nothing the relay sends now would reach it.
    if (kept && !madeFor(kept, settings.pushPublicKey)) {
      await kept.unsubscribe();
      kept = null;
    }
    const current = kept ?? (await fresh());
    const outcome = await keep(current, choice, settings, confirmation);
    if (outcome !== 'keys' && outcome !== 'gone') return outcome;
    // The relay keeps this address with keys this browser no longer proves it had, or its push service no longer
    // knows it: a new subscription (a new address) is kept instead, and the old one is forgotten when its push
    // service next answers "gone".
    await current.unsubscribe();
    keptAuth.set(null);
    const again = await keep(await fresh(), choice, settings, confirmation);
    if (again === 'keys' || again === 'gone') throw new Error(`the relay refused a new subscription (${again})`);
    return again;
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
    const registration = await inTime(navigator.serviceWorker.ready);
    const subscription = await inTime(registration.pushManager.getSubscription());
    if (subscription) {
      // The relay forgets a phone only for the browser that holds its keys.
      const { endpoint, keys } = subscription.toJSON();
      await subscription.unsubscribe();
      keptAuth.set(null);
      await forget(settings, { endpoint: endpoint ?? '', keys: { auth: keys?.auth ?? '' } }).catch((error: unknown) => {
        console.warn('The relay could not be told; it forgets this phone at the next notice:', error);
      });
    }
    await keepRenewal(null);
    return 'unsubscribed';
  } catch (error) {
    console.warn('Could not turn off notices on this phone:', error);
    return 'failed';
  }
}

/**
 * "On" means on (issue 63): at the app's start, on a phone whose parent turned notices on, the browser's subscription
 * is checked against what the relay was last told, and mended where it differs: gone (the browser ended it), made for
 * the relay's old key, its keys changed (the worker renewed it without the page), or a change of classes the relay has
 * not taken yet (`pending`: made offline, or refused as busy). Once a day the relay is asked even so (it may have
 * removed the phone): it answers "kept" without a word to the phone. 'subscribed' when all is well; `unchecked` when
 * the subscription looks whole but the relay could not be asked now (no signal, busy): it stays as it was.
 */
export async function mend(
  choice: Choice,
  settings: PushSettings,
  confirmation: Confirmation,
  pending: boolean,
): Promise<PushOutcome | 'unchecked'> {
  let whole = false;
  try {
    const registration = await inTime(navigator.serviceWorker.ready);
    const current = await inTime(registration.pushManager.getSubscription());
    whole =
      current !== null && madeFor(current, settings.pushPublicKey) && current.toJSON().keys?.auth === keptAuth.get();
    if (whole && !pending && checkedDay.get() === today()) return 'subscribed';
  } catch (error) {
    console.warn('Could not check notices on this phone:', error);
    return 'failed';
  }
  const outcome = await subscribe(choice, settings, confirmation);
  return whole && (outcome === 'failed' || outcome === 'busy') ? 'unchecked' : outcome;
}
