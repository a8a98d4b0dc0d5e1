/**
 * Whether this phone can have the school's notices pushed to it, and whether it asked: small, so the notices page
 * knows what to offer without loading the push code (src/lib/push-client.ts), which waits for the parent's tap.
 */
import type { Choice, Confirmation, PushOutcome, PushSettings } from './push-client.ts';
import type { Lang } from './routes.ts';

export type { PushOutcome, PushSettings };

export type PushSupport = 'ready' | 'unsupported' | 'iphone-not-installed' | 'denied';

/** Set while this phone takes notices: the language the parent asked for them in ('1' before it was kept). */
const SUBSCRIBED_KEY = 'push-subscribed';

const isIphone = () => /iphone|ipad|ipod/i.test(navigator.userAgent);
export const isInstalled = (): boolean =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** What this browser allows: an iPhone only once the site is on its Home Screen (iOS 16.4 or later). */
export function pushSupport(): PushSupport {
  if (isIphone() && !isInstalled()) return 'iphone-not-installed';
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'ready';
}

const kept = (): string | null => {
  try {
    return localStorage.getItem(SUBSCRIBED_KEY);
  } catch {
    return null;
  }
};

/** Whether this phone asked for notices (and has not stopped them). */
export const subscribedHere = (): boolean => kept() !== null;

/** The language the parent turned notices on in, where this phone knows it. */
export const subscribedLanguage = (): Lang | null => {
  const lang = kept();
  return lang === 'en' || lang === 'ml' ? lang : null;
};

function rememberSubscribed(subscribed: boolean, lang: Lang): void {
  try {
    if (subscribed) localStorage.setItem(SUBSCRIBED_KEY, lang);
    else localStorage.removeItem(SUBSCRIBED_KEY);
  } catch {
    // Storage refused: the page asks the browser next time instead.
  }
}

/**
 * Notices on or off, from the parent's tap. The browser's question comes first, in the tap itself (Safari and
 * Firefox ask only then); the push code is loaded after, and failing to load it (offline, or a new version of the
 * site published since) is a failure the page says, like any other.
 */
export { confirmationOf } from './confirmation.ts';

let queue: Promise<unknown> = Promise.resolve();

/**
 * One change of this phone's notices at a time (a tap, a change of classes, a check at start: ./push-mend.ts), each
 * after the one before has ended, so a Stop pressed during a check is not undone by it.
 */
export function serial<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

export async function turnPush(
  on: boolean,
  choice: Choice,
  settings: PushSettings,
  confirmation: Confirmation,
): Promise<PushOutcome> {
  try {
    if (on) {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'dismissed';
    }
    return await serial(async () => {
      const push = await import('./push-client.ts');
      const outcome = on ? await push.subscribe(choice, settings, confirmation) : await push.unsubscribe(settings);
      if (outcome === 'subscribed' || outcome === 'unsubscribed')
        rememberSubscribed(outcome === 'subscribed', choice.lang);
      // Kept by the worker now, while there is a signal: a change of classes made offline later needs it.
      if (outcome === 'subscribed') void import('./push-mend.ts').catch(() => undefined);
      return outcome;
    });
  } catch (error) {
    console.warn('Could not change notices on this phone:', error);
    return 'failed';
  }
}
