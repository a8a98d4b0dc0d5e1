import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { stopHolding } from './early-events.ts';
import { preloadPage } from './pages.ts';
import { forwardWorkerBroadcasts } from './sw-broadcasts.ts';

forwardWorkerBroadcasts();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void preloadPage(window.location.pathname)
  .then(nextTask)
  .then(() => {
    // From here React answers input itself: a tap on a part not yet hydrated hydrates that part at once.
    stopHolding();
    // As a transition, hydration is split into short slices: the page stays responsive while it runs.
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <StrictMode>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </StrictMode>,
      );
    });
    // The service worker waits until the page is interactive and idle (at most 3 s: a page that keeps
    // animating, like the home hero, may never be idle).
    const register = () => void import('./sw-bridge.ts').then((bridge) => bridge.registerServiceWorker());
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
    else setTimeout(register, 1000);
  });
