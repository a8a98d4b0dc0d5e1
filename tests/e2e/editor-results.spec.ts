/**
 * The office enters a year of results and how to pay the fees in the editor (issue 45), as it will: /admin/ in
 * Chromium on a local copy of the content, English and Malayalam side by side. Each refusal beside the save that
 * must go through: a percentage over 100, more passed than sat, a topper without the family's consent and a year's
 * stream written twice; a UPI ID without @ and a wrong IFSC. A topper's photo comes from a phone's camera. What is
 * saved must pass the build's checks and give the results page and the pay page in both languages.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../scripts/build/content/load.ts';
import { payFeesData } from '../../scripts/build/content/payment.ts';
import { resultYears, topperPhotoSizes } from '../../scripts/build/content/results.ts';
import { readUpiLink } from '../../src/lib/upi.ts';
import { checkoutWith, newEntry, openEditor, readSaved, readSavedBytes, savedNames } from '../helpers/editor.ts';
import { LANGS, pane, reveal, uploadPhoto } from '../helpers/editor-form.ts';
import { cameraPhoto } from '../helpers/photos.ts';

const RESULTS = { en: 'src/content/en/results', ml: 'src/content/ml/results' };
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const refusal = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Error' }));
const number = (within: Locator, label: string) => within.getByRole('spinbutton', { name: label, exact: true });

/** Closes the Save's refusal, as the office does to mend the form. */
async function dismiss(page: Page) {
  await refusal(page).getByRole('button', { name: 'OK' }).click();
  await expect(refusal(page)).toBeHidden();
}

/**
 * The year, the form's first field. On a busy machine the editor may still be setting up a new entry's form when
 * the first keys arrive, and clears them: typed again until it holds, as the office would see and retype it.
 */
async function typeYear(page: Page, year: string) {
  const field = number(pane(page, 'en'), 'Year');
  await expect(async () => {
    await field.fill(year);
    // Two frames: a form still being set up has drawn itself again by then.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(field).toHaveValue(year, { timeout: 200 });
  }).toPass({ timeout: 10_000 });
}

test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-IN' });

