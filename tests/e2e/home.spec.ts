import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated, scrollSettled } from '../helpers/page.ts';
import { mouseDrag, touchSwipe } from '../helpers/gestures.ts';
import { identity } from '../helpers/content.ts';

const currentSlide = (page: Page) => page.getByRole('group', { name: /^\d of 6$/ });
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const LOCK_MS = 750;

test.describe('home, served HTML', () => {
  test('carries the hidden page title, the first hero image as LCP and every slide text', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/<h1 class="visually-hidden">[^<]*a residential school with moral and modern education<\/h1>/);
    const heroImages =
      html.match(/<img[^>]*class="[^"]*"[^>]*>|<img[^>]*>/g)?.filter((tag) => tag.includes('/media/hero')) ?? [];
    expect(heroImages).toHaveLength(1);
    expect(heroImages[0]?.toLowerCase()).toContain('fetchpriority="high"');
    expect(heroImages[0]).toContain('loading="eager"');
    for (const text of [
      'The best of boyhood for both worlds',
      'With NEET/JEE',
      'With CA &amp; CMA',
      'With UPSC/SSC',
      'Encompassing moral &amp; modern learnings',
      'Orientation towards a purposeful life and career',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Where Ambition Meets Opportunity');
    expect(html).toContain(`Why Choose ${identity.schoolName}`);
    expect(html).toContain('An Exclusive Higher Secondary Residential Campus for boys');
  });
});

test.describe('hero carousel on large screens', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('previous, next and dots move the slides and wrap at both ends, with a 750 ms lock', async ({ page }) => {
    const errors = collectErrors(page);
    // The page's clock runs as time does, and the lock is waited out by moving it on, not by sleeping.
    await page.clock.install();
    await gotoHydrated(page, '/');
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    await expect(currentSlide(page)).toContainText('The best of boyhood for both worlds');

    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('6 of 6');
    await page.clock.fastForward(LOCK_MS + 50);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');

    // A second press inside the lock is ignored; after it, input works again.
    await page.clock.fastForward(LOCK_MS + 50);
    const next = page.getByRole('button', { name: 'Next slide' });
    // Two presses in the same moment (two Playwright clicks can land more than 750 ms apart on a loaded machine:
    // a clean run failed so, twice).
    await next.evaluate((button: HTMLButtonElement) => {
      button.click();
      button.click();
    });
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
    await page.clock.fastForward(LOCK_MS + 50);
    await next.click();
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 6');

    await page.clock.fastForward(LOCK_MS + 50);
    await page.getByRole('button', { name: 'Show slide 4' }).click();
    await expect(currentSlide(page)).toHaveAccessibleName('4 of 6');
    await expect(currentSlide(page)).toContainText('Humanities');
    await expect(currentSlide(page)).toContainText('With UPSC/SSC');
    await expect(page.getByRole('button', { name: 'Show slide 4' })).toHaveAttribute('aria-current', 'true');
    const dotBox = await page.getByRole('button', { name: 'Show slide 4' }).boundingBox();
    expect(dotBox?.width).toBeGreaterThanOrEqual(24);
    expect(dotBox?.height).toBeGreaterThanOrEqual(24);

    // Hidden slides are hidden from assistive technology and from the tab order.
    await expect(page.locator('.hero__slide[aria-hidden="true"][inert]')).toHaveCount(5);
    expect(errors).toEqual([]);
  });

  test('a slide the browser snaps back on the way still arrives, and the dots agree with the row', async ({ page }) => {
    await gotoHydrated(page, '/');
    await hero(page).hover();
    // Firefox on a busy machine snapped the row back to where it was when the page's layout changed during the
    // slide (twice in the gate): the dots said 2 and the row showed 1. Here the page stands in for the browser.
    await page.evaluate(async () => {
      const row = document.querySelector<HTMLElement>('.hero__slides')!;
      document.querySelector<HTMLButtonElement>('button[aria-label="Next slide"]')!.click();
      await new Promise(requestAnimationFrame);
      row.scrollTo({ left: 0, behavior: 'instant' });
    });
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const row = document.querySelector<HTMLElement>('.hero__slides')!;
          return Math.round(row.scrollLeft / row.clientWidth);
        }),
      )
      .toBe(1);
  });

  test('advances by itself after 5 seconds', async ({ page }) => {
    // The page's clock, paused, and moved on only by the test: a busy machine cannot move the moment.
    await page.clock.install({ time: new Date('2026-06-01T09:00:00+05:30') });
    await page.clock.pauseAt(new Date('2026-06-01T09:00:01+05:30'));
    await page.mouse.move(5, 880);
    await page.goto('/');
    await expect
      .poll(async () => {
        await page.clock.runFor(50);
        return page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
      })
      .toBe(true);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    await page.clock.runFor(4400);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    await page.clock.runFor(700);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
  });

  test('stops rotating when paused, on hover and on keyboard focus', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.mouse.move(5, 880);

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 880);
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.mouse.move(5, 880);
    await page.clock.runFor(5_100);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');

    await hero(page).hover();
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
    await page.mouse.move(5, 880);

    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.clock.runFor(11_000);
    await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
    await page.keyboard.press('Enter');
    await expect(currentSlide(page)).toHaveAccessibleName('3 of 6');
  });
});

