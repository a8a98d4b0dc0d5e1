/**
 * The privacy page says what the site does (src/content/<language>/privacy.yaml); these tests hold each
 * statement to the behaviour it describes: no cookies, nothing from other hosts, nothing sent while a parent
 * types, the enquiry kept in this browser and removed when the form is emptied, and the buttons it names.
 */
import { expect, test } from '@playwright/test';
import { DRAFT_KEY } from '../../src/lib/enquiry-draft.ts';
import type { PrivacyContent } from '../../src/content/index.ts';
import { content, identity, pageWords } from '../helpers/content.ts';
import { WIDTHS, gotoHydrated } from '../helpers/page.ts';

test.use({ viewport: { width: WIDTHS.phone, height: 844 } });

test('no cookies, nothing from another host, nothing sent while typing, and an emptied form keeps nothing', async ({
  page,
  context,
  baseURL,
}) => {
  const requests: string[] = [];
  // The context's requests: the page's and any a worker makes.
  context.on('request', (request) => requests.push(request.url()));

  await gotoHydrated(page, '/admission');
  const form = page.locator('form.enquiry__form');
  // The form links to the privacy page.
  await expect(form.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy/');

  // The app's own last work is not because of typing: its newest notices, fetched once it has hydrated, and the
  // service worker's registration, once the page is idle (idle callbacks run in the order they were asked for).
  const loaded = (pattern: RegExp) =>
    page.evaluate(
      (source) => performance.getEntriesByType('resource').some((e) => new RegExp(source).test(e.name)),
      pattern.source,
    );
  await expect.poll(() => loaded(/\/notices\.json$/)).toBe(true);
  await expect.poll(() => loaded(/\/assets\/after-[\w-]+\.js$/)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
  const before = requests.length;
  const name = form.getByLabel('Parent’s or guardian’s name');
  await name.fill('Abdul Rahman');
  await form.getByLabel('Message').fill('Is there a bus from the airport?');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('Abdul Rahman');
  expect(requests.slice(before), 'requests made while typing').toEqual([]);

  // Emptied field by field, the form keeps nothing in this browser.
  await name.fill('');
  await form.getByLabel('Message').fill('');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();

  for (const path of ['/', '/gallery', '/privacy', '/ml/wellbeing']) await gotoHydrated(page, path);
  const origin = new URL(baseURL ?? '').origin;
  expect(
    requests.filter((url) => !url.startsWith(`${origin}/`) && !url.startsWith('data:')),
    'requests to other hosts',
  ).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test("the privacy page names the enquiry form's buttons as the form shows them, in both languages", () => {
  for (const lang of ['en', 'ml'] as const) {
    const form = pageWords('admission', lang).enquiry;
    const privacy = (content.files.privacy[lang] as PrivacyContent).sections.map((section) => section.text).join('\n');
    for (const button of [form.sendWhatsApp, form.sendEmail, form.startNew])
      expect(privacy, `${lang}: "${button}"`).toContain(`"${button}"`);
  }
});

test('until the school names whom to ask about personal data, the page names its own e-mail, and no one else', async ({
  page,
}) => {
  await page.goto('/privacy');
  const contact = page.locator('#privacy-contact');
  await expect(contact.getByRole('link', { name: new RegExp(identity.email.replace('.', '\\.')) })).toBeVisible();
  await expect(contact.locator('.facts__name')).toHaveCount(0);
  await page.goto('/wellbeing');
  await expect(page.locator('#policy')).toHaveCount(0);
});
