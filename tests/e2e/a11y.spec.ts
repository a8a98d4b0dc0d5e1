import { expect, test, type Page } from '@playwright/test';
import { prerenderedPaths, splitPath } from '../../src/lib/routes.ts';
import { WIDTHS, animationsDone, collectErrors, gotoHydrated } from '../helpers/page.ts';
import { breakpoints } from '../../src/ui/breakpoints.ts';
import { identity } from '../helpers/content.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { scrollThrough } from '../helpers/reveal.ts';
import { MAX_LAYOUT_SHIFT, layoutShift, recordLayoutShift } from '../helpers/layout-shift.ts';

/**
 * Scroll through the page so every scroll-reveal starts (two frames at each stop: one for the intersection to be
 * seen, one for the fade it starts), wait for anything still loading (the gallery's list), then for every fade
 * and transition to finish, so axe judges the colours a reader sees. No fixed pause: it waits for what it names.
 */
async function settle(page: Page) {
  await page.evaluate(scrollThrough);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await animationsDone(page);
}

/** Share of the letters in `text` that are Malayalam. */
const malayalamShare = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (text.match(/[\u0D00-\u0D7F]/g)?.length ?? 0) / Math.max(letters.length, 1);
};

/** Images that are shown but did not load (after settle() has scrolled through the page). */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    [...document.images]
      .filter((img) => img.complete && img.naturalWidth === 0 && img.checkVisibility())
      .map((img) => img.src),
  );

/**
 * Every page, once each: served whole (prerendered, in its language, no inline script), hydrated without a
 * console error, every image loaded, nothing scrolling sideways on a 360 px phone, and no axe violation on
 * that phone or on a desktop (the page is judged at each width in turn, with one load).
 */
test.describe('every page, in both languages', () => {
  for (const path of [...prerenderedPaths, '/no-such-page']) {
    test(`${path}: served whole, hydrates cleanly, fits 360 px and passes axe (WCAG 2.2 AA) at 360 and 1440 px`, async ({
      page,
      request,
    }) => {
      const { lang } = splitPath(path);
      const served = await request.get(path);
      expect(served.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const html = await served.text();
      // The page itself is in <main> of the served HTML (not outlined for a script to move in later)...
      expect(html).toMatch(/<main[^>]*>(?:(?!<\/main>)[\s\S])*<h1[\s>]/);
      expect(html).not.toContain('<template id="B:');
      // ...and there is no inline script to run: only our own files and data (the JSON-LD, the page's own lists).
      expect(html.match(/<script(?![^>]*(?:src="\/assets\/|type="application\/(?:ld\+)?json"))[^>]*>/g)).toBeNull();
      expect(html).toContain(`<html lang="${lang}">`);
      if (lang === 'ml') {
        const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
        expect(malayalamShare(main.replace(/<[^>]+>/g, ' ')), 'share of Malayalam letters in <main>').toBeGreaterThan(
          0.8,
        );
      }

      const errors = collectErrors(page);
      await recordLayoutShift(page);
      await page.setViewportSize({ width: 360, height: 800 });
      await gotoHydrated(page, path);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main')).toHaveCount(1);
      await settle(page);
      expect(await brokenImages(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'page width at 360 px',
      ).toBeLessThanOrEqual(360);
      const found = { phone: await axe(page), desktop: [] as string[] };
      // Loaded again on a desktop: how far it shifts there (Lighthouse measures the phone), and axe.
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await page.reload();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await settle(page);
      const shift = await layoutShift(page);
      expect(shift.total, `layout shift at 1440 px: ${shift.moved.join('; ')}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
      found.desktop = await axe(page);
      expect(found).toEqual({ phone: [], desktop: [] });
      expect(errors.filter((e) => !(path === '/no-such-page' && e.includes('404')))).toEqual([]);
    });
  }
});

test.describe('axe, WCAG 2.2 AA, with the menu and the gallery viewer open', () => {
  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`the open menu and the open gallery viewer have no violations at ${name} width (${width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/gallery');
      await settle(page);
      if (width < breakpoints.xl) {
        await page.getByRole('button', { name: 'Menu' }).click();
        expect(await axe(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('link', { name: /The campus, in drawings/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      expect(await axe(page)).toEqual([]);
    });
  }
});

test.describe('keyboard only', () => {
  test('the menu opens, walks and closes by keyboard, with visible focus', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: `${identity.schoolName} home` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'മലയാളം' })).toBeFocused();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeFocused();
    expect(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // On a phone the menu starts with the search field (and its button), then the links.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('the hero, the FAQ and the gallery viewer work from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('group', { name: /of 6$/ })).toHaveAccessibleName('2 of 6');

    await gotoHydrated(page, '/about');
    await page.locator('summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Higher Secondary in Science, Commerce and Humanities')).toBeVisible();

    await gotoHydrated(page, '/gallery');
    const card = page.getByRole('link', { name: /Everyday life, in drawings/ });
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.viewer__position')).toHaveText('Photo 2 of 6');
    await page.keyboard.press('Escape');
    await expect(card).toBeFocused();
  });

  test('focus is never hidden under the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 700 });
    await gotoHydrated(page, '/about');
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Shift+Tab backwards through the page: each focused control must be in view below the header.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      const box = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el.closest('header')) return null;
        const rect = el.getBoundingClientRect();
        return { top: rect.top, bottom: rect.bottom };
      });
      if (box) expect(box.bottom).toBeGreaterThan(headerBottom);
    }
  });
});

test('every button and menu link is at least 24 by 24 px', async ({ page }) => {
  for (const [width, path] of [
    [WIDTHS.phone, '/'],
    [WIDTHS.desktop, '/'],
    [WIDTHS.desktop, '/academic'],
    [WIDTHS.phone, '/admission'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, path);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, nav a, summary, select')]
        .filter((el) => el.checkVisibility())
        .map((el) => ({
          el: el.getAttribute('aria-label') ?? el.textContent?.trim(),
          ...el.getBoundingClientRect().toJSON(),
        }))
        .filter((r) => r.width < 24 || r.height < 24),
    );
    expect(small, `${path} at ${width}px`).toEqual([]);
  }
});
