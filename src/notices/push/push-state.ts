/**
 * Notices on or off on this phone, from the parent's tap: small, so the notices page and the app's offer need not load
 * the push code (src/notices/push/apart/push-client.ts), which waits for the tap. What the phone can and asked is ./push-phone.ts.
 */
import type { Confirmation } from '../shared/confirmation.ts';
import type { Choice, PushOutcome, PushSettings } from './apart/push-client.ts';
import { rememberSubscribed, serial } from './push-phone.ts';

export type { PushOutcome, PushSettings };

/**
 * Notices on or off, from the parent's tap. The browser's question comes first, in the tap itself (Safari and
 * Firefox ask only then); the push code is loaded after, and failing to load it (offline, or a new version of the
 * site published since) is a failure the page says, like any other.
 */
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
      const push = await import('./apart/push-client.ts');
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
