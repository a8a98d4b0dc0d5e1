/**
 * Notices on this phone (issue 34), loaded only when a parent taps "Notify me" or "Stop": the browser asks its
 * permission then, its push service gives an address, and the school's relay keeps that address and the page's
 * language, nothing about the person (relay/), once its push service has taken a "notices are on" message to it.
 * Stopping forgets the address at the relay and in the browser.
 */
import type { Identity } from './identity.ts';
import type { Lang } from './routes.ts';
import type { ClassTag } from './classes.ts';

/**
 * The notification the relay sends a phone to prove its address is real before keeping it ("Notices are on for this
 * phone"), in the page's language, opening the notices page.
 */
export interface Confirmation {
  title: string;
  body: string;
  url: string;
}

/**
 * `dismissed`: the parent closed the browser's question without answering; it may be asked again. `full`: the relay
 * has taken as many new phones as it takes in a day; `busy`: too many phones asked at once (relay/site-routes.ts).
 */
export type PushOutcome = 'subscribed' | 'unsubscribed' | 'denied' | 'dismissed' | 'failed' | 'full' | 'busy';
/** The deployment's relay and its public key (src/lib/identity.ts): the caller's identity. */
export type PushSettings = Pick<Identity, 'pushRelay' | 'pushPublicKey'>;

/** The VAPID public key as the push service wants it: its bytes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** How long the relay has to answer (it waits up to 10 s for the phone's push service itself). */
const RELAY_WAIT_MS = 20_000;

const relay = (settings: PushSettings, method: 'POST' | 'DELETE', body: object) =>
  fetch(`${settings.pushRelay}/subscriptions`, {
    method,
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

/** The auth key of the subscription the relay last kept for this phone: the proof it asks for when the keys change. */
const KEPT_AUTH_KEY = 'push-kept-auth';

const keptAuth = {
  get: (): string | null => {
    try {
      return localStorage.getItem(KEPT_AUTH_KEY);
    } catch {
      return null;
    }
  },
  set: (auth: string | null) => {
    try {
      if (auth) localStorage.setItem(KEPT_AUTH_KEY, auth);
      else localStorage.removeItem(KEPT_AUTH_KEY);
    } catch {
      // Storage refused: a change of keys is then made by subscribing afresh (below).
    }
  },
};

/** Why the relay refused, in the word it gives the page for it (relay/http.ts), if any. */
async function reasonOf(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => null)) as { reason?: unknown } | null;
  return typeof body?.reason === 'string' ? body.reason : undefined;
}

/** Asks the relay to keep this phone's subscription; what it answered. */
async function keep(
  subscription: PushSubscription,
  choice: Choice,
  settings: PushSettings,
  confirmation: Confirmation,
): Promise<PushOutcome | 'keys'> {
  const { endpoint, keys } = subscription.toJSON();
  const before = keptAuth.get();
  const previousAuth = before && before !== keys?.auth ? { previousAuth: before } : {};
  const { lang: language, classes } = choice;
  const response = await relay(settings, 'POST', { endpoint, keys, language, classes, confirmation, ...previousAuth });
  if (response.ok) {
    keptAuth.set(keys?.auth ?? null);
    return 'subscribed';
  }
  const reason = await reasonOf(response);
  if (reason === 'full' || reason === 'busy' || reason === 'keys') return reason;
  throw new Error(`the relay answered ${response.status}`);
}

/** What a phone asks for: notices in this language, for these classes (none chosen: every notice). */
export interface Choice {
  lang: Lang;
  classes: readonly ClassTag[];
}

/**
 * Notices of this language and these classes to this phone, from now on (the parent has allowed them:
 * src/lib/push-state.ts); asked again with the same subscription, the relay changes only the language and classes.
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
    const current = (await inTime(registration.pushManager.getSubscription())) ?? (await fresh());
    const outcome = await keep(current, choice, settings, confirmation);
    if (outcome !== 'keys') return outcome;
    // The relay keeps this address with keys this browser no longer proves it had: a new subscription (a new
    // address) is kept instead, and the old one is forgotten when its push service next answers "gone".
    await current.unsubscribe();
    keptAuth.set(null);
    const again = await keep(await fresh(), choice, settings, confirmation);
    if (again === 'keys') throw new Error("the relay refused a new subscription as another phone's");
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
