/**
 * Events that can fire before the app has loaded, kept until it asks for them. Imported by the tiny entry
 * module, so it must stay tiny itself.
 */
let installPrompt: Event | null = null;

export function captureEarlyEvents(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium offers installation: keep the offer for our own Install button.
    event.preventDefault();
    installPrompt = event;
  });
}

export const earlyInstallPrompt = (): Event | null => installPrompt;
