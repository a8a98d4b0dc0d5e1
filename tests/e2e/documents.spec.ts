/**
 * The school's documents (issue 38) on a school that has some (tests/fixtures/fixture-site.ts: a prospectus, a
 * circular valid for ten more days, a certificate past its day): grouped by kind with their sizes, the past one
 * marked and apart, axe clean, at a phone's and a desktop's width; a PDF opened online, or kept on the phone, opens
 * offline. (The sample site has no documents: no page, and no link to one.)
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { DOCUMENTS } from '../fixtures/fixture-entries.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const [lang, width] of [
  ['en', 412],
  ['ml', 1440],
] as const) {
  test(`${lang} at ${width} px: by kind, newest first, each with its size; the past one marked and apart`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, lang === 'en' ? '/documents' : '/ml/documents');
    const prospectus = page.locator('.document').filter({ hasText: DOCUMENTS['prospectus-2027'][lang] });
    await expect(prospectus).toContainText('PDF, 240 KB');
    await expect(
      prospectus.getByRole('link', { name: DOCUMENTS['prospectus-2027'][lang], exact: true }),
    ).toHaveAttribute('href', '/media/documents/prospectus-2027.pdf');
    const past = page.locator('.documents__past');
    await expect(past).toContainText(DOCUMENTS['fire-safety-certificate'][lang]);
    await expect(past.locator('.document__expired')).toBeVisible();
    const current = page.locator('.documents__kind:not(.documents__past) .document');
    await expect(current.filter({ hasText: DOCUMENTS['fire-safety-certificate'][lang] })).toHaveCount(0);
    expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
    expect(await axe(page)).toEqual([]);
  });
}

test('the sample site, with no documents, has no documents page and no link to one', async ({ page }) => {
  const sample = 'http://127.0.0.1:4317';
  expect((await page.goto(`${sample}/documents`))?.status()).toBe(404);
  await page.goto(`${sample}/`);
  await expect(page.locator('a[href="/documents/"]')).toHaveCount(0);
});

test('offline: the list, a PDF opened online, and one kept on the phone but never opened', async () => {
  test.setTimeout(90_000);
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 });
  const page = await context.newPage();
  await page.goto('/documents');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
    timeout: 60_000,
  });
  const opened = '/media/documents/prospectus-2027.pdf';
  // Opened from its link (headless Chromium downloads a PDF rather than showing it; the worker answers either way).
  await page
    .getByRole('link', { name: DOCUMENTS['prospectus-2027'].en, exact: true })
    .click({ modifiers: [] })
    .catch(() => undefined);
  await expect.poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), opened)).toBe(true);
  const circular = page.locator('.document').filter({ hasText: DOCUMENTS['fee-circular'].en });
  await circular.getByRole('button', { name: 'Keep on this phone' }).click();
  await expect(circular.getByRole('status')).toHaveText('Kept on this phone');

  await context.setOffline(true);
  const fromPhone = (url: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url).catch(() => null);
      return response?.ok ? response.headers.get('content-type') : 'not on the phone';
    }, url);
  expect(await fromPhone(opened)).toContain('application/pdf');
  expect(await fromPhone('/media/documents/fee-circular.pdf')).toContain('application/pdf');
  // The list itself is on the phone from the first visit.
  await page.goto('/ml/documents');
  await expect(page.getByRole('link', { name: DOCUMENTS['fee-circular'].ml, exact: true })).toBeVisible();
  // One neither opened nor kept is not on the phone: no PDF is saved unasked.
  expect(await fromPhone('/media/documents/fire-safety-certificate.pdf')).toBe('not on the phone');
  await close();
});
