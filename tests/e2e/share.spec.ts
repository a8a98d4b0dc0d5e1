/**
 * Passing it on: each notice, date and document has "Share on WhatsApp", with its title, its day and its address in
 * the page's language; the notices page links the school's WhatsApp Channel once the school has given its address
 * (the fixture school has: tests/fixtures/fixture-site.ts), and not before (the sample school has not).
 */
import { expect, test, type Locator } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { FIXTURE_CHANNEL, FIXTURE_ROOT } from '../fixtures/fixture-site.ts';
import { DOCUMENTS, EVENTS, URGENT } from '../fixtures/fixture-entries.ts';
import { gotoHydrated } from '../helpers/page.ts';

const FIXTURE = `http://127.0.0.1:${FIXTURE_PORT}`;
const { origin } = loadContent(FIXTURE_ROOT, process.env).identity;

/** The message a share link opens WhatsApp with, line by line. */
async function shared(link: Locator): Promise<string[]> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
  return new URL(href!).searchParams.get('text')!.split('\n');
}

test('each notice, date and document shares its title, day and address in its language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `${FIXTURE}/ml/notices/`);
  const card = page.locator('.notice-card').filter({ hasText: URGENT.ml });
  const notice = await shared(card.getByRole('link', { name: new RegExp(`വാട്സ്ആപ്പിൽ പങ്കിടുക ?: ${URGENT.ml}`) }));
  expect(notice[0]).toBe(URGENT.ml);
  expect(notice[1]).toBe(await card.locator('time').textContent());
  expect(notice[2]).toBe(`${origin}/ml/notices/${URGENT.slug}/`);
  // The Channel, once the school has given its address.
  await expect(page.locator('.notices__channel').getByRole('link')).toHaveAttribute('href', FIXTURE_CHANNEL);

  await page.goto(`${FIXTURE}/notices/${URGENT.slug}/`);
  expect(await shared(page.getByRole('link', { name: /Share on WhatsApp/ }))).toEqual([
    URGENT.en,
    await page.locator('.notice-page__date time').textContent(),
    `${origin}/notices/${URGENT.slug}/`,
  ]);

  await page.goto(`${FIXTURE}/ml/calendar/`);
  const exams = page.locator('#half-yearly-exams');
  const date = await shared(exams.getByRole('link', { name: /വാട്സ്ആപ്പിൽ പങ്കിടുക/ }));
  expect(date).toEqual([
    EVENTS['half-yearly-exams'].ml,
    await exams.locator('.event__when time').textContent(),
    `${origin}/ml/calendar/#half-yearly-exams`,
  ]);

  await page.goto(`${FIXTURE}/documents/`);
  const prospectus = page.locator('.document').filter({ hasText: DOCUMENTS['prospectus-2027'].en });
  const document = await shared(prospectus.getByRole('link', { name: /Share on WhatsApp/ }));
  expect(document[0]).toBe(DOCUMENTS['prospectus-2027'].en);
  expect(document[2]).toBe(`${origin}/media/documents/prospectus-2027.pdf`);
});

test('the sample school has given no Channel: the notices page links none', async ({ page }) => {
  await gotoHydrated(page, '/notices/');
  await expect(page.locator('.notices__feed')).toBeVisible();
  await expect(page.locator('.notices__channel')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp Channel/ })).toHaveCount(0);
});
