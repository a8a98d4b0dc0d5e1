import type { Locator, Page } from '@playwright/test';

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
