import { expect, test, type Page } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated } from '../helpers/page.ts';
import { breakpoints } from '../../src/ui/breakpoints.ts';
import { builtRoutes, headerRoutes } from '../../src/lib/routes.ts';
import { identity, siteWords } from '../helpers/content.ts';

const headerNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: /menu/i });

test.describe('every route', () => {
  // Each page served whole and hydrating cleanly: tests/e2e/a11y.spec.ts, "every page".
  test('an unknown address shows the branded not-found page with links onward', async ({ page }) => {
    const errors = collectErrors(page);
    const response = await gotoHydrated(page, '/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Admission' }).click();
    await expect(page).toHaveURL(/\/admission\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser logs the document's own (intended) 404 status; nothing else may fail.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test.describe(`header and footer at ${name} width (${width}px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the header is sticky and marks the current page', async ({ page }) => {
      await gotoHydrated(page, '/about');
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const box = await page.getByRole('banner').boundingBox();
      expect(box?.y).toBe(0);
      if (width < breakpoints.xl) await menuButton(page).click();
      const current = headerNav(page).getByRole('link', { name: 'About Us' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      expect(Number(await current.evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700);
      await expect(headerNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    });

    test('Get Connected opens the prefilled WhatsApp chat in a new tab', async ({ page }) => {
      await gotoHydrated(page, '/');
      if (width < breakpoints.xl) await menuButton(page).click();
      const link = headerNav(page).getByRole('link', { name: /Get Connected/ });
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(href.split('text=')[1] ?? '')).toMatch(/know more about your system/);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('the footer shows the right columns, contact links and socials', async ({ page }) => {
      await gotoHydrated(page, '/academic');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeVisible();
      const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
      await expect(quick).toHaveText([
        'Home',
        'About Us',
        'Academic',
        'Admission',
        'Work With Us',
        'Notices',
        'Search',
        'Wellbeing and Safety',
        'Privacy',
        'Accessibility',
      ]);
      await expect(quick.nth(2)).toHaveAttribute('aria-current', 'page');
      await expect(footer.locator('a[href^="tel:+91"]')).toHaveCount(2);
      await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(footer.locator('address')).toContainText(identity.address.postalCode);
      for (const social of ['Instagram', 'Facebook', 'Linkedin']) {
        const link = footer.getByRole('link', { name: new RegExp(social) });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const youtube = footer.getByRole('link', { name: /Youtube/ });
      const brands = footer.getByRole('region', { name: 'Our institutions' });
      if (width < 640) {
        await expect(youtube).toBeHidden();
        await expect(brands).toBeHidden();
      } else {
        await expect(youtube).toBeVisible();
        await expect(brands.getByRole('img')).toHaveCount(3);
      }
    });

    test('a link click lands at the top of the next page', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.getByRole('contentinfo').getByRole('link', { name: 'Admission' }).click();
      await expect(page).toHaveURL(/\/admission\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
}

for (const width of [WIDTHS.phone, WIDTHS.tablet]) {
  test.describe(`menu below the wide breakpoint (${width}px)`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('is a disclosure that opens and closes by button, outside click, Escape and link click', async ({ page }) => {
      await gotoHydrated(page, '/');
      const button = menuButton(page);
      const about = headerNav(page).getByRole('link', { name: 'About Us' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();

      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(about).toBeVisible();
      await button.click();
      await expect(about).toBeHidden();

      await button.click();
      await expect(about).toBeVisible();
      await page.mouse.click(width / 2, 880);
      await expect(about).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      await expect(about).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(about).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await about.click();
      await expect(page).toHaveURL(/\/about\/$/);
      await expect(about).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  });
}

test.describe('menu on large screens', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('shows every link inline with no toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(menuButton(page)).toBeHidden();
    // The registry's header rows with their menu names, in order (the names spelt out: tests/unit/header.test.tsx).
    const site = siteWords('en');
    const names = builtRoutes(headerRoutes, site.filledPages).map((route) => site.nav[route.key]);
    await expect(headerNav(page).getByRole('link')).toHaveText([...names, /Get Connected/]);
  });
});

test('the header fits on one line from a small laptop up, in both languages: a menu below 1280 px, links from it', async ({
  page,
}) => {
  for (const path of ['/about', '/ml/about']) {
    for (const width of [1024, breakpoints.xl - 1, breakpoints.xl, WIDTHS.desktop]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const fit = await page.evaluate(() => {
        const bar = document.querySelector('.site-header__bar') as HTMLElement;
        const shown = [
          ...bar.querySelectorAll<HTMLElement>(
            '.site-header__home, .site-header__link, .site-header__cta, .site-header__language, .site-header__toggle',
          ),
        ].filter((element) => element.offsetParent !== null);
        return {
          menu: shown.some((element) => element.classList.contains('site-header__toggle')),
          // One line each: no item is taller than the bar, and none reaches past the screen's edge.
          wrapped: shown
            .filter((element) => element.getBoundingClientRect().height > bar.clientHeight)
            .map((element) => element.textContent),
          beyond: shown
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth)
            .map((element) => element.textContent),
          sideways: document.documentElement.scrollWidth > window.innerWidth,
        };
      });
      expect(fit, `${path} at ${width}px`).toEqual({
        menu: width < breakpoints.xl,
        wrapped: [],
        beyond: [],
        sideways: false,
      });
    }
  }
});
