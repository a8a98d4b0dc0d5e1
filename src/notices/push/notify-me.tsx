import { useEffect, useState } from 'react';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { NoticesContent } from '../../content/index.ts';
import type { MendOutcome } from './push-mend.ts';
import { confirmationOf } from '../shared/confirmation.ts';
import { turnPush, type PushOutcome } from './push-state.ts';
import { pushSupport, subscribedHere, type PushSupport } from './push-phone.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { chosenClasses, useChosenClasses } from '../my-classes.ts';
import './notify-me.css';

/**
 * `turning-on`, `turning-off`: waiting for the browser and the relay. `full`, `busy`: the relay took no more phones
 * today, or too many at once; the parent may try again (tomorrow, or in a minute).
 */
type State = PushSupport | 'on' | 'off' | 'turning-on' | 'turning-off' | 'failed' | 'full' | 'busy';

/** What the control shows after a tap: a closed question leaves it as it was, to be asked again. */
const shown: Record<PushOutcome | MendOutcome, State> = {
  subscribed: 'on',
  // A subscription that looks whole, the relay not reached to check it now: it works as it did.
  unchecked: 'on',
  unsubscribed: 'off',
  denied: 'denied',
  dismissed: 'off',
  failed: 'failed',
  full: 'full',
  busy: 'busy',
};

/**
 * "Notify me on this phone": urgent notices pushed to the phone, by the parent's choice (issue 34). Only where the
 * school has set up its relay; the push code and the relay are reached only once the parent taps. Its place is kept
 * from the first paint, so nothing moves when the app fills it in.
 */
export function NotifyMe({ words }: { words: NoticesContent['push'] }) {
  const lang = useLang();
  const site = useSite();
  const hydrated = useHydrated();
  const classes = useChosenClasses();
  const [state, setState] = useState<State | null>(null);
  useEffect(() => {
    if (!hydrated) return;
    // The browser's answer, known only once the app runs on the phone; "on" only once the subscription is checked
    // (mended if it must be: src/notices/push/push-state.ts), so the words never say "on" while nothing would arrive.
    const support = pushSupport();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (support !== 'ready' || !subscribedHere()) return setState(support === 'ready' ? 'off' : support);
    let current = true;
    const choice = () => ({ lang, classes: chosenClasses() });
    void import('./push-mend.ts')
      .then(({ mendPush }) => mendPush(choice, identity, confirmationOf(site.pwa, lang)))
      .then(
        (outcome) => current && setState(outcome ? shown[outcome] : 'off'),
        () => current && setState('failed'),
      );
    return () => {
      current = false;
    };
    // Checked once, when the app starts here: a later choice of classes is the class choice's to send.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  if (!identity.pushRelay) return null;

  const turn = async (on: boolean) => {
    setState(on ? 'turning-on' : 'turning-off');
    setState(shown[await turnPush(on, { lang, classes }, identity, confirmationOf(site.pwa, lang))]);
  };
  const said: Partial<Record<State, string>> = {
    'iphone-not-installed': words.iphone,
    denied: words.denied,
    unsupported: words.unsupported,
    failed: words.failed,
    full: site.pwa.pushFull,
    busy: site.pwa.pushBusy,
    on: words.isOn,
  };
  return (
    <section className="notify-me" aria-labelledby="notify-me-heading">
      <h2 id="notify-me-heading">{words.heading}</h2>
      <p>{words.text}</p>
      <div className="notify-me__controls">
        {state && said[state] && (
          <p className="notify-me__state" role="status">
            {said[state]}
          </p>
        )}
        {(state === 'off' || state === 'failed' || state === 'full' || state === 'busy' || state === 'turning-on') && (
          <button
            type="button"
            className="button button--primary"
            disabled={state === 'turning-on'}
            onClick={() => void turn(true)}
          >
            {words.on}
          </button>
        )}
        {(state === 'on' || state === 'turning-off') && (
          <button
            type="button"
            className="button button--ghost"
            disabled={state === 'turning-off'}
            onClick={() => void turn(false)}
          >
            {words.off}
          </button>
        )}
      </div>
    </section>
  );
}
