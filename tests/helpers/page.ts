import { expect, type Locator, type Page } from '@playwright/test';

export const WIDTHS = { phone: 390, tablet: 820, desktop: 1440 } as const;
export type WidthName = keyof typeof WIDTHS;

/** Record console errors and uncaught exceptions for the life of the page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Wait until React has hydrated the served HTML (the layout marks <html> once it has run its effects). */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}

/** Whether an image has loaded and decoded to something. */
export const imageLoaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0);

/** Wait until fades and transitions have finished (endless ones aside), so what is judged is what a reader sees. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** Two frames drawn: what the page did in answer to the last event (a replayed tap, a handler's focus) has rendered. */
export async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/**
 * Waits until a scrolling row has come to rest (smooth scrolling and snapping settle within a second: its position
 * no longer changes between two looks), and returns where.
 */
export async function scrollSettled(row: Locator): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await row.evaluate((el) => el.scrollLeft);
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [150, 150, 150, 150, 300] },
    )
    .toBe(true);
  return last;
}
