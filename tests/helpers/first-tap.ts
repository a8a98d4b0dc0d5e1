import type { Page } from '@playwright/test';

/**
 * An impatient parent on a mid-range phone: the CPU slowed 4x (Chromium's CPU throttle) and, unless told
 * otherwise, a slow 4G connection (150 ms latency, 200 KB/s down).
 */
export async function slowPhone(page: Page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 });
  }
  return cdp;
}

/**
 * Hold back the app's code (everything the entry module loads after the page) by `ms`, so a tap made at first
 * paint or right after `load` certainly lands before hydration, however fast this machine is. The entry module
 * and what the page's HTML preloads for it arrive as usual.
 */
export async function delayApp(page: Page, path: string, ms: number) {
  const html = await (await page.request.get(path)).text();
  const entry = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    if (!entry.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Navigate and return as soon as the page has painted (first contentful paint), long before hydration. */
export async function gotoFirstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { polling: 10 });
}

export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 });
