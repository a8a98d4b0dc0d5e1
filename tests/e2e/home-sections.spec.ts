/** The home page below the hero: things to know, a layout that holds still, and the hero's later photos left for later (the hero: ./home.spec.ts). */
import { expect, test } from '@playwright/test';
import { WIDTHS, gotoHydrated, nextFrames } from '../helpers/page.ts';
import { identity, pageWords } from '../helpers/content.ts';

test.describe('things to know on large screens', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('selects one entry at a time with click and arrow keys', async ({ page }) => {
    await gotoHydrated(page, '/');
    const whatWhy = page.getByRole('tab', { name: 'What & Why' });
    const whyChoose = page.getByRole('tab', { name: `Why Choose ${identity.schoolName}` });
    await expect(whatWhy).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'What & Why' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: `Why Choose ${identity.schoolName}` })).toBeHidden();

    await whyChoose.click();
    await expect(whyChoose).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: `Why Choose ${identity.schoolName}` })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'What & Why' })).toBeHidden();
    await whyChoose.click();
    await expect(whyChoose).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowLeft');
    await expect(whatWhy).toHaveAttribute('aria-selected', 'true');
    await expect(whatWhy).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(whyChoose).toBeFocused();
    await expect(
      page.getByText("I'm growing stronger every day with deep roots in knowledge and values"),
    ).toBeVisible();
  });
});

test.describe('things to know on smaller screens', () => {
  test('tablet stacks both texts', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
    await gotoHydrated(page, '/');
    await expect(page.getByRole('tab')).toHaveCount(0);
    const panels = page.locator('.things__panel');
    await expect(panels.nth(0)).toBeVisible();
    await expect(panels.nth(1)).toBeVisible();
    const [a, b] = [await panels.nth(0).boundingBox(), await panels.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  });

  test('phone shows a sideways-scrolling row of cards', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 900 });
    await gotoHydrated(page, '/');
    const row = page.locator('.things__panels');
    const panels = page.locator('.things__panel');
    const [a, b] = [await panels.nth(0).boundingBox(), await panels.nth(1).boundingBox()];
    expect(Math.abs(b!.y - a!.y)).toBeLessThan(2);
    expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await row.evaluate((el) => el.scrollBy({ left: 1000, behavior: 'instant' }));
    await expect.poll(() => row.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('layout stability', () => {
  test('no horizontal page scroll at 360 px and no layout shift while hydrating', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/');
    // What the app adds once hydrated (the hero's other slides, the notices) has come and been drawn.
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThanOrEqual(0.02);
  });
});

/** The images of the hero's slides after the first, as the page names them (`/media/heroScience-1600.avif`). */
const laterSlideImages = pageWords('home', 'en')
  .hero.slides.slice(1)
  .flatMap((slide) => [slide.image, slide.phoneImage]);

for (const width of [412, WIDTHS.desktop]) {
  test(`at ${width}px no hidden slide's image is fetched before the page's load event`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/');
    // By now the neighbours have loaded, ready for auto-advance; none before load.
    await expect
      .poll(() =>
        page.evaluate(
          () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/media/hero')).length,
        ),
      )
      .toBeGreaterThan(1);
    const fetched = await page.evaluate(() => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .map((e) => ({ name: new URL(e.name).pathname, early: e.startTime < load }));
    });
    const names = (list: typeof fetched) =>
      list.map((e) => e.name).filter((name) => laterSlideImages.some((image) => name.startsWith(`/media/${image}-`)));
    expect(names(fetched.filter((e) => e.early)), 'fetched before load').toEqual([]);
    expect(names(fetched).length, 'the next slide is ready').toBeGreaterThan(0);
  });
}
