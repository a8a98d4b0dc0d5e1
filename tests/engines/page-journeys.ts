/**
 * Page journeys: every page loads without a script error, a broken image or sideways scrolling, at both widths,
 * and, after one visit, offline.
 */
import { prerenderedPaths } from '../../src/lib/routes.ts';
import type { EnginePage } from './driver.ts';
import { check, DESKTOP, open, PHONE, waitFor, waitLonger, type Journey } from './journey-helpers.ts';
import type { Site } from './site.ts';

/**
 * Scroll through the page (and its sideways rows) so lazy images load, then report script errors, broken
 * images and sideways scrolling of the page.
 */
async function pageProblems(page: EnginePage): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    for (const row of document.querySelectorAll('[role="region"]')) row.scrollLeft = row.scrollWidth;
    window.scrollTo(0, 0);
  });
  await waitFor(page, 'images to finish loading', () =>
    [...document.images]
      .filter((img) => img.getClientRects().length > 0 && img.loading !== 'lazy')
      .every((img) => img.complete),
  ).catch(() => undefined);
  return page.evaluate(() => {
    const problems = [
      ...((window as unknown as { __probe?: { errors: string[] } }).__probe?.errors ?? ['the probe did not run']),
    ];
    for (const img of document.images) {
      if (img.complete && img.naturalWidth === 0 && img.getClientRects().length > 0)
        problems.push(`broken image ${img.currentSrc || img.src}`);
    }
    if (document.documentElement.scrollWidth > innerWidth)
      problems.push(`sideways scroll: ${document.documentElement.scrollWidth}px in ${innerWidth}px`);
    return problems;
  });
}

/**
 * Every page at both widths, with one load: on a desktop first (its larger images), then narrowed to a phone
 * (the phone's own art-directed images load as it narrows), checked at each. Loading every page again at the
 * other width cost each engine about 40 s of the gate; a fresh phone load of every page is the Chromium tests'
 * (tests/e2e/a11y.spec.ts, at 360 px).
 */
export const pageJourneys: Journey[] = prerenderedPaths.map((path) => ({
  name: `${path} at desktop, then phone width: no script error, broken image or sideways scroll`,
  run: async (page: EnginePage, site: Site) => {
    await page.resize(DESKTOP.width, DESKTOP.height);
    await open(page, site, path);
    const atDesktop = await pageProblems(page);
    await page.resize(PHONE.width, PHONE.height);
    // (Script errors are recorded from the load on: those the desktop check reported are not repeated.)
    const atPhone = (await pageProblems(page)).filter((problem) => !atDesktop.includes(problem));
    const problems = [
      ...atDesktop.map((problem) => `at desktop width: ${problem}`),
      ...atPhone.map((problem) => `at phone width: ${problem}`),
    ];
    check(problems.length === 0, `${path}: ${problems.join('; ')}`);
  },
}));

/**
 * Offline reading after one visit: the site's server is stopped (no signal on a campus visit), and pages the
 * visitor never opened must still show, with their pictures. Runs last: the server stays down.
 */
export const offlineJourney: Journey = {
  name: 'after one visit, other pages read offline with their images',
  run: async (page, site) => {
    await page.resize(PHONE.width, PHONE.height);
    await open(page, site, '/');
    try {
      // The worker saves every image of the site in the background: about 3 s here, more on a busy machine.
      const started = Date.now();
      await waitLonger(
        30_000,
        page,
        'the site to be ready offline',
        () => document.documentElement.dataset.offlineReady === 'true',
      );
      console.log(`[offline] ready offline ${Date.now() - started} ms after hydration`);
    } catch (error) {
      // What the site logged says why (an image the worker could not save, say).
      const warnings = await page.evaluate(
        () => (window as unknown as { __probe: { warnings: string[] } }).__probe.warnings,
      );
      const worker = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const caches_ = await Promise.all(
          (await caches.keys()).map(async (name) => `${name}: ${(await (await caches.open(name)).keys()).length}`),
        );
        return (
          `installing ${registration?.installing?.state ?? 'none'}, active ${registration?.active?.state ?? 'none'}, ` +
          `waiting ${registration?.waiting?.state ?? 'none'}, ` +
          `controller ${navigator.serviceWorker.controller ? 'yes' : 'no'}; caches ${caches_.join(', ')}; ` +
          `document ${document.readyState}; hydrated ${document.documentElement.dataset.hydrated}`
        );
      });
      throw new Error(
        `${(error as Error).message}; the page warned: ${warnings.join('; ') || 'nothing'}; worker: ${worker}`,
      );
    }
    await site.stop();
    for (const path of ['/about/', '/admission/', '/gallery/']) {
      await page.goto(site.origin + path);
      await waitFor(
        page,
        `${path} offline`,
        () => document.documentElement.dataset.hydrated === 'true' && document.querySelectorAll('h1').length === 1,
      );
      const problems = await pageProblems(page);
      check(problems.length === 0, `${path} offline: ${problems.join('; ')}`);
    }
    await waitFor(
      page,
      'the gallery cards offline',
      () => document.querySelectorAll('.gallery-card__link img').length > 0,
    );
  },
};
