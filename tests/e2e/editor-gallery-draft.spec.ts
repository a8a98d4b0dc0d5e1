/**
 * A pick cut short (issue 66): the office has chosen ten of the day's photos and typed the gallery's title when the
 * signal goes and the phone kills the editor's tab (it ran out of memory, or the office locked it and the browser
 * dropped it). Nothing chosen is lost: the editor kept its draft on the phone (Sveltia's draft backup, in the
 * browser's own database), and when the signal is back and the editor opened again, the new gallery offers it
 * back, the ten photos and the title in it; the office picks the other twenty and the Save goes through.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { openEditor, readSaved, readSavedBytes, savedNames } from '../helpers/editor.ts';
import { fieldGroup } from '../helpers/editor-form.ts';
import { eventPhotos } from '../helpers/photos.ts';

const COUNT = 30;
const FIRST = 10;
const TITLE = { en: 'Onam celebrations', ml: 'ഓണാഘോഷം' };
const DESCRIPTION = {
  en: 'Pookkalam, songs and the sadya on the last day before the holidays.',
  ml: 'അവധിക്ക് മുമ്പുള്ള അവസാന ദിവസത്തെ പൂക്കളവും പാട്ടും സദ്യയും.',
};
const FOLDER = (lang: string) => `src/content/${lang}/galleries`;

/**
 * The editor opened again on the folder it was given, as the office's phone opens it on any day after the first.
 * Sveltia sets up its store of drafts when the editor opens on a repository; switching from GitHub's sign-in to a
 * folder in the same visit leaves it unset (Sveltia 0.221, src/lib/services/contents/draft/backup.js), which the
 * office, signed in to GitHub, never does.
 */
async function reopenEditor(page: Page) {
  await page.goto('/admin/');
  await expect(page.getByRole('treeitem', { name: /^Galleries/ })).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });

/** Sveltia's database for the site's repository (named after it, as the built editor's settings give it). */
const { backend } = parse(readFileSync('dist/admin/config.yml', 'utf8')) as { backend: { repo: string } };
const DATABASE = `github:${backend.repo}`;

/** The photos the editor's kept draft of a new gallery holds, read from the browser's database as it survived. */
const keptPhotos = (page: Page): Promise<number> =>
  page.evaluate(
    (database) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open(database);
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('draft-backups')) return (db.close(), resolve(0));
          const get = db.transaction('draft-backups').objectStore('draft-backups').get(['galleries', '']);
          get.onerror = () => (db.close(), resolve(-1));
          get.onsuccess = () => {
            db.close();
            const values = (get.result as { currentValues?: Record<string, Record<string, unknown>> } | undefined)
              ?.currentValues?.en;
            resolve(Object.keys(values ?? {}).filter((key) => /^photos\.\d+$/.test(key)).length);
          };
        };
      }),
    DATABASE,
  );

test('the tab killed after ten photos: the draft comes back with them when the editor opens again, and the Save goes through', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const roll = mkdtempSync(path.join(tmpdir(), 'camera-roll-'));
  const shots = (await eventPhotos(COUNT)).map((bytes, i) => {
    const file = path.join(roll, `IMG_20260828_0930${String(i).padStart(2, '0')}.jpg`);
    writeFileSync(file, bytes);
    return file;
  });
  try {
    await openEditor(page, context);
    await expect(page.getByRole('treeitem', { name: /^Galleries/ })).toBeVisible();
    await reopenEditor(page);
    await page.getByRole('treeitem', { name: /^Galleries/ }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    const form = page.getByRole('group', { name: 'Content Editor' });
    const title = form.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeVisible();
    await title.click();
    await page.keyboard.type(TITLE.en);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION.en);
    const photos = fieldGroup(form, 'Photos');
    await photos.getByRole('button', { name: 'Browse' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await (await chooser).setFiles(shots.slice(0, FIRST));
    await page.getByRole('button', { name: 'Insert' }).click();
    await expect(photos.getByText(/^\/media\/galleries\/.+\.webp$/)).toHaveCount(FIRST, { timeout: 60_000 });

    // The signal goes, and the tab is killed: no unload, no Save.
    await context.setOffline(true);
    await expect.poll(() => keptPhotos(page), { timeout: 10_000 }).toBe(FIRST);
    await page.close({ runBeforeUnload: false });
    await context.setOffline(false);

    const again = await context.newPage();
    await reopenEditor(again);
    await again.getByRole('treeitem', { name: /^Galleries/ }).click();
    await again.getByRole('button', { name: 'Create New Entry' }).first().click();
    await again.getByRole('alertdialog', { name: 'Restore Draft' }).getByRole('button', { name: 'Restore' }).click();
    const form2 = again.getByRole('group', { name: 'Content Editor' });
    await expect(form2.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(TITLE.en);
    await expect(form2.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(DESCRIPTION.en);
    const photos2 = fieldGroup(form2, 'Photos');
    await expect(photos2.getByText(/^\/media\/galleries\/.+\.webp$/)).toHaveCount(FIRST);
    await again.screenshot({ path: 'test-results/editor-gallery-restored-390.png' });

    // The other twenty, in a second pick; the Malayalam title; one Save.
    await photos2.getByRole('button', { name: 'Browse' }).click();
    const chooser2 = again.waitForEvent('filechooser');
    await again.getByRole('dialog').getByRole('button', { name: 'Upload' }).click();
    await (await chooser2).setFiles(shots.slice(FIRST));
    await again.getByRole('button', { name: 'Insert' }).click();
    await expect(photos2.getByText(/^\/media\/galleries\/.+\.webp$/)).toHaveCount(COUNT, { timeout: 120_000 });
    await form2.getByRole('combobox', { name: 'Switch Locale' }).click();
    await again.getByRole('option', { name: 'Malayalam' }).click();
    await form2.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE.ml);
    await form2.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION.ml);
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    const saved = async () =>
      [
        ...(await savedNames(again, FOLDER('en'))),
        ...(await savedNames(again, FOLDER('ml'))),
        ...(await savedNames(again, 'media/galleries')),
      ].filter((name) => name === 'onam-celebrations.yaml' || name.startsWith('img_20260828_')).length;
    await expect.poll(saved, { timeout: 60_000 }).toBe(2 + COUNT);
    const expected = shots.map((shot) => `/media/galleries/${path.basename(shot, '.jpg').toLowerCase()}.webp`);
    for (const lang of ['en', 'ml'] as const) {
      const written: unknown = parse(await readSaved(again, `${FOLDER(lang)}/onam-celebrations.yaml`));
      expect(written, lang).toMatchObject({ title: TITLE[lang], description: DESCRIPTION[lang], photos: expected });
    }
    // The photos the draft kept are written whole, as small as those picked after.
    for (const photo of [expected[0], expected[FIRST - 1], expected[COUNT - 1]] as string[]) {
      const { format, width = 0, height = 0 } = await sharp((await readSavedBytes(again, photo.slice(1)))!).metadata();
      expect({ format, largest: Math.max(width, height) <= 1600 }, photo).toEqual({ format: 'webp', largest: true });
    }
  } finally {
    rmSync(roll, { recursive: true, force: true });
  }
});
