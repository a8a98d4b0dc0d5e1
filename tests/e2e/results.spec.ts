/**
 * The results page on the fixture school (four years of results: tests/fixtures/fixture-entries.ts), in both
 * languages at phone and desktop widths: reached from the header, the last three years in full with their
 * toppers, the chart of every year's pass rates with each figure written beside its bar, the oldest year below,
 * axe clean. (Not built for a school with no results: tests/build/school-facts.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { pagePath } from '../../src/lib/routes.ts';
import { RESULTS } from '../fixtures/fixture-entries.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { collectErrors, gotoHydrated } from '../helpers/page.ts';

test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const words = {
  en: { menu: 'Menu', link: 'Results', year: 'Results of 2026', older: 'Earlier years', science: 'Science' },
  ml: { menu: 'മെനു', link: 'പരീക്ഷാഫലം', year: '2026 ലെ പരീക്ഷാഫലം', older: 'മുൻ വർഷങ്ങൾ', science: 'സയൻസ്' },
} as const;

for (const lang of ['en', 'ml'] as const)
  for (const width of [390, 1440])
    test(`${lang} at ${width} px: three years in full, the chart of pass rates, earlier years below`, async ({
      page,
    }) => {
      const errors = collectErrors(page);
      const w = words[lang];
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, pagePath('/', lang));
      // In the header once there is a year (the header is a menu at every width with this many pages).
      await page.getByRole('button', { name: w.menu }).click();
      await page.getByRole('banner').getByRole('link', { name: w.link, exact: true }).click();
      await expect(page).toHaveURL(pagePath('/results', lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.link);
      // The chart: one bar per year and stream, each with its figure written beside it (readable without colour).
      const bars = page.locator('.pass-chart g');
      await expect(bars).toHaveCount(Object.keys(RESULTS).length);
      await expect(page.locator('.pass-chart g[data-year="2026"][data-stream="science"]')).toContainText('97.6%');
      await expect(page.locator('.pass-chart g[data-year="2023"][data-stream="science"]')).toContainText('90%');
      // The last three years in full; 2023 in the table of earlier years.
      for (const year of [2026, 2025, 2024]) await expect(page.locator(`#results-${year}`)).toBeVisible();
      await expect(page.locator('#results-2023')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: w.older })).toBeVisible();
      await expect(page.locator('#results-older')).toContainText('27 / 30');
      const year = page.locator('#results-2026');
      await expect(year.getByRole('heading', { name: w.year })).toBeVisible();
      await expect(year.getByRole('row', { name: new RegExp(w.science) })).toContainText('99.25%');
      await expect(page.locator('#toppers-2026')).toContainText('Fixture Student A');
      // Student A's photo (the family gave one), drawn round at its size; Student B has none.
      const photo = page.locator('#toppers-2026 .topper__photo');
      await expect(photo).toHaveCount(1);
      await photo.scrollIntoViewIfNeeded();
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await expect(page.locator('#toppers-2026')).toContainText('Fixture Student B');
      expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
