/**
 * The editor refuses what the build would refuse, before anything is written, in words the office can act on
 * (issue 36): in the form as it is typed where a field can say it (required, patterns), and on Save through the
 * build's own checks (scripts/build/admin/save-check.ts) for the rest (a text's language, a rule across fields).
 * Run as the office uses it: /admin/ in Chromium on a local copy of the content, with nothing reaching the world.
 */
import { expect, test, type Page } from '@playwright/test';
import { schoolDay } from '../../src/lib/school-time.ts';
import { fieldIn, newEntry, openEditor, readSaved, savedNames } from '../helpers/editor.ts';

const NOTICES = 'src/content/en/notices';
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const refusal = (page: Page) => page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Error' }));

/** A notice in both languages, each title and text as given. */
async function notice(page: Page, titles: { en: string; ml: string }) {
  await newEntry(page, 'Notices', 'Notice');
  await fieldIn(page, 'en', 'Title').fill(titles.en);
  await fieldIn(page, 'ml', 'Title').fill(titles.ml);
  await fieldIn(page, 'en', 'Text').fill('The school is closed tomorrow because of heavy rain.');
  await fieldIn(page, 'ml', 'Text').fill('കനത്ത മഴ കാരണം സ്കൂളിന് നാളെ അവധിയാണ്.');
}

test.describe('the editor refuses what the build refuses', () => {
  // An office computer in India: its dates are written day first.
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-IN' });

  test('an English title with Malayalam letters', async ({ page, context }) => {
    await openEditor(page, context);
    const before = await savedNames(page, NOTICES);
    await notice(page, { en: 'Rain holiday മഴ', ml: 'മഴ കാരണം നാളെ അവധി' });
    await save(page);
    await expect(refusal(page)).toContainText('English, Notice › Title: has Malayalam letters');
    expect(await savedNames(page, NOTICES)).toEqual(before);
  });

  test('a Malayalam title written in English', async ({ page, context }) => {
    await openEditor(page, context);
    const before = await savedNames(page, NOTICES);
    await notice(page, { en: 'Rain holiday tomorrow', ml: 'Rain holiday tomorrow' });
    await save(page);
    await expect(refusal(page)).toContainText('Malayalam, Notice › Title: is not in Malayalam');
    expect(await savedNames(page, NOTICES)).toEqual(before);
  });

  test('a link without its words', async ({ page, context }) => {
    await openEditor(page, context);
    const before = await savedNames(page, NOTICES);
    await notice(page, { en: 'Admissions are open', ml: 'അഡ്മിഷൻ ആരംഭിച്ചു' });
    await fieldIn(page, 'en', 'Link').fill('/admission');
    await save(page);
    await expect(refusal(page)).toContainText('Notice › Link words: is empty: write the words of the link or the PDF');
    expect(await savedNames(page, NOTICES)).toEqual(before);
  });

  test('a caption for a photo the gallery does not have', async ({ page, context }) => {
    await openEditor(page, context);
    const before = await savedNames(page, 'src/content/en/galleries');
    await newEntry(page, 'Galleries', 'Gallery');
    await fieldIn(page, 'en', 'Title').fill('Sports day');
    await fieldIn(page, 'ml', 'Title').fill('കായിക ദിനം');
    await fieldIn(page, 'en', 'Description').fill('The boys on the turf at the annual sports day.');
    await fieldIn(page, 'ml', 'Description').fill('വാർഷിക കായിക ദിനത്തിൽ കുട്ടികൾ മൈതാനത്ത്.');
    // A caption added before the photos are chosen: it names photo 1, and there is none yet.
    await page
      .getByRole('button', { name: /^Add\W*Caption/ })
      .first()
      .click();
    await page.getByRole('spinbutton', { name: 'Photo number' }).first().fill('1');
    await save(page);
    await expect(page.getByText(/names photo 1, but the gallery has 0 photos/).first()).toBeVisible();
    expect(await savedNames(page, 'src/content/en/galleries')).toEqual(before);
  });

  test('a WhatsApp number with letters', async ({ page, context }) => {
    await openEditor(page, context);
    const before = await readSaved(page, 'src/content/contact.yaml');
    await page.getByRole('treeitem', { name: /^Every page, photos and contact/ }).click();
    await page.getByText('Contact details and links', { exact: true }).click();
    await page.getByRole('textbox', { name: 'WhatsApp number', exact: true }).fill('91 98765 ABCDE');
    await save(page);
    await expect(page.getByText('must be digits only with country code, such as 919876543210')).toBeVisible();
    expect(await readSaved(page, 'src/content/contact.yaml')).toBe(before);
  });

  test('a new notice saved without touching its date is dated today at the school', async ({ page, context }) => {
    await openEditor(page, context);
    await notice(page, { en: 'Rain holiday tomorrow', ml: 'നാളെ മഴ അവധി' });
    await save(page);
    const file = `${NOTICES}/rain-holiday-tomorrow.yaml`;
    await expect.poll(() => readSaved(page, file), { timeout: 15_000 }).toContain('Rain holiday tomorrow');
    expect(await readSaved(page, file)).toMatch(new RegExp(`^date: "?${schoolDay(new Date())}"?$`, 'm'));
  });
});

test('the photo dialog offers no stock-photo library, and nothing is asked of their hosts', async ({
  page,
  context,
}) => {
  const { outside } = await openEditor(page, context);
  await newEntry(page, 'Galleries', 'Gallery');
  await page.getByRole('button', { name: 'Browse' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Select Image/ });
  await expect(dialog).toBeVisible();
  for (const stock of ['Lorem Picsum', 'Pexels', 'Pixabay', 'Unsplash']) await expect(dialog).not.toContainText(stock);
  const stockHosts = /picsum|pexels|pixabay|unsplash/;
  expect(outside.filter((url) => stockHosts.test(url))).toEqual([]);
});
