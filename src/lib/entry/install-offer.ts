/**
 * Chromium's offer to install the app (`beforeinstallprompt`), kept for the site's own Install button. The entry
 * starts listening at once (src/app/entry/early-events.ts), so an offer made before the app has started is kept; one
 * made later (the usual case on a first visit: the browser offers once the worker is registered) reaches the
 * button too (src/state/pwa-store.ts). Installing ends it.
 */

/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

type Listener = (offer: InstallPromptEvent | null) => void;

let offer: InstallPromptEvent | null = null;
const listeners = new Set<Listener>();

function setOffer(next: InstallPromptEvent | null): void {
  offer = next;
  for (const listener of listeners) listener(offer);
}

export function keepInstallOffers(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Offered by the browser: keep it for our own Install button instead of the browser's mini-infobar.
    event.preventDefault();
    setOffer(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => setOffer(null));
}

export const currentInstallOffer = (): InstallPromptEvent | null => offer;

/** Called with every new offer (and with null once it has ended); returns the unsubscribe function. */
export function onInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
