import { StrictMode, startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { siteContent } from '../../content/index.ts';
import { openedPageData } from '../../content/page-data.tsx';
import { appHydrated } from '../../ui/use-hydrated.ts';
import { App } from '../app.tsx';
import { preloadPage } from '../pages.ts';
import { splitPath } from '../../lib/routes.ts';
import { forwardWorkerBroadcasts } from '../sw-broadcasts.ts';
import { fetchNoticesLater, useNotices } from '../../notices/index.ts';

forwardWorkerBroadcasts();

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
const { lang } = splitPath(window.location.pathname);

// The page's words and code first, so the served HTML is adopted at once, and React DOM (src/main.tsx fetches it
// beside this module, as a graph of its own); then a new task, so loading them and hydrating are not one long task.
void Promise.all([siteContent(lang), preloadPage(window.location.pathname), import('../react/dom-client.ts')]).then(
  async ([site, , { hydrateRoot }]) => {
    await nextTask();
    // Taps on the app's buttons are still held (src/app/entry/early-events.ts) until the whole app has hydrated: one on
    // a part React has not reached yet would be lost.
    // As a transition, hydration is split into short slices: the page stays responsive while it runs.
    startTransition(() => {
      hydrateRoot(
        document.getElementById('root') as HTMLElement,
        <StrictMode>
          <BrowserRouter>
            <App lang={lang} site={site} data={openedPageData()} />
          </BrowserRouter>
        </StrictMode>,
      );
    });
  },
);

// The service worker (its install, precache and image warming) waits until the page has hydrated and then is
// idle (at most 3 s: a page that keeps animating, like the home hero, may never be idle), so it never competes
// with hydration for the phone's CPU and bandwidth.
// The notices as the site publishes them now: once the app has started, and whenever it comes back to the screen
// (an installed app left open overnight), so a notice published since shows without a reload.
// The service worker may answer with the copy it kept when the network is slow: never older than the page. The
// fetch is a chunk of its own (src/notices/later.ts), loaded once the page has hydrated (it is not needed before).
const refreshNotices = () =>
  void Promise.all([fetchNoticesLater(lang), siteContent(lang)]).then(
    ([published, site]) => published && useNotices.getState().setPublished(published, site.builtOn),
  );
void appHydrated.then(() => {
  refreshNotices();
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && refreshNotices());
});

void appHydrated.then(() => {
  const register = () => void import('../after/sw-bridge.ts').then((bridge) => bridge.registerServiceWorker(lang));
  if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 3000 });
  else setTimeout(register, 1000);
});