test('a year of results: refused while it is wrong, saved once right, built into the results page', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, context);
  await newEntry(page, 'Results', 'Result');
  const en = pane(page, 'en');
  await typeYear(page, '2026');
  await en.getByRole('radio', { name: 'Science', exact: true }).check();
  await number(en, 'Appeared').fill('42');
  await number(en, 'Passed').fill('43');
  await number(en, 'Full A+').fill('9');
  await number(en, 'Highest marks (%)').fill('100.5');
  // A topper, named in both languages' files, the family's consent not yet given.
  for (const lang of LANGS) {
    const toppers = await reveal(pane(page, lang), 'Toppers');
    await toppers.getByRole('button', { name: /^Add\W*Toppers?\W*$/ }).click();
  }
  for (const lang of LANGS)
    await pane(page, lang).getByRole('textbox', { name: 'Name', exact: true }).fill('Fixture Student A');
  await number(en, 'Marks (%)').fill('99.25');
  // The family's photo, from a phone's camera: made smaller in the editor, one for both languages.
  const camera = await cameraPhoto();
  await uploadPhoto(page, await reveal(en, 'Photo'), { name: 'topper.jpg', buffer: camera });
  await page.screenshot({ path: 'test-results/editor-results-1440.png' });

  // The form says what it can: a percentage over 100.
  await save(page);
  await expect(page.getByText(/fields? (has|have) an error/)).toBeVisible();
  expect(await savedNames(page, RESULTS.en)).toEqual([]);
  await number(en, 'Highest marks (%)').fill('99.25');
  // The Save check says the rest, in the build's words.
  await save(page);
  await expect(refusal(page)).toContainText('Passed: is more than appeared');
  await expect(refusal(page)).toContainText(
    'The family agreed: is not yes: a topper is named only with the family’s consent',
  );
  expect(await savedNames(page, RESULTS.en)).toEqual([]);
  await dismiss(page);
  await number(en, 'Passed').fill('41');
  await en.getByRole('switch', { name: 'The family agreed' }).check();
  await save(page);
  await expect.poll(() => savedNames(page, RESULTS.ml), { timeout: 15_000 }).toEqual(['2026-science.yaml']);
  expect(await savedNames(page, RESULTS.en)).toEqual(['2026-science.yaml']);
  const saved = Object.fromEntries(
    await Promise.all(
      LANGS.map(async (lang) => [
        `${RESULTS[lang]}/2026-science.yaml`,
        await readSaved(page, `${RESULTS[lang]}/2026-science.yaml`),
      ]),
    ),
  );

  // The same year and stream again: refused, naming the entry to open instead.
  await newEntry(page, 'Results', 'Result');
  await typeYear(page, '2026');
  await en.getByRole('radio', { name: 'Science', exact: true }).check();
  await number(en, 'Appeared').fill('40');
  await number(en, 'Passed').fill('40');
  await number(en, 'Full A+').fill('1');
  await number(en, 'Highest marks (%)').fill('97');
  await save(page);
  await expect(refusal(page)).toContainText('should be 2026-science, and that file is already there');
  expect(await savedNames(page, RESULTS.en)).toEqual(['2026-science.yaml']);

  const photo = /^\s*photo: (\/media\/toppers\/topper[\w-]*\.webp)$/m.exec(
    saved[`${RESULTS.en}/2026-science.yaml`]!,
  )?.[1];
  expect(photo, 'the photo, as the editor saved it').toBeDefined();
  expect(saved[`${RESULTS.ml}/2026-science.yaml`]).toContain(`photo: ${photo}`);
  const root = checkoutWith(saved);
  try {
    const bytes = await readSavedBytes(page, photo!.slice(1));
    expect(bytes!.length, 'made smaller in the editor').toBeLessThan(camera.length / 2);
    mkdirSync(path.join(root, 'media/toppers'), { recursive: true });
    writeFileSync(path.join(root, photo!), bytes!);
    const content = loadContent(root, process.env);
    expect(content.problems).toEqual([]);
    const [small, large] = topperPhotoSizes(root, photo!).map((size) => size.url);
    for (const lang of LANGS)
      expect(resultYears(content, lang)).toEqual([
        {
          year: 2026,
          streams: [
            {
              stream: 'science',
              appeared: 42,
              passed: 41,
              fullAPlus: 9,
              highest: 99.25,
              rate: 97.6,
              toppers: [
                {
                  name: 'Fixture Student A',
                  marks: 99.25,
                  photo: { src: small, srcSet: `${small} 1x, ${large} 2x` },
                },
              ],
            },
          ],
        },
      ]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

const ADMISSION = { en: 'src/content/en/admission.yaml', ml: 'src/content/ml/admission.yaml' };
const PAYEE = 'FIXTURE HSS FEES ACCOUNT';

test('paying the fees: a UPI ID without @ and a wrong IFSC refused, the right ones saved and built into UPI links', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await openEditor(page, context);
  const before = await readSaved(page, ADMISSION.en);
  await page.getByRole('treeitem', { name: /^Pages/ }).click();
  await page.getByText('Admission page', { exact: true }).click();
  const en = pane(page, 'en');
  const fees = await reveal(en, 'Fees');
  // A fee in both languages (its amount, shared, typed once on the English side).
  for (const [lang, name] of [
    ['en', 'Tuition'],
    ['ml', 'ട്യൂഷൻ'],
  ] as const) {
    const list = await reveal(await reveal(pane(page, lang), 'Fees'), 'Fees');
    await list.getByRole('button', { name: /^Add\W*Fee\W*$/ }).click();
    await list.getByRole('textbox', { name: 'What for', exact: true }).fill(name);
    await list.getByRole('textbox', { name: 'How often', exact: true }).fill(lang === 'en' ? 'a year' : 'ഒരു വർഷം');
  }
  await (await reveal(fees, 'Amount (₹)')).getByRole('spinbutton').fill('45000');
  const payment = await reveal(fees, 'Paying the fees');
  const text = (label: string) => payment.getByRole('textbox', { name: label, exact: true });
  await text('UPI ID').fill('fixturehss.sbi');
  await text('Paid to').fill(PAYEE);
  await text('Account name').fill(PAYEE);
  await text('Account number').fill('123456789012');
  await text('IFSC').fill('SBIN001234');

  // The form refuses both, each beside its field in the build's words, and nothing is written.
  await save(page);
  await expect(payment.getByRole('alert').first()).toContainText(
    "should be a UPI ID such as schoolname@sbi: letters or digits, an @, then the bank's handle",
  );
  await expect(payment.getByRole('alert').last()).toContainText('should be an IFSC such as SBIN0001234');
  expect(await readSaved(page, ADMISSION.en)).toBe(before);

  await text('UPI ID').fill('fixturehss@sbi');
  await text('IFSC').fill('SBIN0001234');
  await save(page);
  await expect.poll(() => readSaved(page, ADMISSION.en), { timeout: 15_000 }).not.toBe(before);
  const saved = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [ADMISSION[lang], await readSaved(page, ADMISSION[lang])])),
  );

  const root = checkoutWith(saved);
  try {
    const content = loadContent(root, process.env);
    expect(content.problems).toEqual([]);
    for (const lang of LANGS) {
      const [fee] = payFeesData(content, lang).fees.items;
      expect(fee?.name).toBe(lang === 'en' ? 'Tuition' : 'ട്യൂഷൻ');
      // The note names the fee in English in both languages: the school's bank statement reads one language.
      expect(readUpiLink(fee?.upi ?? '')).toEqual({
        pa: 'fixturehss@sbi',
        pn: PAYEE,
        am: '45000.00',
        cu: 'INR',
        tn: 'Tuition',
      });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
