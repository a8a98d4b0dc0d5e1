/**
 * Whether this phone can have the school's notices pushed to it, and whether it asked; and the one queue its changes
 * of notices wait in. Read by the notices page and the app's offer, by a tap's change (./push-state.ts) and by the
 * check at start (./push-mend.ts), without loading the push code.
 */
import type { Lang } from '../../lib/routes.ts';

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

/** Notices on (in `lang`) or off on this phone, as the relay last said. */
export function rememberSubscribed(subscribed: boolean, lang: Lang): void {
  try {
    if (subscribed) localStorage.setItem(SUBSCRIBED_KEY, lang);
    else localStorage.removeItem(SUBSCRIBED_KEY);
  } catch {
    // Storage refused: the page asks the browser next time instead.
  }
}

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
