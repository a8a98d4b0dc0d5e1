/**
 * The office's steps in the editor's form for an entry in both languages (tests/e2e/editor-entries.spec.ts): the two
 * panes, a drop-down, a PDF uploaded for both, and the entry it wrote.
 */
import { expect, type Page } from '@playwright/test';
import { schoolDay } from '../../src/lib/school-time.ts';
import { readSaved, savedNames } from './editor.ts';

export const langs = ['en', 'ml'] as const;
export const EVENTS = { en: 'src/content/en/events', ml: 'src/content/ml/events' };
export const DOCUMENTS = { en: 'src/content/en/documents', ml: 'src/content/ml/documents' };
export const PDFS = 'media/documents';

/** A small PDF, as a scanner or a word processor starts one. */
export const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n${'%'.repeat(300)}\n%%EOF\n`,
);

/** The day `days` after today at the school (YYYY-MM-DD). */
export const daysAhead = (days: number) =>
  new Date(Date.parse(`${schoolDay(new Date())}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** One language's side of the form (its date, choice and file fields carry no language of their own). */
export const pane = (page: Page, lang: 'en' | 'ml') =>
  page.getByRole('group', { name: new RegExp(`^Edit\\W*${lang === 'en' ? 'English' : 'Malayalam'}\\W*Content$`) });

export const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** Chooses in a drop-down of the English side (the Malayalam side shows the same choice). */
export async function choose(page: Page, label: string, option: string) {
  await pane(page, 'en').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The office's way to a PDF: Browse, Upload in the "Select File" dialog, its own file chooser, then Insert. */
export async function upload(page: Page, lang: 'en' | 'ml', name: string, buffer: Buffer) {
  await pane(page, lang).getByRole('button', { name: 'Browse' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Select File' }).getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
  await page.getByRole('button', { name: 'Insert' }).click();
}

/** One PDF for both languages: uploaded on the English side, the same file chosen on the Malayalam side. */
export async function pdfForBoth(page: Page, name: string, buffer: Buffer) {
  await upload(page, 'en', name, buffer);
  await pane(page, 'ml').getByRole('button', { name: 'Browse' }).click();
  const uploaded = page.getByRole('option', { name });
  // A click while the dialog's list is still settling is lost (Insert stays greyed): the office clicks again.
  await expect(async () => {
    await uploaded.click();
    await expect(uploaded).toHaveAttribute('aria-selected', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Insert' }).click();
  // The editor fills in the address a moment later; saved before that, it says a field has an error.
  for (const lang of langs)
    await expect(pane(page, lang).getByRole('textbox', { name: 'PDF' })).toHaveText(`/${PDFS}/${name}`);
}

/** The language the PDF is written in, said on both sides (each language may have a PDF of its own). */
export async function pdfLanguage(page: Page, language: string) {
  for (const lang of langs) {
    const group = pane(page, lang).getByRole('radiogroup', { name: 'Language of the PDF' });
    await group.getByRole('radio', { name: language, exact: true }).check();
  }
}

/** The one entry the editor wrote in a collection's folders, the same file name in both languages, and its files. */
export async function savedEntry(
  page: Page,
  folders: Record<'en' | 'ml', string>,
): Promise<[string, Record<string, string>]> {
  // Both languages' files written (one may be written a moment after the other).
  const both = async () => Promise.all(langs.map((lang) => savedNames(page, folders[lang])));
  await expect.poll(async () => (await both()).map((names) => names.length), { timeout: 15_000 }).toEqual([1, 1]);
  const [names = [], ml = []] = await both();
  expect(names).toEqual(ml);
  const files: Record<string, string> = {};
  for (const lang of langs)
    files[`${folders[lang]}/${names[0]}`] = await readSaved(page, `${folders[lang]}/${names[0]}`);
  return [(names[0] ?? '').replace(/\.yaml$/, ''), files];
}
