/**
 * The office adds a date to the calendar and a document with its PDF in the editor (issues 35 and 38), as it will:
 * /admin/ in Chromium on a local copy of the content, nothing reaching the world, English and Malayalam side by
 * side. What the editor writes must pass the build's checks (scripts/build/content/load.ts) and reach the calendar
 * and documents pages in both languages; a PDF too large for a parent's phone is refused before anything is written.
 */
import { expect, test } from '@playwright/test';
import { rmSync } from 'node:fs';
import { eventViews } from '../../scripts/build/content/events.ts';
import { loadContent } from '../../scripts/build/content/load.ts';
import { pageModule } from '../../scripts/build/content/module.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import {
  checkoutWith,
  fieldIn,
  newEntry,
  openEditor,
  readSaved,
  readSavedBytes,
  savedNames,
} from '../helpers/editor.ts';
import { nextFrames } from '../helpers/page.ts';
import {
  langs,
  EVENTS,
  DOCUMENTS,
  PDFS,
  PDF,
  daysAhead,
  pane,
  save,
  choose,
  upload,
  pdfForBoth,
  pdfLanguage,
  savedEntry,
} from '../helpers/editor-entry-form.ts';

test.describe('the editor adds to the calendar and the documents', () => {
  test.use({ viewport: { width: 1440, height: 900 }, locale: 'en-IN' });

  test('The editor saves a date of the calendar in both languages', async ({ page, context }) => {
    test.setTimeout(60_000);
    const day = daysAhead(5);
    const titles = { en: 'Parent-teacher meeting, class 5', ml: 'രക്ഷാകർതൃ യോഗം, അഞ്ചാം ക്ലാസ്' };
    const places = { en: 'School auditorium', ml: 'സ്കൂൾ ഓഡിറ്റോറിയം' };
    await openEditor(page, context);
    await newEntry(page, 'Calendar', 'Event');
    for (const lang of langs) {
      await fieldIn(page, lang, 'Title').fill(titles[lang]);
      await fieldIn(page, lang, 'Place').fill(places[lang]);
    }
    await choose(page, 'Kind', 'Parent-teacher meeting');
    await pane(page, 'en').getByRole('textbox', { name: 'First day' }).fill(day);
    await pane(page, 'en').getByRole('textbox', { name: 'Starts at' }).fill('10:00');
    await pane(page, 'en').getByRole('textbox', { name: 'Ends at' }).fill('13:00');
    // The days and times are typed once: the Malayalam side shows them as they were typed.
    await expect(pane(page, 'ml').getByRole('textbox', { name: 'First day' })).toHaveValue(day);
    await expect(pane(page, 'ml').getByRole('textbox', { name: 'Starts at' })).toHaveValue('10:00');
    // The screenshot shows both titles with their labels: the English side has scrolled to the last field typed.
    await pane(page, 'en')
      .getByRole('group', { name: /Title\W*Field$/ })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/editor-event-1440.png' });
    await save(page);

    const [slug, saved] = await savedEntry(page, EVENTS);
    const root = checkoutWith(saved);
    try {
      const content = loadContent(root, process.env);
      expect(content.problems).toEqual([]);
      for (const lang of langs) {
        const events = eventViews(content, lang, schoolDay(new Date()));
        expect(events.find((event) => event.slug === slug)).toMatchObject({
          title: titles[lang],
          kind: 'meeting',
          start: day,
          end: '',
          startTime: '10:00',
          endTime: '13:00',
          place: places[lang],
        });
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('The editor saves a document with a PDF', async ({ page, context }) => {
    test.setTimeout(60_000);
    const titles = { en: 'Prospectus 2027–28', ml: 'പ്രോസ്പെക്ടസ് 2027–28' };
    const day = daysAhead(0);
    await openEditor(page, context);
    await newEntry(page, 'Documents', 'Document');
    for (const lang of langs) await fieldIn(page, lang, 'Title').fill(titles[lang]);
    await choose(page, 'Kind', 'Prospectus');
    await pane(page, 'en').getByRole('textbox', { name: 'Date' }).fill(day);
    await pdfForBoth(page, 'prospectus-2027.pdf', PDF);
    await pdfLanguage(page, 'English and Malayalam');
    await save(page);

    const [, saved] = await savedEntry(page, DOCUMENTS);
    for (const text of Object.values(saved))
      expect(text).toMatch(/^file: "?\/media\/documents\/prospectus-2027\.pdf"?$/m);
    expect(await savedNames(page, PDFS)).toEqual(['prospectus-2027.pdf']);
    expect(await readSavedBytes(page, `${PDFS}/prospectus-2027.pdf`)).toEqual(PDF);

    const root = checkoutWith({ ...saved, [`${PDFS}/prospectus-2027.pdf`]: PDF });
    try {
      const content = loadContent(root, process.env);
      expect(content.problems).toEqual([]);
      for (const lang of langs) {
        expect(pageModule(content, 'documents', lang, day).documents).toMatchObject([
          {
            title: titles[lang],
            kind: 'prospectus',
            date: day,
            language: 'both',
            file: `/${PDFS}/prospectus-2027.pdf`,
          },
        ]);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test('The editor refuses a PDF over 10 MB', async ({ page, context }) => {
    test.setTimeout(60_000);
    await openEditor(page, context);
    await newEntry(page, 'Documents', 'Document');
    const scan = Buffer.alloc(11 * 1024 * 1024, ' ');
    scan.write('%PDF-1.4\n');
    await upload(page, 'en', 'annual-report-scan.pdf', scan);
    const refusal = page.getByRole('alertdialog', { name: 'Large File' });
    await expect(refusal).toContainText('This file cannot be uploaded because it exceeds the maximum size of');
    await expect(refusal).toContainText('annual-report-scan.pdf');
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(pane(page, 'en').getByRole('button', { name: 'Browse' })).toBeVisible();

    // The office then attaches a smaller copy and saves: only that one is written, never the refused scan.
    for (const lang of langs)
      await fieldIn(page, lang, 'Title').fill(lang === 'en' ? 'Annual report' : 'വാർഷിക റിപ്പോർട്ട്');
    await choose(page, 'Kind', 'Report');
    await pdfForBoth(page, 'annual-report.pdf', PDF);
    await pdfLanguage(page, 'English');
    await save(page);
    await savedEntry(page, DOCUMENTS);
    expect(await savedNames(page, PDFS)).toEqual(['annual-report.pdf']);
  });
});

test.describe('the office on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, locale: 'en-IN' });

  test('The editor saves a notice for Plus Two Commerce with a time to appear, in both languages', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const titles = { en: 'Plus Two Commerce: results at 10 am', ml: 'പ്ലസ് ടു കൊമേഴ്സ്: ഫലം രാവിലെ പത്തിന്' };
    const texts = {
      en: 'The results of the model exam are on the results page from 10 am.',
      ml: 'മോഡൽ പരീക്ഷയുടെ ഫലം രാവിലെ പത്ത് മുതൽ ഫല പേജിലുണ്ട്.',
    };
    const appearAt = `${daysAhead(1)}T10:00`;
    await openEditor(page, context);
    const before = {
      en: await savedNames(page, 'src/content/en/notices'),
      ml: await savedNames(page, 'src/content/ml/notices'),
    };
    // On a phone the form has no "Creating Notice" heading: its fields are what is waited for.
    await page.getByRole('treeitem', { name: /^Notices/ }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    const form = page.getByRole('group', { name: 'Content Editor' });
    await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toBeVisible();
    await nextFrames(page);
    // The editor shows one language at a time: the shared fields are set on the English side.
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(titles.en);
    await form.getByRole('textbox', { name: 'Text', exact: true }).fill(texts.en);
    await form.getByRole('radiogroup', { name: 'For which year' }).getByRole('radio', { name: 'Plus Two' }).check();
    await form.getByRole('radiogroup', { name: 'For which stream' }).getByRole('radio', { name: 'Commerce' }).check();
    await form.getByRole('textbox', { name: 'Appears at' }).fill(appearAt);
    await form.getByRole('combobox', { name: 'Switch Locale' }).click();
    await page.getByRole('option', { name: 'Malayalam' }).click();
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(titles.ml);
    await form.getByRole('textbox', { name: 'Text', exact: true }).fill(texts.ml);
    await page.screenshot({ path: 'test-results/editor-scheduled-notice-412.png' });
    await save(page);

    // The new notice is the one file beside the notices the checkout has, in both languages.
    const folders = { en: 'src/content/en/notices', ml: 'src/content/ml/notices' };
    const added = async () =>
      Promise.all(
        langs.map(async (lang) => (await savedNames(page, folders[lang])).filter((n) => !before[lang].includes(n))),
      );
    await expect.poll(async () => (await added()).map((names) => names.length), { timeout: 15_000 }).toEqual([1, 1]);
    const [[file = ''] = [], [mlFile] = []] = await added();
    expect(mlFile).toBe(file);
    const slug = file.replace(/\.yaml$/, '');
    const saved: Record<string, string> = {};
    for (const lang of langs) saved[`${folders[lang]}/${file}`] = await readSaved(page, `${folders[lang]}/${file}`);
    const root = checkoutWith(saved);
    try {
      for (const [now, out] of [
        [`${daysAhead(1)}T09:59`, false],
        [appearAt, true],
      ] as const) {
        const content = loadContent(root, { ...process.env, SITE_NOW: now });
        expect(content.problems).toEqual([]);
        for (const lang of langs) {
          const notice = content.collections.notices[lang].find((n) => n.slug === slug);
          expect(notice, `${lang} at ${now}`).toEqual(
            out
              ? expect.objectContaining({ title: titles[lang], year: 'plusTwo', stream: 'commerce', appearAt })
              : undefined,
          );
        }
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
    // Saved, the editor is back at the list of notices, which says it is scheduled, and for when; the others not.
    const row = page.getByRole('row', { name: titles.en });
    await expect(row).toContainText(`scheduled for ${appearAt.replace('T', ' ')}`);
    await expect(page.getByRole('row', { name: 'The website is now in Malayalam too' })).not.toContainText('scheduled');
    await page.screenshot({ path: 'test-results/editor-scheduled-list-412.png' });
  });
});
