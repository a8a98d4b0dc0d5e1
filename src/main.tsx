/**
 * The entry: tiny on purpose. The served HTML paints first, with no script in its way; the app (React, the
 * router and this page's code) loads once the page has loaded and painted, and the images on the first screen
 * with it (so the first screen is on screen before the app asks for anything), then hydrates the same HTML.
 */
import { captureEarlyEvents } from './app/early-events.ts';

// The prerenderer (Node, at build time) loads this file's chunk too, for the helpers it shares with the app.
if (typeof window !== 'undefined') start();

function start() {
  captureEarlyEvents();

  // Nothing here listens for the load event before the page has painted. When the load comes first (a fast
  // connection, a busy phone), the browser lays the page out for the first time in the load event's own task,
  // and a listener of this file's in that task made Lighthouse count this file's download as needed for the
  // first paint: 300 ms more on its simulated phone, in one run out of three on a busy machine.
  showContentIfUnstyled();

  const painted = new Promise<void>((resolve) => {
    // However long a slow phone takes to paint, the app waits for it: asked for sooner, its files compete with the
    // first screen's (on this machine's Lighthouse, a first paint 2.3 s late let React DOM in before it, and the
    // phone's largest paint counted it: 2.2 s against 1.4). Browsers without paint timing get on after a moment;
    // with it, only a paint that never comes (a tab opened in the background) is waited out, and not for ever.
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

  // An image is decoded before it is painted, so it can reach the screen a frame or more after the load event;
  // and a page's largest paint is often its first image. The app's files wait for it: asked for sooner, they
  // share the phone's bandwidth with what the first screen still needs (Lighthouse's simulated phone counts
  // every request made before the largest paint towards it: twice the LCP when React DOM was one of them).
  // (The images' boxes are read once the page has painted, when its layout is done and reading it costs nothing.)
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
  // each), and both together made one task of 40 to 60 ms on this machine before the CPU is slowed.
  void firstScreenShown.then(() =>
    setTimeout(() => {
      void import('./app/dom-client.ts');
      setTimeout(() => void import('./app/start.tsx'), 0);
    }, 0),
  );
}

/**
 * index.html skips the content until the stylesheet shows it (src/styles/global.css); if a stylesheet fails, the
 * content is shown unstyled rather than not at all. A stylesheet that has arrived has rules; one with none once
 * the page has loaded (the load waits for every stylesheet) failed. Usually the stylesheet is in before this file
 * runs, and nothing more is done. (Reading the root's computed style instead made the browser style and lay out
 * the whole page there and then.)
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
