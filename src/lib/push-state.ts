/**
 * Whether this phone can have the school's notices pushed to it, and whether it asked: small, so the notices page
 * knows what to offer without loading the push code (src/lib/push-client.ts), which waits for the parent's tap.
 */
import type { Choice, Confirmation, PushOutcome, PushSettings } from './push-client.ts';
import { pagePath, type Lang } from './routes.ts';

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
const subscribedLanguage = (): Lang | null => {
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
/** The "notices are on" notification the relay sends to prove a new phone, in the page's language (site.yaml). */
export const confirmationOf = (
  words: { pushConfirmTitle: string; pushConfirmText: string },
  lang: Lang,
): Confirmation => ({ title: words.pushConfirmTitle, body: words.pushConfirmText, url: pagePath('/notices', lang) });

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
    const push = await import('./push-client.ts');
    const outcome = on ? await push.subscribe(choice, settings, confirmation) : await push.unsubscribe(settings);
    if (outcome === 'subscribed' || outcome === 'unsubscribed')
      rememberSubscribed(outcome === 'subscribed', choice.lang);
    return outcome;
  } catch (error) {
    console.warn('Could not change notices on this phone:', error);
    return 'failed';
  }
}

/** Set while a change of classes has not been taken by the relay (made offline, or refused as busy): sent again. */
const PENDING_KEY = 'push-pending';

const pending = (): boolean => {
  try {
    return localStorage.getItem(PENDING_KEY) !== null;
  } catch {
    return false;
  }
};

function setPending(waiting: boolean): void {
  try {
    if (waiting) localStorage.setItem(PENDING_KEY, '1');
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage refused: the relay is asked again at the next start all the same, once a day.
  }
}

/**
 * The parent chose other classes (src/blocks/class-choice.tsx): a phone that takes notices tells the relay, so it gets
 * those classes' notices from now on, in the language the parent turned them on in, whatever the page's (a Malayalam
 * reader choosing a class on an English page keeps Malayalam notices). Nothing is asked of the parent. A change the
 * relay did not take (offline, busy) is kept, and sent again when the phone is back online or the app next starts.
 */
export async function updatePushClasses(choice: Choice, settings: PushSettings, confirmation: Confirmation) {
  if (!subscribedHere() || !settings.pushRelay) return;
  setPending(true);
  try {
    const push = await import('./push-client.ts');
    const outcome = await push.subscribe(
      { ...choice, lang: subscribedLanguage() ?? choice.lang },
      settings,
      confirmation,
    );
    if (outcome === 'subscribed') setPending(false);
  } catch (error) {
    console.warn('Could not tell the relay the classes chosen:', error);
  }
}

let mending: Promise<PushOutcome | null> | null = null;
/** Checked and well since this page loaded: asked again only for a change the relay has not taken. */
let mended = false;

/**
 * Whether notices are truly on for this phone, mended where they are not (src/lib/push-client.ts, `mend`): asked by
 * the app at its start and when it is back online, and by the notices page before it says "on". Null where there is
 * nothing to mend (notices not turned on here, no relay, or the browser no longer allows them). One check at a time;
 * one that did not end well, or a change of classes not yet taken, is made again at the next ask.
 */
export function mendPush(choice: Choice, settings: PushSettings, confirmation: Confirmation) {
  if (!subscribedHere() || !settings.pushRelay || pushSupport() !== 'ready' || Notification.permission !== 'granted')
    return Promise.resolve(null);
  if (mended && !pending()) return Promise.resolve<PushOutcome>('subscribed');
  mending ??= (async () => {
    let outcome: PushOutcome = 'failed';
    try {
      const push = await import('./push-client.ts');
      const lang = subscribedLanguage() ?? choice.lang;
      outcome = await push.mend({ ...choice, lang }, settings, confirmation, pending());
    } catch (error) {
      console.warn('Could not check notices on this phone:', error);
    }
    mended = outcome === 'subscribed';
    if (mended) setPending(false);
    mending = null;
    return outcome;
  })();
  return mending;
}
