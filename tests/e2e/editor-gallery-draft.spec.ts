/**
 * A pick cut short (issue 66): the office has chosen ten of the day's photos and typed the gallery's title when the
 * signal goes and the phone kills the editor's tab (it ran out of memory, or the office locked it and the browser
 * dropped it). Nothing chosen is lost: the editor kept its draft on the phone (Sveltia's draft backup, in the
 * browser's own database), and when the signal is back and the editor opened again, the new gallery offers it
 * back, the ten photos and the title in it; the office picks the rest of the day's photos and the Save goes through
 * (fourteen in all: thirty in one pick are tests/e2e/editor-gallery.spec.ts's).
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, rmSync } from 'node:fs';
import { parse } from 'yaml';
import { openEditor, readSaved } from '../helpers/editor.ts';
import { fieldGroup } from '../helpers/editor-form.ts';
import {
  AS_SAVED,
  GALLERY_FOLDER,
  cameraRoll,
  listedPhotos,
  pickPhotos,
  savedOfGallery,
  savedPhoto,
  uploadOf,
} from '../helpers/editor-gallery.ts';

const COUNT = 14;
const FIRST = 10;
const TITLE = { en: 'Onam celebrations', ml: 'ഓണാഘോഷം' };
const DESCRIPTION = {
  en: 'Pookkalam, songs and the sadya on the last day before the holidays.',
  ml: 'അവധിക്ക് മുമ്പുള്ള അവസാന ദിവസത്തെ പൂക്കളവും പാട്ടും സദ്യയും.',
};
const DAY = '20260828';

/**
 * The editor opened at a new gallery, on the folder it was given before, as a phone opens a tab again where it was.
 * Sveltia (0.221) sets up its store of drafts when the editor first opens on a repository; switching from GitHub's
 * sign-in to a folder in the same visit leaves it unset, which the office, signed in to GitHub, never does: so the
 * gallery is begun in a visit of its own.
 */
async function openNewGallery(page: Page) {
  await page.goto('about:blank');
  await page.goto('/admin/#/collections/galleries/new');
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });

/** Sveltia's database for the site's repository, named `<service>:<repository>` as the built editor's settings say. */
const { backend } = parse(readFileSync('dist/admin/config.yml', 'utf8')) as { backend: { name: string; repo: string } };
const DATABASE = `${backend.name}:${backend.repo}`;

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
  const roll = await cameraRoll(COUNT, DAY);
  const { shots } = roll;
  try {
    await openEditor(page, context);
    await expect(page.getByRole('treeitem', { name: /^Galleries/ })).toBeVisible();
    await openNewGallery(page);
    const form = page.getByRole('group', { name: 'Content Editor' });
    const title = form.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toBeVisible();
    await title.click();
    await page.keyboard.type(TITLE.en);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION.en);
    const photos = fieldGroup(form, 'Photos');
    await pickPhotos(page, photos, shots.slice(0, FIRST));
    await expect(listedPhotos(photos)).toHaveCount(FIRST, { timeout: 60_000 });

    // The signal goes, and the tab is killed: no unload, no Save.
    await context.setOffline(true);
    await expect.poll(() => keptPhotos(page), { timeout: 10_000 }).toBe(FIRST);
    await page.close({ runBeforeUnload: false });
    await context.setOffline(false);

    const again = await context.newPage();
    await openNewGallery(again);
    await again.getByRole('alertdialog', { name: 'Restore Draft' }).getByRole('button', { name: 'Restore' }).click();
    const form2 = again.getByRole('group', { name: 'Content Editor' });
    await expect(form2.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(TITLE.en);
    await expect(form2.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(DESCRIPTION.en);
    const photos2 = fieldGroup(form2, 'Photos');
    await expect(listedPhotos(photos2)).toHaveCount(FIRST);
    await again.screenshot({ path: 'test-results/editor-gallery-restored-390.png' });

    // The rest, in a second pick; the Malayalam title; one Save.
    await pickPhotos(again, photos2, shots.slice(FIRST));
    await expect(listedPhotos(photos2)).toHaveCount(COUNT, { timeout: 120_000 });
    await form2.getByRole('combobox', { name: 'Switch Locale' }).click();
    await again.getByRole('option', { name: 'Malayalam' }).click();
    await form2.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE.ml);
    await form2.getByRole('textbox', { name: 'Description', exact: true }).fill(DESCRIPTION.ml);
    await again.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => savedOfGallery(again, 'onam-celebrations', DAY), { timeout: 60_000 }).toBe(2 + COUNT);
    const expected = shots.map(uploadOf);
    for (const lang of ['en', 'ml'] as const) {
      const written: unknown = parse(await readSaved(again, `${GALLERY_FOLDER(lang)}/onam-celebrations.yaml`));
      expect(written, lang).toMatchObject({ title: TITLE[lang], description: DESCRIPTION[lang], photos: expected });
    }
    // The photos the draft kept are written whole, as small as those picked after.
    for (const photo of [expected[0], expected[FIRST - 1], expected[COUNT - 1]] as string[]) {
      expect((await savedPhoto(again, photo)).shape, photo).toEqual(AS_SAVED);
    }
  } finally {
    rmSync(roll.folder, { recursive: true, force: true });
  }
});
