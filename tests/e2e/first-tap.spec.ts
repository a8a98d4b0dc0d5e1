/**
 * Tapping like an impatient parent: at first paint, or right after `load`, long before the app has hydrated,
 * with the CPU slowed 4x. Every control either answers natively at once, or its tap is held and takes effect
 * once the app has started. Each test checks that its tap really landed before hydration.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdApp, gotoFirstPaint, isHydrated, slowPhone, waitForHydration } from '../helpers/first-tap.ts';
import { touchSwipe, touchSwipeInHalves } from '../helpers/gestures.ts';
import { WIDTHS, nextFrames, scrollSettled } from '../helpers/page.ts';
import { identity } from '../helpers/content.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

/** Load `path` with the app held back, do `act` right after `load`, check it was before hydration, then let the app start. */
async function actBeforeHydration(page: Page, path: string, act: () => Promise<void>) {
  const app = await holdApp(page, path);
  await slowPhone(page, { network: false });
  await page.goto(path, { waitUntil: 'load' });
  await act();
  expect(await isHydrated(page), 'the tap landed before hydration').toBe(false);
  app.release();
  await waitForHydration(page);
}

test.describe('on a phone (4x CPU, slow 4G)', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu answers a tap at first paint, before any script, and leads to a page', async ({ page }) => {
    // The app is never let in: the whole visit is made before any script.
    await holdApp(page, '/');
    await slowPhone(page);
    await gotoFirstPaint(page, '/');
    await menuButton(page).tap();
    // No dead window: the menu is open the moment it is tapped, while the app has not even loaded.
    const state = await page.evaluate(() => ({
      open: document.getElementById('site-nav')?.matches(':popover-open'),
      hydrated: document.documentElement.dataset.hydrated === 'true',
    }));
    expect(state).toEqual({ open: true, hydrated: false });
    const about = nav(page).getByRole('link', { name: 'About Us' });
    await expect(about).toBeVisible();
    await about.tap();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${identity.schoolName}`);
  });

  test('Get Connected in the phone menu opens the chat at first paint', async ({ page, context }) => {
    await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'chat' }));
    await holdApp(page, '/admission');
    await slowPhone(page);
    await gotoFirstPaint(page, '/admission');
    await menuButton(page).tap();
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      nav(page)
        .getByRole('link', { name: /Get Connected/ })
        .tap(),
    ]);
    expect(chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=Hello/);
    expect(await isHydrated(page)).toBe(false);
  });

  test('a stream chosen in the dropdown right after load is the one shown', async ({ page }) => {
    await actBeforeHydration(page, '/admission', async () => {
      await page.getByRole('combobox', { name: 'Stream' }).selectOption('humanities');
    });
    await expect(page.getByRole('combobox', { name: 'Stream' })).toHaveValue('humanities');
    await expect(page.getByRole('tabpanel').locator('.subject-card').first()).toHaveText('History');
  });
});

test.describe('on a tablet (4x CPU)', () => {
  test.use({ viewport: { width: WIDTHS.tablet, height: 900 } });

  test('a stream tab clicked right after load is selected once the app starts', async ({ page }) => {
    await actBeforeHydration(page, '/admission', async () => {
      await page.getByRole('tab', { name: '+1 Commerce' }).click();
    });
    await expect(page.getByRole('tab', { name: '+1 Commerce' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').locator('.subject-card').first()).toHaveText('Accountancy (With CA)');
  });

  test('arrow keys pressed on the stream tabs right after load move the selection', async ({ page }) => {
    await actBeforeHydration(page, '/admission', async () => {
      await page.getByRole('tab', { name: '+1 Science' }).focus();
      await page.keyboard.press('ArrowLeft');
    });
    const humanities = page.getByRole('tab', { name: '+1 Humanities' });
    await expect(humanities).toHaveAttribute('aria-selected', 'true');
    await expect(humanities).toBeFocused();
    await expect(page.getByRole('tabpanel').locator('.subject-card').first()).toHaveText('History');
  });
});

test.describe('on a desktop (4x CPU)', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test("the hero's next button clicked right after load shows the next slide", async ({ page }) => {
    await actBeforeHydration(page, '/', async () => {
      await page.getByRole('button', { name: 'Next slide' }).click();
    });
    await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveAccessibleName('2 of 6');
    await expect
      .poll(() => page.locator('.hero__slides').evaluate((row) => Math.round(row.scrollLeft / row.clientWidth)))
      .toBe(1);
  });

  // The race that lost a click: one made while React is still hydrating (not before it starts) must be held
  // too, and take effect exactly once. Three moments: first paint, load, and the app's start module arriving.
  for (const moment of ['first paint', 'load', 'the app starting'] as const) {
    test(`the hero's next button clicked at ${moment} moves exactly one slide`, async ({ page }) => {
      await slowPhone(page, { network: false });
      const starting = page.waitForRequest(/\/assets\/start-[^/]+\.js$/);
      await page.goto('/', { waitUntil: moment === 'load' ? 'load' : 'commit' });
      if (moment === 'the app starting') await starting;
      const next = page.getByRole('button', { name: 'Next slide' });
      await next.click();
      await waitForHydration(page);
      await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveAccessibleName('2 of 6');
      await expect
        .poll(() => page.locator('.hero__slides').evaluate((row) => Math.round(row.scrollLeft / row.clientWidth)))
        .toBe(1);
      // Not played twice (by React and again from the hold): still the second slide once the held taps have been
      // replayed (as the app marks itself hydrated) and drawn.
      await nextFrames(page);
      await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveAccessibleName('2 of 6');
      const row = page.locator('.hero__slides');
      await scrollSettled(row);
      expect(await row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth))).toBe(1);
    });
  }

  test('the search opens and takes what is typed right after load; the app finds it once it starts', async ({
    page,
  }) => {
    const header = page.getByRole('banner');
    await actBeforeHydration(page, '/', async () => {
      // A native popover: open, with its field focused, before any script.
      await page.getByRole('button', { name: 'Search the site' }).click();
      await page.keyboard.type('offline');
    });
    const field = header.getByRole('searchbox', { name: 'Search the site' });
    await expect(field).toHaveValue('offline');
    await expect(header.getByRole('status')).toHaveText(/found$/);
    await expect(header.locator('.search__title').first()).toBeVisible();
  });

  test('on the search page, what is typed right after load stays when the app starts, over the address’s query', async ({
    page,
  }) => {
    // Where the header's search lands without JavaScript, or a shared link: the served field is empty.
    const field = page.getByRole('main').getByRole('searchbox');
    await actBeforeHydration(page, '/search/?q=uniform', async () => {
      await field.click();
      await page.keyboard.type('fees');
    });
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/found$/);
    await expect(field).toHaveValue('fees');
  });

  test('a things-to-know entry clicked right after load is selected', async ({ page }) => {
    await actBeforeHydration(page, '/', async () => {
      await page.getByRole('tab', { name: `Why Choose ${identity.schoolName}` }).click();
    });
    await expect(page.getByRole('tab', { name: `Why Choose ${identity.schoolName}` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: `Why Choose ${identity.schoolName}` })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'What & Why' })).toBeHidden();
  });

  test('carousel arrows clicked right after load move their rows', async ({ page }) => {
    await actBeforeHydration(page, '/academic', async () => {
      await page.getByRole('button', { name: 'Next division' }).click();
      await page.getByRole('button', { name: 'Next add-ons' }).click();
    });
    await expect(page.locator('.loop-carousel__item[data-active]')).toContainText('Learn. Bond. Shine');
    const addOns = page.getByRole('region', { name: 'Add-on programmes' });
    await expect.poll(() => addOns.evaluate((row) => row.scrollLeft)).toBeGreaterThan(300);
  });
});

