/**
 * What every journey (./journeys.ts) is written with: its shape, the two widths, checks that throw with what they
 * saw, waits that poll the page, and opening a page until the app has started.
 */
import type { EnginePage } from './driver.ts';
import type { Site } from './site.ts';

export interface Journey {
  name: string;
  run: (page: EnginePage, site: Site) => Promise<void>;
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

export function check(condition: unknown, message: string): asserts condition {
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
export async function waitLonger<T, A extends unknown[]>(
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

export async function open(page: EnginePage, site: Site, path: string) {
  await page.goto(site.origin + path);
  await waitFor(page, `${path} to hydrate`, () => document.documentElement.dataset.hydrated === 'true');
}
