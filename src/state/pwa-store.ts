/** What the app knows about its own installation and service worker (src/app/sw-bridge.ts fills it in). */
import { create } from 'zustand';
import { earlyInstallPrompt } from '../app/early-events.ts';

/** Chromium's install prompt event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** The site has just become usable offline (shown once per device). */
  offlineReady: boolean;
  /** A new version is waiting; the visitor decides when to reload. */
  updateWaiting: boolean;
  installPrompt: InstallPromptEvent | null;
  /** Called by the Reload button: set by the bridge once a worker is registered. */
  applyUpdate: () => void;
  set: (patch: Partial<Omit<PwaState, 'set'>>) => void;
}

export const usePwa = create<PwaState>()((set) => ({
  offlineReady: false,
  updateWaiting: false,
  installPrompt: (typeof window === 'undefined' ? null : earlyInstallPrompt()) as InstallPromptEvent | null,
  applyUpdate: () => window.location.reload(),
  set: (patch) => set(patch),
}));
