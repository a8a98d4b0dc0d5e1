/**
 * The entry: tiny on purpose, so a parent on a slow phone sees the served HTML paint with no script in its way.
 * The app (React, the router and this page's code) is asked for only once the first screen, its images included,
 * is on screen, so nothing of the app competes with that screen for the phone's bandwidth; it then hydrates the
 * same HTML.
 */
import { captureEarlyEvents } from './app/entry/early-events.ts';

// The prerenderer (Node, at build time) loads this file's chunk too, for the helpers it shares with the app.
if (typeof window !== 'undefined') start();

function start() {
  captureEarlyEvents();

  // Nothing here listens for the load event before the page has painted. When the load event comes before the
  // first layout (a fast connection, a busy phone), Chromium lays the page out at the end of the load event's task,
  // and Lighthouse's simulated phone then counts the download of any script with a listener in that task as needed
  // for the first paint.
  showContentIfUnstyled();

  const painted = new Promise<void>((resolve) => {
    // However long a slow phone takes to paint, the app's files wait for it, so they do not compete with the first
    // screen's for the phone's bandwidth. Browsers without paint timing start the app after a moment; with it, the
    // fallback is only for a paint that never comes (a tab opened in the background).
    // A root with nothing in it (`npm run dev`, which writes no page) has nothing to paint: the app draws it at once.
    if (!document.getElementById('root')?.hasChildNodes()) return resolve();
    const fallback = setTimeout(resolve, paintTiming() ? 10_000 : 2000);
    const done = () => {
      clearTimeout(fallback);
      resolve();
    };
    if (performance.getEntriesByName('first-contentful-paint').length > 0) return done();
    try {
      new PerformanceObserver((list, observer) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        done();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing: the fallback starts the app.
    }
  });

  // An image is decoded before it is painted, so it can reach the screen a frame or more after the load event,
  // and a page's largest paint is often its first image. The app's files wait for it too, so the parent sees the
  // whole first screen before the app takes any of the bandwidth (Lighthouse's simulated phone counts every request
  // made before the largest paint towards it). The images' boxes are read once the page has painted, when its
  // layout is done and reading it costs nothing.
  const loaded = painted.then(() =>
    document.readyState === 'complete'
      ? undefined
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true })),
  );
  const firstScreenShown = loaded.then(() => {
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return img.complete && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    return within(1000, Promise.allSettled(onScreen.map((img) => img.decode()))).then(() =>
      within(500, afterNextPaint()),
    );
  });

  // React DOM, the largest piece, is fetched beside the app but is a module graph of its own, so the two are
  // evaluated in separate tasks: no single long task while a parent may be tapping (start.tsx waits for it).
  // Each import is started in a task of its own too: starting one asks for all its chunks at once (a preload
  // each), and starting both in one task makes one long task on a slow phone.
  // The page's own code and words are asked for with the shell's (scripts/build/page-code.ts names them), so the
  // page does not wait for the shell to run before asking: one round trip, not two.
  void firstScreenShown.then(() =>
    setTimeout(() => {
      void import('./app/react/dom-client.ts');
      setTimeout(() => {
        void import('./app/apart/start.tsx');
        preloadPageCode();
      }, 0);
    }, 0),
  );
}

/** Fetches (without running) the files the written page names on its root element, as the shell would later. */
function preloadPageCode(): void {
  for (const href of document.getElementById('root')?.dataset.pageCode?.split(' ') ?? []) {
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * index.html skips the content until the stylesheet shows it (src/styles/global.css); if a stylesheet fails, the
 * parent still gets the page, unstyled, rather than a blank screen. A stylesheet that has arrived has rules; one
 * with none once the page has loaded (the load waits for every stylesheet) failed. Usually the stylesheet is in
 * before this file runs, and nothing more is done. The check reads the stylesheets' rules, not the root's computed
 * style: reading a computed style makes the browser style and lay out the whole page there and then.
 */
function showContentIfUnstyled(): void {
  const arrived = (link: HTMLLinkElement) => {
    try {
      return (link.sheet?.cssRules.length ?? 0) > 0;
    } catch {
      return false; // Rules not ours to read: in Chromium, a failed stylesheet (ours are all the site's own).
    }
  };
  if ([...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(arrived)) return;
  if (document.readyState !== 'complete') return void setTimeout(showContentIfUnstyled, 100);
  document.getElementById('root')?.style.removeProperty('content-visibility');
}

function paintTiming(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

/** Once the frame after the next has begun: the next one has been painted. (Not in a hidden tab: hence `within`.) */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** The promise, or nothing after `ms`: nothing here may keep the app from starting. */
function within(ms: number, promise: Promise<unknown>): Promise<void> {
  return Promise.race([promise.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}
