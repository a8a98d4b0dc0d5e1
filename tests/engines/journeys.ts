/**
 * A visitor's journeys, written once for every engine driven through tests/engines/driver.ts. Each one
 * throws (with what it saw) when the site does not do what a parent would expect.
 */
import { prerenderedPaths } from '../../src/lib/routes.ts';
import type { EnginePage } from './driver.ts';
import type { Site } from './site.ts';

export interface Journey {
  name: string;
  run: (page: EnginePage, site: Site) => Promise<void>;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Poll `fn` in the page until it returns something truthy; fail with `what` after 10 s. */
export async function waitFor<T, A extends unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<T> {
  return waitLonger(10_000, page, what, fn, ...args);
}

/** As waitFor, for work that runs in the background after the page is ready (saving images, say). */
async function waitLonger<T, A extends unknown[]>(
  timeoutMs: number,
  page: EnginePage,
  what: string,
  fn: (...args: A) => T,
  ...args: A
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < until) {
    last = await page.evaluate(fn, ...args);
    if (last) return last;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)})`);
}

async function open(page: EnginePage, site: Site, path: string) {
  await page.goto(site.origin + path);
  await waitFor(page, `${path} to hydrate`, () => document.documentElement.dataset.hydrated === 'true');
}

const text = (page: EnginePage, selector: string) =>
  page.evaluate((s: string) => document.querySelector(s)?.textContent?.trim() ?? null, selector);

/** Mark the first element matching `selector` whose text contains `label`, so it can be clicked by selector. */
async function clickText(page: EnginePage, selector: string, label: string) {
  const found = await page.evaluate(
    (s: string, l: string) => {
      document.querySelector('[data-journey-target]')?.removeAttribute('data-journey-target');
      const element = [...document.querySelectorAll(s)].find(
        (el) => el.textContent?.includes(l) && (el as HTMLElement).offsetParent !== null,
      );
      element?.setAttribute('data-journey-target', '');
      return Boolean(element);
    },
    selector,
    label,
  );
  check(found, `no visible ${selector} with the text "${label}"`);
  await page.click('[data-journey-target]');
}

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
const routeJourneys: Journey[] = prerenderedPaths.map((path) => ({
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

export const journeys: Journey[] = [
  ...routeJourneys,
  {
    name: 'the phone menu opens and leads to a page',
    run: async (page, site) => {
      await page.resize(PHONE.width, PHONE.height);
      await open(page, site, '/');
      await page.click('button[popovertarget="site-nav"]');
      await waitFor(page, 'the menu to open', () => document.getElementById('site-nav')?.matches(':popover-open'));
      await clickText(page, '#site-nav a', 'Admission');
      await waitFor(
        page,
        'the Admission page',
        () => location.pathname === '/admission' && document.querySelector('h1')?.textContent === 'Admission',
      );
      check(
        !(await page.evaluate(() => document.getElementById('site-nav')?.matches(':popover-open'))),
        'the menu stayed open after a link',
      );
    },
  },
  {
    name: 'the hero moves to the next slide',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/');
      await page.click('button[aria-label="Next slide"]');
      await waitFor(
        page,
        'slide 2',
        () => document.querySelector('.hero__slide:not([aria-hidden])')?.getAttribute('aria-label') === '2 of 6',
      );
      await waitFor(page, 'the row to scroll to slide 2', () => {
        const row = document.querySelector('.hero__slides') as HTMLElement;
        return Math.round(row.scrollLeft / row.clientWidth) === 1;
      });
    },
  },
  {
    name: 'a stream tab switches the subjects',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/admission');
      check(
        (await text(page, '[role="tabpanel"][data-selected="true"] .subject-card')) === 'Physics',
        'Science is not shown first',
      );
      await clickText(page, '[role="tab"]', '+1 Commerce');
      await waitFor(
        page,
        'the Commerce subjects',
        () =>
          document.querySelector('[role="tabpanel"][data-selected="true"] .subject-card')?.textContent ===
          'Accountancy (With CA)',
      );
      const visible = await page.evaluate(
        () =>
          [...document.querySelectorAll('.subject-card')].filter((card) => (card as HTMLElement).offsetParent !== null)
            .length,
      );
      check(visible === 7, `${visible} subject cards are visible, not 7`);
    },
  },
  {
    name: 'the enquiry form shows its problems, and they go as the parent corrects them',
    run: async (page, site) => {
      await page.resize(PHONE.width, PHONE.height);
      await open(page, site, '/admission');
      await clickText(page, '.enquiry__form button', 'Send on WhatsApp');
      await waitFor(page, 'the problems', () => document.querySelectorAll('.enquiry__summary li').length === 3);
      const focused = await page.evaluate(() => document.activeElement?.id);
      check(focused === 'enquiry-parentName', `focus is on ${focused}, not the first field to fix`);
      const invalid = await page.evaluate(() =>
        [...document.querySelectorAll('[aria-invalid="true"]')].map((el) => el.id),
      );
      check(
        invalid.join() === 'enquiry-parentName,enquiry-studentName,enquiry-phone',
        `fields marked invalid: ${invalid.join()}`,
      );
      await page.click('#enquiry-parentName');
      await page.type('Abdul');
      await waitFor(
        page,
        'the parent’s name to be accepted',
        () => !document.getElementById('enquiry-parentName')?.hasAttribute('aria-invalid'),
      );
      await page.click('#enquiry-phone');
      await page.type('12345');
      await waitFor(page, 'the mobile number problem to say how to fix it', () =>
        /10-digit Indian mobile/.test(document.getElementById('enquiry-phone-problem')?.textContent ?? ''),
      );
    },
  },
  {
    name: 'the gallery viewer opens from a card, pages with the arrow keys and closes with Escape',
    run: async (page, site) => {
      await page.resize(DESKTOP.width, DESKTOP.height);
      await open(page, site, '/gallery');
      await waitFor(page, 'the gallery cards', () => document.querySelectorAll('.gallery-card__link').length > 0);
      await page.click('.gallery-card__link');
      await waitFor(
        page,
        'the viewer',
        () =>
          document.querySelector('dialog.viewer')?.hasAttribute('open') &&
          document.querySelector('.viewer__position')?.textContent?.startsWith('Photo 1 of'),
      );
      await page.press('ArrowRight');
      await waitFor(page, 'photo 2', () =>
        document.querySelector('.viewer__position')?.textContent?.startsWith('Photo 2 of'),
      );
      await page.press('ArrowLeft');
      await page.press('ArrowLeft');
      await waitFor(page, 'the last photo (wrapping round)', () => {
        const [, n, count] =
          /Photo (\d+) of (\d+)/.exec(document.querySelector('.viewer__position')?.textContent ?? '') ?? [];
        return n !== undefined && n === count;
      });
      await page.press('Escape');
      await waitFor(
        page,
        'the viewer to close',
        () => !document.querySelector('dialog.viewer') && location.pathname === '/gallery',
      );
      const problems = await page.evaluate(
        () => (window as unknown as { __probe: { errors: string[] } }).__probe.errors,
      );
      check(problems.length === 0, problems.join('; '));
    },
  },
];

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
        return `installing ${registration?.installing?.state ?? 'none'}, active ${registration?.active?.state ?? 'none'}, waiting ${registration?.waiting?.state ?? 'none'}, controller ${navigator.serviceWorker.controller ? 'yes' : 'no'}; caches ${caches_.join(', ')}; document ${document.readyState}; hydrated ${document.documentElement.dataset.hydrated}`;
      });
      throw new Error(
        `${(error as Error).message}; the page warned: ${warnings.join('; ') || 'nothing'}; worker: ${worker}`,
      );
    }
    await site.stop();
    for (const path of ['/about', '/admission', '/gallery']) {
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
