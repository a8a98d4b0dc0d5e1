import type { CDPSession, Page } from '@playwright/test';

const throttled = new WeakMap<Page, CDPSession>();

/**
 * An impatient parent on a mid-range phone: the CPU slowed 4x (Chromium's CPU throttle) and, unless told
 * otherwise, a slow 4G connection (150 ms latency, 200 KB/s down). The CPU is slowed until the app has
 * hydrated (`waitForHydration`).
 */
export async function slowPhone(page: Page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  throttled.set(page, cdp);
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 204_800,
      uploadThroughput: 96_000,
    });
  }
  return cdp;
}

/**
 * Hold back the app's code (everything the entry module loads after the page) until `release()`, so a tap made
 * at first paint or right after `load` certainly lands before hydration, however fast or loaded this machine
 * is, and the app arrives the moment the tap is done (no fixed wait). The entry module and what the page's
 * HTML preloads for it arrive as usual. A test that never releases never hydrates, and fails.
 */
export async function holdApp(page: Page, path: string): Promise<{ release: () => void }> {
  const html = await (await page.request.get(path)).text();
  const entry = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!entry.has(new URL(route.request().url()).pathname)) await released;
    await route.continue();
  });
  return { release };
}

/** Navigate and return as soon as the page has painted (first contentful paint), long before hydration. */
export async function gotoFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 10,
  });
}

export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Wait until the app has hydrated; then the CPU runs at full speed again. The race a test is about (a tap
 * before or during hydration) is over by then, and what is left is to check the outcome. Chromium slows a
 * page by spinning its main thread, so a slowed page burns a core even while idle (an idle /about: 0.9 of a
 * core, against 0.02 unslowed), and the two test workers share two cores.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
    timeout: 20_000,
  });
  await throttled.get(page)?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}
