/** The page while it loads: before the stylesheet, before the app asks for its files, and an install offer that comes late (the shell once loaded: ./shell.spec.ts). */
import { statSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { WIDTHS, gotoHydrated } from '../helpers/page.ts';
import { slowPhone, waitForHydration } from '../helpers/first-tap.ts';

test.describe('before the stylesheet is in', () => {
  const STYLESHEET = /\/assets\/style-[^/]+\.css$/;
  const contentShown = (page: Page) => page.evaluate(() => document.querySelector('main')!.checkVisibility());

  test('the parsed page is skipped, so a resize or a finger lays out an empty box, not the page unstyled', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(STYLESHEET, async (route) => {
      await held;
      await route.continue();
    });
    const loading = page.goto('/ml/gallery');
    await page.locator('footer').waitFor({ state: 'attached' });
    // The whole page is parsed; what makes the browser lay it out now (a resize, a pointer over it) finds
    // nothing to lay out: the content box is empty.
    await page.setViewportSize({ width: WIDTHS.phone, height: 700 });
    await page.mouse.move(100, 300);
    expect(await contentShown(page)).toBe(false);
    expect(await page.evaluate(() => document.getElementById('root')!.getBoundingClientRect().height)).toBe(0);
    release();
    await loading;
    expect(await contentShown(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [failure, fail] of [
    ['does not arrive', (route: Route) => route.abort()],
    ['is not found', (route: Route) => route.fulfill({ status: 404, body: 'Not found' })],
  ] as const) {
    test(`if the stylesheet ${failure}, the content is shown unstyled, not hidden`, async ({ page }) => {
      await page.route(STYLESHEET, fail);
      await page.goto('/ml/about');
      await expect.poll(() => contentShown(page)).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});

test('the app asks for its files only once the first screen, its image included, is painted', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.phone, height: 844 });
  await slowPhone(page, { network: false });
  // The banner arrives last, after the first paint, as on a slow connection: the load event comes with it, and
  // the banner reaches the screen only once it has been decoded, a frame or more later.
  await page.route(/\/media\/admissionBanner/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/admission', { waitUntil: 'load' });
  await waitForHydration(page);
  const { largest, appAsked } = await page.evaluate(
    () =>
      new Promise<{ largest: { element: string; at: number }; appAsked: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const last = entries.at(-1)!;
          // The app's files: every script but the one the page itself names (the entry).
          const named = new Set([...document.scripts].map((script) => script.src));
          const app = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js') && !named.has(entry.name));
          resolve({
            largest: { element: last.element?.tagName ?? '', at: last.startTime },
            appAsked: Math.min(...app.map((entry) => entry.startTime)),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest.element).toBe('IMG');
  expect(Number.isFinite(appAsked), 'the app asked for its files').toBe(true);
  expect(appAsked).toBeGreaterThanOrEqual(largest.at);
});

test("the page's own code and words are asked for beside the shell's, not once the shell has run", async ({ page }) => {
  // The shell's largest file held for a while, as on a slow connection: a page that asked for its own code only once
  // the shell had run (two round trips) would ask that much later.
  const HELD_MS = 1500;
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HELD_MS));
    await route.continue();
  });
  const asked = new Map<string, number[]>();
  page.on('request', (request) => {
    const file = /\/assets\/([\w-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (file) asked.set(file, [...(asked.get(file) ?? []), Date.now()]);
  });
  await gotoHydrated(page, '/ml/about');
  const first = (file: string) => asked.get(file)?.[0] ?? Number.NaN;
  for (const file of ['about-page', 'about', 'site']) {
    expect(first(file) - first('app'), `${file} asked for with the shell`).toBeLessThan(HELD_MS / 2);
    // Fetched once: the app's own import found it fetched.
    expect(asked.get(file), file).toHaveLength(1);
  }
});

test('an install offer that arrives long after the app started shows Install, once', async ({ page }) => {
  await gotoHydrated(page, '/');
  // Long after: the app has fetched all it fetches once started (its prompts among them).
  await page.waitForLoadState('networkidle');
  // Chromium offers installation when the worker is ready: on a first visit, well after hydration.
  await page.evaluate(() => {
    const offer = (n: number) =>
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        platforms: ['web'],
        prompt: async () => void ((window as unknown as { prompted: number[] }).prompted ??= []).push(n),
        userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
      });
    window.dispatchEvent(offer(1));
    window.dispatchEvent(offer(2));
  });
  const install = page.getByRole('button', { name: 'Install', exact: true });
  await expect(install).toHaveCount(1);
  await expect(install).toBeVisible();
  await install.click();
  // The latest offer is the one used.
  await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number[] }).prompted)).toEqual([2]);
});

test('the page and its code arrive as the build compressed them, as `npm start` sends them', async ({ page }) => {
  // Each response's headers and size are read as it finishes, and all of them before the page closes.
  const reading: Promise<{ path: string; encoding?: string; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() !== 'document' && !path.endsWith('.js')) return;
    reading.push(
      (async () => ({
        path,
        encoding: (await (await request.response())?.allHeaders())?.['content-encoding'],
        bytes: (await request.sizes()).responseBodySize,
      }))(),
    );
  });
  await gotoHydrated(page, '/ml/admission/');
  await page.waitForLoadState('networkidle');
  const sent = await Promise.all(reading);
  expect(sent.filter(({ path }) => path.endsWith('.js')).length).toBeGreaterThan(4);
  for (const { path, encoding, bytes } of sent) {
    const file = `dist${path.endsWith('/') ? `${path}index.html` : path}.br`;
    // Brotli at 11, written by the build (scripts/build/precompress.ts), byte for byte.
    expect({ path, encoding, bytes }).toEqual({ path, encoding: 'br', bytes: statSync(file).size });
  }
});
