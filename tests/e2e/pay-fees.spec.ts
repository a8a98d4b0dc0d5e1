/**
 * Paying the fees on the fixture school (tests/fixtures/school-facts.ts, built by tests/fixtures/fixture-site.ts),
 * as a parent on a phone: from the Admission page's fees to the pay page; each fee's "Pay by UPI" link read back
 * (the exact amount, the school's UPI ID and payee, INR, a note naming the fee) and its QR code read by another
 * library to the same link; the admission number typed at first paint, before the app has started, joins the
 * notes and the WhatsApp receipt, and stays on the phone (sent nowhere, gone once the box is emptied); a number
 * that is not one is said so and used nowhere.
 * (The links as the build writes them, and a school with nothing to pay: tests/build/payment.test.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { languageTags, pagePath, type Lang } from '../../src/lib/routes.ts';
import { dateInWords, schoolDay } from '../../src/lib/school-time.ts';
import { rupees } from '../../src/lib/text.ts';
import { ADMISSION_NUMBER_KEY, readUpiLink } from '../../src/lib/upi.ts';
import { FIXTURE_ROOT } from '../fixtures/fixture-site.ts';
import { FIXTURE_PAYEE } from '../fixtures/school-facts.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { gotoFirstPaint, holdApp, slowPhone, waitForHydration } from '../helpers/first-tap.ts';
import { collectErrors, gotoHydrated } from '../helpers/page.ts';
import { readQr } from '../helpers/qr.ts';

test.use({ baseURL: `http://127.0.0.1:${FIXTURE_PORT}` });

const fixture = loadContent(FIXTURE_ROOT, process.env);
/** Each fee and instalment as the page lists them: its name, amount, and the English name its note carries. */
const dues = (lang: Lang) => {
  const own = fixture.files.admission[lang]!.fees;
  const english = fixture.files.admission.en!.fees;
  return [
    ...own.items.map((fee, i) => ({ name: fee.item, amount: fee.amount, note: english.items[i]!.item })),
    ...own.instalments.map((part, i) => ({ name: part.name, amount: part.amount, note: english.instalments[i]!.name })),
  ].map((due) => ({ ...due, note: due.note.slice(0, 50).trimEnd() }));
};
const words = (lang: Lang) => fixture.files.payFees[lang]!;

/** Every due's UPI link and its receipt's message, as the page has them now. */
async function links(page: Page) {
  const cards = page.locator('.pay-due');
  await expect(cards.first()).toBeVisible();
  return Promise.all(
    (await cards.all()).map(async (card) => ({
      name: await card.getByRole('heading').textContent(),
      upi: readUpiLink((await card.locator('a[href^="upi:"]').getAttribute('href'))!),
      receipt: new URL((await card.locator('a[href^="https://wa.me/"]').getAttribute('href'))!).searchParams.get(
        'text',
      ),
      qr: await card
        .locator('svg.qr-image')
        .evaluate((svg) => svg.outerHTML.replace('<svg', '<svg xmlns="http://www.w3.org/2000/svg"')),
      href: await card.locator('a[href^="upi:"]').getAttribute('href'),
    })),
  );
}

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const lang of ['en', 'ml'] as const) {
  test(`${lang}: from the fees to the pay page; each fee's UPI link and QR code pay its exact amount`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, pagePath('/admission', lang));
    await page
      .locator('#fees-pay')
      .getByRole('link', { name: words(lang).meta.title })
      .click();
    await expect(page).toHaveURL(pagePath('/pay-fees', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words(lang).intro.heading);
    const found = await links(page);
    expect(found.map((due) => due.name)).toEqual(dues(lang).map((due) => due.name));
    for (const [i, due] of dues(lang).entries()) {
      expect(found[i]!.upi).toEqual({
        pa: FIXTURE_PAYEE.upiId,
        pn: FIXTURE_PAYEE.payee,
        am: `${due.amount}.00`,
        cu: 'INR',
        tn: due.note,
      });
      expect(await readQr(found[i]!.qr), `QR code of ${due.name}`).toBe(found[i]!.href);
    }
    // The account for a bank transfer, its IFSC as typed.
    await expect(page.locator('#pay-bank')).toContainText('SBIN0070123');
    expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the admission number, typed at first paint, joins each note and receipt, stays on the phone, and is checked', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await slowPhone(page, { network: false });
  const { release } = await holdApp(page, '/pay-fees/');
  await gotoFirstPaint(page, '/pay-fees/');
  const box = page.getByLabel(words('en').number.label);
  await box.fill('2026/154');
  release();
  await waitForHydration(page);
  await expect(box).toHaveValue('2026/154');
  const today = dateInWords(schoolDay(new Date()), languageTags.en.hreflang);
  const withNumber = async () => {
    const found = await links(page);
    dues('en').forEach((due, i) => {
      expect(found[i]!.upi.tn).toBe(`2026/154 ${due.note}`.slice(0, 50).trimEnd());
      expect(found[i]!.upi.am).toBe(`${due.amount}.00`);
      expect(found[i]!.receipt).toBe(
        `Fee paid to ${fixture.identity.schoolName}\nFee: ${due.name}\nAmount: ${rupees(due.amount)}\nPaid on: ${today}\nAdmission number: 2026/154\nThe payment's screenshot follows.`,
      );
    });
  };
  await expect.poll(async () => (await links(page))[0]!.upi.tn).toContain('2026/154');
  await withNumber();
  // Kept on this phone: it is there when the parent comes back.
  await page.reload();
  await expect(box).toHaveValue('2026/154');
  await withNumber();
  // Not an admission number: said so, and no note or receipt carries it.
  await box.fill('2026 154!');
  await expect(page.getByText(words('en').number.invalid)).toBeVisible();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  const found = await links(page);
  expect(found.map((due) => due.upi.tn)).toEqual(dues('en').map((due) => due.note));
  expect(found[0]!.receipt).toContain('Admission number: not given');
  // As the privacy page says: typing sends nothing anywhere, and an emptied box leaves nothing on the phone.
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await box.fill('A-17');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ADMISSION_NUMBER_KEY)).toBe('A-17');
  await box.fill('');
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), ADMISSION_NUMBER_KEY)).toBeNull();
  expect(requests, 'requests made while typing').toEqual([]);
  expect(errors).toEqual([]);
});
