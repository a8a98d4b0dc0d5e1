import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { preloadPage } from './app/pages.ts';
import { forwardWorkerBroadcasts } from './app/sw-broadcasts.ts';
import { usePwa, type InstallPromptEvent } from './state/pwa-store.ts';

// Chromium may offer installation before the rest loads: keep the offer for the Install button.
window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  usePwa.getState().set({ installPrompt: event as InstallPromptEvent });
});

forwardWorkerBroadcasts();

const root = document.getElementById('root') as HTMLElement;

void preloadPage(window.location.pathname).then(() => {
  hydrateRoot(
    root,
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  // The service worker waits until the page is interactive and idle.
  const later = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
  later(() => void import('./app/sw-bridge.ts').then((bridge) => bridge.registerServiceWorker()));
});
