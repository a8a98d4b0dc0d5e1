/**
 * "On" means on (issue 63): this phone's notices checked against the relay and mended (src/notices/push/apart/push-client.ts,
 * `mend`) when the app starts, when it is back online and before the notices page says "on"; and a change of classes
 * the relay has not taken yet (made offline, or refused as busy) kept on the phone and sent again then.
 */
import { classList } from '../../lib/classes.ts';
import type { Confirmation } from '../shared/confirmation.ts';
import type { Choice, PushOutcome, PushSettings } from './apart/push-client.ts';
import { pushSupport, serial, subscribedHere, subscribedLanguage } from './push-phone.ts';

/** The classes the relay has not taken yet (JSON), while a change of them waits to be sent again. */
const PENDING_KEY = 'push-pending';

const pendingClasses = (): string | null => {
  try {
    return localStorage.getItem(PENDING_KEY);
  } catch {
    return null;
  }
};

/** Whether the change waiting is for these classes, however it was spelled when it was kept (src/lib/classes.ts). */
export function sameClasses(pending: string | null, sent?: Choice['classes']): boolean {
  try {
    const waiting: unknown = JSON.parse(pending ?? 'null');
    return Array.isArray(waiting) && JSON.stringify(classList(waiting)) === JSON.stringify(sent);
  } catch {
    return false;
  }
}

/** `sent`: the classes the relay now has; the change waiting is done only if they are the ones it waited with. */
function setPending(classes: Choice['classes'] | null, sent?: Choice['classes']): void {
  try {
    if (classes) localStorage.setItem(PENDING_KEY, JSON.stringify(classes));
    else if (sameClasses(pendingClasses(), sent)) localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage refused: the relay is asked again at the next start all the same, once a day.
  }
}

/**
 * The parent chose other classes (src/notices/classes/class-choice.tsx): a phone that takes notices tells the relay, so it gets
 * those classes' notices from now on, in the language the parent turned them on in, whatever the page's (a Malayalam
 * reader choosing a class on an English page keeps Malayalam notices). Nothing is asked of the parent. A change the
 * relay did not take (offline, busy) is kept, and sent again when the phone is back online or the app next starts.
 */
export async function updatePushClasses(choice: Choice, settings: PushSettings, confirmation: Confirmation) {
  if (!subscribedHere() || !settings.pushRelay) return;
  setPending(choice.classes);
  await serial(async () => {
    try {
      const push = await import('./apart/push-client.ts');
      const lang = subscribedLanguage() ?? choice.lang;
      if ((await push.subscribe({ ...choice, lang }, settings, confirmation)) === 'subscribed')
        setPending(null, choice.classes);
    } catch (error) {
      console.warn('Could not tell the relay the classes chosen:', error);
    }
  });
}

/** What a check ended in: as a tap's, or `unchecked` (a subscription that looks whole, the relay not reached now). */
export type MendOutcome = PushOutcome | 'unchecked';

let mending: Promise<MendOutcome | null> | null = null;
/** Checked and well since this page loaded: asked again only for a change the relay has not taken. */
let mended = false;

const allowed = (settings: PushSettings) =>
  subscribedHere() && Boolean(settings.pushRelay) && pushSupport() === 'ready' && Notification.permission === 'granted';

/**
 * Whether notices are truly on for this phone, mended where they are not. Null where there is nothing to mend (notices
 * not turned on here, no relay, or the browser no longer allows them). `choice` is read when the check runs (the
 * phone's classes, once read: src/notices/my-classes.ts). One check at a time; one that did not end well, or a change
 * of classes not yet taken, is made again at the next ask.
 */
export function mendPush(choice: () => Choice, settings: PushSettings, confirmation: Confirmation) {
  if (!allowed(settings)) return Promise.resolve(null);
  if (mended && pendingClasses() === null) return Promise.resolve<MendOutcome>('subscribed');
  mending ??= serial(async (): Promise<MendOutcome | null> => {
    // Stopped meanwhile (a Stop waits for the check, and the check for it): nothing to mend.
    if (!allowed(settings)) return null;
    let outcome: MendOutcome = 'failed';
    const { classes, lang } = choice();
    try {
      const push = await import('./apart/push-client.ts');
      const waiting = pendingClasses() !== null;
      outcome = await push.mend({ classes, lang: subscribedLanguage() ?? lang }, settings, confirmation, waiting);
    } catch (error) {
      console.warn('Could not check notices on this phone:', error);
    }
    mended = outcome === 'subscribed';
    if (mended) setPending(null, classes);
    return outcome;
  }).finally(() => {
    mending = null;
  });
  return mending;
}
