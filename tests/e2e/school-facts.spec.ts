/**
 * The places for the school's own facts, filled in from a test's own copy (tests/fixtures/school-facts.ts) and
 * built as the school's site would be (tests/fixtures/fixture-site.ts): how to apply with the days left, the
 * fees, residential life in the header, the wellbeing contacts; in both languages, on a phone and a desktop,
 * with axe, without JavaScript, and offline after one visit. (With the sample content none of them is built:
 * tests/build/school-facts.test.ts, and the pages of tests/e2e/a11y.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import type { AdmissionContent } from '../../src/content/schema/index.ts';
import { admissionWindow } from '../../src/lib/admission-window.ts';
import { pagePath } from '../../src/lib/routes.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import { FIXTURE_ROOT } from '../fixtures/fixture-site.ts';
import { WELLBEING_POLICY } from '../fixtures/school-facts.ts';
import { collectErrors, gotoHydrated } from '../helpers/page.ts';
import { axeViolations as axe } from '../helpers/axe.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The days left as the built fixtures give them now (not a constant: the school's midnight may fall between). */
function daysLeft(): number {
  const built = loadContent(FIXTURE_ROOT, process.env).files.admission.en as AdmissionContent;
  const state = admissionWindow(built.apply.dates, schoolDay(new Date()));
  return state?.state === 'open' ? state.daysLeft : NaN;
}

const words = {
  en: {
    daysLeft: (n: number) => `${n} days left`,
    fees: 'Fees',
    tuition: '₹1,20,000',
    steps: 'The steps',
    step: 'Sit the entrance test.',
    nav: 'Residential Life',
    day: 'The day',
    rise: 'Rise',
    counsellor: 'The counsellor',
  },
  ml: {
    daysLeft: (n: number) => `ഇനി ${n} ദിവസം`,
    fees: 'ഫീസ്',
    tuition: '₹1,20,000',
    steps: 'ഘട്ടങ്ങൾ',
    step: 'പ്രവേശന പരീക്ഷ എഴുതുക.',
    nav: 'ഹോസ്റ്റൽ ജീവിതം',
    day: 'ഒരു ദിവസം',
    rise: 'ഉണരൽ',
    counsellor: 'കൗൺസിലർ',
  },
} as const;

for (const lang of ['en', 'ml'] as const) {
  const at = (path: string) => pagePath(path, lang);
  const w = words[lang];

  for (const width of [412, 1440]) {
    test(`${lang} at ${width} px: how to apply, the days left, the fees, and residential life in the header`, async ({
      page,
    }) => {
      // Three pages, each judged by axe: 10 to 14 s alone, and once 31 s in a clean run on a busy machine. The
      // timeout guards against a hang, not speed: room for three single-page tests.
      test.setTimeout(90_000);
      const errors = collectErrors(page);
      const left = w.daysLeft(daysLeft());
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, at('/'));
      // The home page says how many days are left and leads to how to apply.
      const line = page.locator('.home-admission');
      await expect(line).toContainText(left);
      await line.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${at('/admission')}#apply$`));
      const apply = page.locator('#apply');
      await expect(apply.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(apply).toContainText(left);
      await expect(apply).toBeInViewport();
      await expect(apply.getByRole('heading', { name: w.steps })).toBeVisible();
      await expect(apply.getByRole('listitem').filter({ hasText: w.step })).toBeVisible();
      await expect(apply.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      const fees = page.locator('#fees');
      await expect(fees.getByRole('heading', { name: w.fees, exact: true })).toBeVisible();
      await expect(fees.getByRole('table').first()).toContainText(w.tuition);
      expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
      expect(await axe(page)).toEqual([]);

      // Residential life is in the header (the menu, below the wide breakpoint) and the footer.
      // With many pages filled in, the header's links are the menu at every width.
      const menu = page.getByRole('button', { name: lang === 'en' ? 'Menu' : 'മെനു' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('banner').getByRole('link', { name: w.nav }).click();
      await expect(page).toHaveURL(new RegExp(`${at('/residential-life')}$`));
      await expect(page.getByRole('heading', { name: w.day })).toBeVisible();
      await expect(page.getByRole('table').first()).toContainText(w.rise);
      expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
      expect(await axe(page)).toEqual([]);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: w.nav })).toBeVisible();
      // With an eighth link the header still fits: the language switch is on the screen.
      const language = page.getByRole('banner').getByRole('link', { name: lang === 'en' ? 'മലയാളം' : 'English' });
      const box = await language.boundingBox();
      expect(box && box.x + box.width, 'right edge of the language switch').toBeLessThanOrEqual(width);

      await page.goto(at('/wellbeing'));
      await expect(page.getByRole('heading', { name: w.counsellor, level: 2 })).toBeVisible();
      // The school's mental-health policy, as a PDF, once it is there.
      await expect(page.locator('#policy').getByRole('link')).toHaveAttribute('href', `/${WELLBEING_POLICY}`);
      await expect(page.getByRole('link', { name: /90000 00008/ })).toHaveAttribute('href', 'tel:+919000000008');
      expect(await axe(page)).toEqual([]);
      // Whom to ask about personal data, by role and address, once the school names them.
      await page.goto(at('/privacy'));
      const contact = page.locator('#privacy-contact');
      await expect(contact).toContainText(lang === 'en' ? 'The Principal' : 'പ്രിൻസിപ്പൽ');
      await expect(contact.getByRole('link', { name: /principal@school\.example/ })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
}

test("the fees print cleanly: the tables, without the site's header, footer or banner photo", async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 1100 });
  await gotoHydrated(page, '/admission');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#fees').getByRole('table').first()).toBeVisible();
  await expect(page.locator('#fees')).toContainText('₹1,20,000');
  for (const bar of ['.site-header', '.site-footer', '.page-intro__picture'])
    await expect(page.locator(bar)).toBeHidden();
  expect(await fitsWidth(page)).toBe(true);
});

test('without JavaScript, every part is in the served page', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: BASE,
    viewport: { width: 412, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/ml/admission');
  await expect(page.locator('#apply')).toContainText(words.ml.step);
  await expect(page.locator('#fees')).toContainText('₹1,32,500');
  await page.goto('/residential-life');
  await expect(page.getByRole('table').first()).toContainText('Lights out');
  // Paying needs no script: each fee's UPI link and QR code are in the served page.
  await page.goto('/ml/pay-fees');
  await expect(page.locator('.pay-due a[href^="upi://pay?"]')).toHaveCount(6);
  await expect(page.locator('.pay-due svg.qr-image')).toHaveCount(6);
  await context.close();
});

test('offline after one visit to the home page, residential life, the fees and paying them are there', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    baseURL: BASE,
    viewport: { width: 412, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  await page.goto('/residential-life');
  await expect(page.getByRole('table').first()).toContainText('Lights out');
  await page.goto('/ml/admission');
  await expect(page.locator('#fees')).toContainText('₹1,20,000');
  // Paying the fees, offline, from the Admission page: the pay page, its links and its QR codes.
  await page.locator('#fees-pay').getByRole('link').click();
  await expect(page.locator('.pay-due a[href^="upi://pay?"]')).toHaveCount(6);
  await expect(page.locator('#pay-bank')).toContainText('SBIN0070123');
  await context.close();
});
