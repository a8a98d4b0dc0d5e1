import {
  chosenClasses,
  confirmationOf,
  mendPushLater,
  turnPush,
  type PushOutcome,
  isInstalled,
  pushSupport,
  subscribedHere,
} from '../../notices/index.ts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import { usePwa } from '../../state/pwa-store.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useOnline } from '../../ui/use-online.ts';
import './app-prompts.css';

const standaloneQuery = '(display-mode: standalone)';
const isIos = () => /iphone|ipad|ipod/i.test(navigator.userAgent) && !/crios|fxios/i.test(navigator.userAgent);

function useInstalled(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(standaloneQuery);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    isInstalled,
    () => false,
  );
}

/**
 * Notices on this phone, offered once in the installed app (where the school has a push relay and the phone can
 * take them): asked here only after the parent closes the offer or taps it.
 */
const PUSH_OFFERED_KEY = 'push-offered';
function pushOffered(): boolean | null {
  if (!identity.pushRelay || subscribedHere() || pushSupport() !== 'ready') return null;
  try {
    return localStorage.getItem(PUSH_OFFERED_KEY) === '1';
  } catch {
    return null;
  }
}
const rememberPushOffered = () => {
  try {
    localStorage.setItem(PUSH_OFFERED_KEY, '1');
  } catch {
    // Storage refused: the offer may come again.
  }
};

/** Offline, ready-offline, new-version, install and notices-on-phone offers: small, polite, never in the way. */
export function AppPrompts() {
  const copy = useSite().pwa;
  const lang = useLang();
  const hydrated = useHydrated();
  const online = useOnline();
  const installed = useInstalled();
  const offlineReady = usePwa((s) => s.offlineReady);
  const updateWaiting = usePwa((s) => s.updateWaiting);
  const applyUpdate = usePwa((s) => s.applyUpdate);
  const installPrompt = usePwa((s) => s.installPrompt);
  const install = usePwa((s) => s.install);
  const set = usePwa((s) => s.set);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const dismiss = (key: string) => setDismissed((d) => new Set([...d, key]));
  /** What the relay said to the offer's tap, when it could not take the phone now. */
  const [pushRefused, setPushRefused] = useState<'full' | 'busy' | null>(null);

  // "On" means on: on a phone that takes notices, the subscription is checked (and mended) when the app starts and
  // when it is back online, and a change of classes the relay has not taken yet is sent again (src/notices/push/push-mend.ts,
  // loaded only on such a phone: the others' first load is not made bigger by it).
  useEffect(() => {
    if (!hydrated) return;
    const mend = () => {
      if (!subscribedHere()) return;
      const choice = () => ({ lang, classes: chosenClasses() });
      mendPushLater(choice, identity, confirmationOf(copy, lang));
    };
    mend();
    window.addEventListener('online', mend);
    return () => window.removeEventListener('online', mend);
  }, [hydrated, lang, copy]);

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => set({ offlineReady: false }), 8000);
    return () => window.clearTimeout(timer);
  }, [offlineReady, set]);

  if (!hydrated) return null;
  const showIosHint = !installed && isIos() && !dismissed.has('ios');
  const showInstall = !installed && installPrompt !== null && !dismissed.has('install');
  const showPush = installed && (pushRefused !== null || (!dismissed.has('push') && pushOffered() === false));

  // One notice at a time, the most important first: a new one replaces the old in the same place, so
  // nothing on screen ever shifts.
  const notice = !online
    ? 'offline'
    : updateWaiting
      ? 'update'
      : offlineReady
        ? 'ready'
        : showInstall
          ? 'install'
          : showIosHint
            ? 'ios'
            : showPush
              ? 'push'
              : null;

  const closePush = () => {
    if (!pushRefused) rememberPushOffered();
    setPushRefused(null);
    dismiss('push');
  };
  /** Offered again another time if the phone could not be taken now; not once the parent has answered. */
  const unanswered: readonly PushOutcome[] = ['failed', 'full', 'busy'];
  const notifyMe = async () => {
    dismiss('push');
    setPushRefused(null);
    const choice = { lang, classes: chosenClasses() };
    const outcome = await turnPush(true, choice, identity, confirmationOf(copy, lang));
    // The relay's "no more today" and "too many at once" are said here, as on the notices page.
    if (outcome === 'full' || outcome === 'busy') setPushRefused(outcome);
    if (!unanswered.includes(outcome)) rememberPushOffered();
  };

  return (
    <div className="app-prompts" role="region" aria-label={copy.regionLabel}>
      {notice === 'offline' && (
        <p key="offline" className="app-prompt app-prompt--offline" role="status">
          {copy.offline}
        </p>
      )}
      {notice === 'ready' && (
        <p key="ready" className="app-prompt" role="status">
          {copy.offlineReady}
          <button
            type="button"
            className="app-prompt__close"
            onClick={() => set({ offlineReady: false })}
            aria-label={copy.dismiss}
          >
            ×
          </button>
        </p>
      )}
      {notice === 'update' && (
        <div key="update" className="app-prompt app-prompt--update" role="alert">
          <p>{copy.updateAvailable}</p>
          <button type="button" className="button button--gold" onClick={applyUpdate}>
            {copy.reload}
          </button>
        </div>
      )}
      {notice === 'install' && (
        <div key="install" className="app-prompt">
          <p>{copy.installText}</p>
          <button type="button" className="button button--gold" onClick={() => void install()}>
            {copy.install}
          </button>
          <button
            type="button"
            className="app-prompt__close"
            onClick={() => dismiss('install')}
            aria-label={copy.dismiss}
          >
            ×
          </button>
        </div>
      )}
      {notice === 'ios' && (
        <div key="ios" className="app-prompt">
          <p>{copy.iosHint}</p>
          <button type="button" className="app-prompt__close" onClick={() => dismiss('ios')} aria-label={copy.dismiss}>
            ×
          </button>
        </div>
      )}
      {notice === 'push' && (
        <div key="push" className="app-prompt">
          <p role={pushRefused ? 'status' : undefined}>
            {pushRefused === 'full' ? copy.pushFull : pushRefused === 'busy' ? copy.pushBusy : copy.pushOffer}
          </p>
          {pushRefused !== 'full' && (
            <button type="button" className="button button--gold" onClick={() => void notifyMe()}>
              {copy.pushOn}
            </button>
          )}
          <button type="button" className="app-prompt__close" onClick={closePush} aria-label={copy.dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
