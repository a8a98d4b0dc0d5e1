import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { prerenderedPaths } from '../../src/lib/routes.ts';
import { WIDTHS, gotoHydrated } from '../helpers/page.ts';
import { breakpoints } from '../../src/ui/breakpoints.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Wait until fades and transitions have finished (endless ones aside), so axe judges the final colours. */
async function animationsDone(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

// Let scroll-reveal and fade-ins finish, so axe judges the colours a reader sees.
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForTimeout(600);
  await animationsDone(page);
}

for (const [name, width] of Object.entries(WIDTHS)) {
  test.describe(`axe, WCAG 2.2 AA, at ${name} width (${width}px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of [...prerenderedPaths, '/no-such-page']) {
      test(`${path} has no violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await settle(page);
        expect(await axe(page)).toEqual([]);
      });
    }

    test('the open menu and the open gallery viewer have no violations', async ({ page }) => {
      await gotoHydrated(page, '/gallery');
      await settle(page);
      if (width < breakpoints.xl) {
        await page.getByRole('button', { name: 'Menu' }).click();
        await animationsDone(page);
        expect(await axe(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('link', { name: /Campus Life/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle(page);
      expect(await axe(page)).toEqual([]);
    });
  });
}

test.describe('keyboard only', () => {
  test('the menu opens, walks and closes by keyboard, with visible focus', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'EdMOUNT home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'മലയാളം' })).toBeFocused();
    await page.keyboard.press('Tab');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeFocused();
    expect(await toggle.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
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
    const card = page.getByRole('link', { name: /Science Fair/ });
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
  for (const [width, path] of [[WIDTHS.phone, '/'], [WIDTHS.desktop, '/'], [WIDTHS.desktop, '/academic'], [WIDTHS.phone, '/admission']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, path);
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, nav a, summary, select')]
        .filter((el) => el.checkVisibility())
        .map((el) => ({ el: el.getAttribute('aria-label') ?? el.textContent?.trim(), ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.width < 24 || r.height < 24),
    );
    expect(small, `${path} at ${width}px`).toEqual([]);
  }
});