test.describe('hero carousel with reduced motion', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 }, reducedMotion: 'reduce' });

  test('does not rotate by itself, and its slides do not move', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await page.mouse.move(5, 880);
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(12_000);
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    const duration = await page
      .locator('.hero__slide')
      .first()
      .evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(parseFloat(duration)).toBeLessThan(0.01);
  });
});

// 412 px: the common Android phone's width, where a quick short swipe used to snap back.
for (const width of [412, WIDTHS.tablet]) {
  test.describe(`hero carousel on a ${width}px touch screen`, () => {
    test.use({ viewport: { width, height: 900 }, hasTouch: true, isMobile: width < 640 });

    test('swipes left for next and right for previous, with indicator dots', async ({ page }) => {
      const errors = collectErrors(page);
      await page.clock.install();
      await gotoHydrated(page, '/');
      await expect(page.getByRole('button', { name: 'Next slide' })).toBeHidden();
      await expect(page.getByRole('button', { name: /Show slide/ })).toHaveCount(0);
      await expect(page.locator('.hero__indicators li')).toHaveCount(6);
      await expect(page.getByRole('button', { name: /Pause slideshow|Play slideshow/ })).toBeVisible();

      const slides = page.locator('.hero__slides');
      const swipe = Math.round((await slides.boundingBox())!.width * 0.6);
      await touchSwipe(page, slides, -swipe);
      await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
      await expect(page.locator('.hero__indicators li').nth(1)).toHaveAttribute('data-active', 'true');
      await page.clock.fastForward(LOCK_MS + 50);
      await touchSwipe(page, slides, swipe);
      await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
      await page.clock.fastForward(LOCK_MS + 50);
      // At either end the app wraps round on any swipe over the 10 px threshold.
      await touchSwipe(page, slides, 120);
      await expect(currentSlide(page)).toHaveAccessibleName('6 of 6');

      // Under the 10 px threshold, or mostly vertical: no change.
      await page.clock.fastForward(LOCK_MS + 50);
      await touchSwipe(page, slides, -8);
      await expect(currentSlide(page)).toHaveAccessibleName('6 of 6');
      expect(errors).toEqual([]);
    });

    test('a quick 160 px swipe moves exactly one slide each way, every time', async ({ page }) => {
      await page.clock.install();
      await gotoHydrated(page, '/');
      const slides = page.locator('.hero__slides');
      test.slow();
      // Native snapping alone sent a short quick swipe back to where it started about one time in four.
      for (let i = 0; i < 3; i++) {
        await touchSwipe(page, slides, -160);
        await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
        await expect.poll(() => slides.evaluate((row) => Math.round(row.scrollLeft / row.clientWidth))).toBe(1);
        await page.clock.fastForward(LOCK_MS + 50);
        await touchSwipe(page, slides, 160);
        await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
        await expect.poll(() => slides.evaluate((row) => Math.round(row.scrollLeft / row.clientWidth))).toBe(0);
        await page.clock.fastForward(LOCK_MS + 50);
      }
      // A vertical swipe scrolls the page and leaves the slide alone.
      await touchSwipe(page, slides, 15, -200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Once the row has come to rest: a move the swipe set going would have shown by then.
      expect(await scrollSettled(slides)).toBe(0);
      await expect(currentSlide(page)).toHaveAccessibleName('1 of 6');
    });

    test('mouse drag works too', async ({ page }) => {
      await gotoHydrated(page, '/');
      await mouseDrag(page, page.locator('.hero__slides'), -80);
      await expect(currentSlide(page)).toHaveAccessibleName('2 of 6');
    });
  });
}
