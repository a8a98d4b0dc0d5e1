import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSite } from '../content/context.tsx';
import { usePwa } from '../state/pwa-store.ts';
import { useHydrated } from '../ui/use-hydrated.ts';
import { useOnline } from '../ui/use-online.ts';
import './app-notices.css';

const standaloneQuery = '(display-mode: standalone)';
const isInstalled = () =>
  window.matchMedia(standaloneQuery).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
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

/** Offline, ready-offline, new-version and install notices: small, polite, never in the way of reading. */
export function AppNotices() {
  const copy = useSite().pwa;
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

  useEffect(() => {
    if (!offlineReady) return;
    const timer = window.setTimeout(() => set({ offlineReady: false }), 8000);
    return () => window.clearTimeout(timer);
  }, [offlineReady, set]);

  if (!hydrated) return null;
  const showIosHint = !installed && isIos() && !dismissed.has('ios');
  const showInstall = !installed && installPrompt !== null && !dismissed.has('install');

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
            : null;

  return (
    <div className="app-notices" role="region" aria-label={copy.regionLabel}>
      {notice === 'offline' && (
        <p key="offline" className="app-notice app-notice--offline" role="status">
          {copy.offline}
        </p>
      )}
      {notice === 'ready' && (
        <p key="ready" className="app-notice" role="status">
          {copy.offlineReady}
          <button
            type="button"
            className="app-notice__close"
            onClick={() => set({ offlineReady: false })}
            aria-label={copy.dismiss}
          >
            ×
          </button>
        </p>
      )}
      {notice === 'update' && (
        <div key="update" className="app-notice app-notice--update" role="alert">
          <p>{copy.updateAvailable}</p>
          <button type="button" className="button button--gold" onClick={applyUpdate}>
            {copy.reload}
          </button>
        </div>
      )}
      {notice === 'install' && (
        <div key="install" className="app-notice">
          <p>{copy.installText}</p>
          <button type="button" className="button button--gold" onClick={() => void install()}>
            {copy.install}
          </button>
          <button
            type="button"
            className="app-notice__close"
            onClick={() => dismiss('install')}
            aria-label={copy.dismiss}
          >
            ×
          </button>
        </div>
      )}
      {notice === 'ios' && (
        <div key="ios" className="app-notice">
          <p>{copy.iosHint}</p>
          <button type="button" className="app-notice__close" onClick={() => dismiss('ios')} aria-label={copy.dismiss}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
