/** What the app knows about its own installation and service worker (src/app/after/sw-bridge.ts fills it in). */
import { create } from 'zustand';
import { currentInstallOffer, onInstallOffer, type InstallPromptEvent } from '../lib/entry/install-offer.ts';

export type { InstallPromptEvent };

interface PwaState {
  /** The site has just become usable offline (shown once per device). */
  offlineReady: boolean;
  /** A new version is waiting; the visitor decides when to reload. */
  updateWaiting: boolean;
  /** The browser's standing offer to install the app, early or late; null when there is none. */
  installPrompt: InstallPromptEvent | null;
  /** Called by the Reload button: set by the bridge once a worker is registered. */
  applyUpdate: () => void;
  /** The Install button: the browser asks the visitor; an offer cannot be used twice. */
  install: () => Promise<void>;
  set: (patch: Partial<Omit<PwaState, 'set' | 'install'>>) => void;
}

export const usePwa = create<PwaState>()((set, get) => ({
  offlineReady: false,
  updateWaiting: false,
  installPrompt: typeof window === 'undefined' ? null : currentInstallOffer(),
  applyUpdate: () => window.location.reload(),
  install: async () => {
    const offer = get().installPrompt;
    if (!offer) return;
    set({ installPrompt: null });
    await offer.prompt();
    await offer.userChoice;
  },
  set: (patch) => set(patch),
}));

// Every offer reaches the store, whenever the browser makes it.
if (typeof window !== 'undefined') onInstallOffer((installPrompt) => usePwa.getState().set({ installPrompt }));