// The common Android phone's width: a quick, short swipe there is under half a slide, and native snapping alone
// sometimes took it back to the first slide.
test.describe('on a 412 px phone (4x CPU)', () => {
  test.use({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true });

  test('a quick 160 px swipe on the hero at first paint shows the next slide, exactly once', async ({ page }) => {
    const app = await holdApp(page, '/');
    await slowPhone(page, { network: false });
    await gotoFirstPaint(page, '/');
    const row = page.locator('.hero__slides');
    const shown = () => row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth));
    await touchSwipe(page, row, -160);
    await expect.poll(shown).toBe(1);
    expect(await isHydrated(page), 'the swipe landed before hydration').toBe(false);
    app.release();
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveAccessibleName('2 of 6');
    // Not moved twice (by the browser and again by the page): still the second slide once the row has come to rest.
    await nextFrames(page);
    await scrollSettled(row);
    expect(await shown()).toBe(1);
    await expect(page.getByRole('group', { name: /^\d of 6$/ })).toHaveAccessibleName('2 of 6');
  });

  // The finger goes down before the app has taken over the hero and lifts after: the early handler saw the swipe
  // begin, the app never did. Twelve loads in a row, each moving the slide: before its fix (0b14f23) the swipe stayed
  // on the first slide in 11 loads of 20, so twelve find such a fault with all but certainty (thirty, as the test
  // first had, cost the gate a minute of its time for nothing more).
  test('a 160 px swipe begun before the app starts and ended after it shows the next slide, every time', async ({
    page,
  }) => {
    // Twelve loads of the home page on a slowed phone: about 3 s each here, up to twice that under the gate's load.
    test.setTimeout(150_000);
    for (let load = 1; load <= 12; load++) {
      const app = await holdApp(page, '/');
      await slowPhone(page, { network: false });
      await gotoFirstPaint(page, '/');
      const row = page.locator('.hero__slides');
      const swipe = await touchSwipeInHalves(page, row, -160);
      app.release();
      // The finger lifts the moment the app has taken over, while the slowed phone is still busy with what the
      // app does next (as the common case is: the swipe's end lands in that work).
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        polling: 10,
      });
      await swipe.finish();
      await waitForHydration(page);
      await expect(page.getByRole('group', { name: /^\d of 6$/ }), `load ${load}`).toHaveAccessibleName('2 of 6');
      await scrollSettled(row);
      expect(
        await row.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)),
        `load ${load}`,
      ).toBe(1);
      await page.unrouteAll();
    }
  });
});
