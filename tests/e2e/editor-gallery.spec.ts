/**
 * A school day's photos in one pick (issue 66), as the office makes a gallery after an event: on a phone, in the
 * editor, thirty camera photos (4000 x 3000) chosen at once, the titles in English and Malayalam, one Save; taps
 * counted. The signal goes while the photos are made smaller: the editor needs none to shrink them and write them
 * to its copy of the site (saving to GitHub does; no stand-in for its API is here). The site is built from what the
 * editor wrote, and a parent's phone finds the gallery, its thirty photos in the viewer, at the sizes the build made.
 */
import { expect, test, type Browser, type Locator } from '@playwright/test';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { buildSite } from '../fixtures/fixture-site.ts';
import { serveStatic } from '../harness/static-server.ts';
import { checkoutWith, openEditor, readSaved } from '../helpers/editor.ts';
import { fieldGroup } from '../helpers/editor-form.ts';
import { position } from '../helpers/gallery.ts';
import { imageLoaded, nextFrames } from '../helpers/page.ts';
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

const KB = 1024;
const PORT = 4341;
const COUNT = 30;
const TITLE = { en: 'Annual sports day', ml: 'വാർഷിക കായിക ദിനം' };
const DESCRIPTION = {
  en: 'The boys on the turf and in the pool at this year’s sports day.',
  ml: 'ഈ വർഷത്തെ കായിക ദിനത്തിൽ കുട്ടികൾ മൈതാനത്തും നീന്തൽക്കുളത്തിലും.',
};
const DAY = '20261127';

/**
 * The office's taps, counted: each press of a button and each field typed into is one, and the choice in the phone's
 * own picker one more. The test takes the editor's shortest way; a step more the editor asked for would be one more.
 */
function counter() {
  const state = { taps: 0 };
  return {
    state,
    tap: async (target: Locator) => (state.taps++, target.click()),
    type: async (target: Locator, text: string) => (state.taps++, target.fill(text)),
  };
}

test.use({ viewport: { width: 390, height: 844 }, locale: 'en-IN' });

test('thirty camera photos in one pick, on a phone: a gallery saved in 12 taps, built, and every photo in the viewer', async ({
  page,
  context,
  browser,
}) => {
  // Measured alone: about 3 minutes (the photos drawn 10 s, shrunk 25 s, the site built with thirty new photos 55 s).
  test.setTimeout(480_000);
  // The phone's camera roll: thirty photos of the day, in the order they were taken.
  const roll = await cameraRoll(COUNT, DAY);
  const { shots } = roll;
  let server: Server | undefined;
  let root: string | undefined;
  try {
    await openEditor(page, context);
    await page.getByRole('treeitem', { name: /^Galleries/ }).click();
    const { state, tap, type } = counter();
    await tap(page.getByRole('button', { name: 'Create New Entry' }).first());
    const form = page.getByRole('group', { name: 'Content Editor' });
    const title = form.getByRole('textbox', { name: 'Title', exact: true });
    const description = form.getByRole('textbox', { name: 'Description', exact: true });
    await expect(title).toBeVisible();
    await nextFrames(page);
    await type(title, TITLE.en);
    await type(description, DESCRIPTION.en);

    // One pick: Browse, Upload, the thirty chosen in the phone's own picker (one choice), Insert.
    const photos = fieldGroup(form, 'Photos');
    state.taps++;
    await pickPhotos(page, photos, shots, tap);
    // The signal goes while the editor makes them smaller; the office goes on.
    await context.setOffline(true);
    await expect(listedPhotos(photos)).toHaveCount(COUNT, { timeout: 180_000 });
    await page.screenshot({ path: 'test-results/editor-gallery-30-390.png' });

    await tap(form.getByRole('combobox', { name: 'Switch Locale' }));
    await tap(page.getByRole('option', { name: 'Malayalam' }));
    await type(title, TITLE.ml);
    await type(description, DESCRIPTION.ml);
    await tap(page.getByRole('button', { name: 'Save', exact: true }));
    // Saved: both languages' files and the thirty photos, each written whole (Sveltia writes a file aside, then
    // names it).
    await expect.poll(() => savedOfGallery(page, 'annual-sports-day', DAY), { timeout: 60_000 }).toBe(2 + COUNT);
    expect(state.taps, 'taps from "Create New Entry" to saved').toBeLessThanOrEqual(12);
    await context.setOffline(false);

    // Written: the thirty in the order chosen, the same in both languages, each at most 1600 px (a gallery's
    // originals: scripts/build/admin/editor-fields.ts, savedPhotos).
    const files: Record<string, string | Buffer> = {};
    for (const lang of ['en', 'ml']) {
      const file = `${GALLERY_FOLDER(lang)}/annual-sports-day.yaml`;
      files[file] = await readSaved(page, file);
      expect(files[file]).not.toContain('__sc_');
    }
    const written = (lang: string) =>
      parse(files[`${GALLERY_FOLDER(lang)}/annual-sports-day.yaml`] as string) as { photos: string[] };
    const uploads = written('en').photos;
    expect(uploads).toEqual(shots.map(uploadOf));
    expect(written('ml').photos).toEqual(uploads);
    for (const upload of uploads) {
      const { bytes, shape } = await savedPhoto(page, upload);
      expect(shape, upload).toEqual(AS_SAVED);
      files[upload.slice(1)] = bytes;
    }

    // The site, built from this checkout with what the editor wrote.
    root = checkoutWith(files);
    const dist = path.join(root, 'dist');
    buildSite(dist, { SITE_CONTENT_ROOT: root });
    server = await serveStatic(dist, PORT);
    await parentSees(browser, uploads);
  } finally {
    server?.close();
    if (root) rmSync(root, { recursive: true, force: true });
    rmSync(roll.folder, { recursive: true, force: true });
  }
});

/** A parent's phone: the gallery's card, then every photo in the viewer, each at a size the build made, none large. */
async function parentSees(browser: Browser, uploads: string[]) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  const parent = await phone.newPage();
  const sizes = new Map<string, number>();
  const reading: Promise<void>[] = [];
  parent.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/media/galleries/') && response.ok())
      reading.push(response.body().then((body) => void sizes.set(url.pathname, body.length)));
  });
  await parent.goto(`http://127.0.0.1:${PORT}/gallery`);
  const card = parent.getByRole('listitem').filter({ hasText: TITLE.en });
  await expect(card).toBeVisible();
  await expect.poll(() => imageLoaded(card.locator('img'))).toBe(true);

  await parent.goto(`http://127.0.0.1:${PORT}/galleries/annual-sports-day`);
  const viewer = parent.getByRole('dialog');
  await expect(viewer).toContainText(TITLE.en);
  for (let n = 1; n <= uploads.length; n++) {
    await expect(position(parent)).toHaveText(`Photo ${n} of ${uploads.length}`);
    await expect
      .poll(() => imageLoaded(viewer.locator('.viewer__image img').last()), { message: `photo ${n}` })
      .toBe(true);
    if (n === 1) await parent.screenshot({ path: 'test-results/editor-gallery-viewer-390.png' });
    // A phone's viewer has no arrows (a finger swipes): the keyboard's arrow goes on, as a swipe does.
    if (n < uploads.length) await parent.keyboard.press('ArrowRight');
  }
  await Promise.all(reading);
  await phone.close();

  // Every photo was shown, at a size the build made (never the upload), none large.
  for (const upload of uploads) {
    const stem = upload.replace(/\.webp$/, '');
    const fetched = [...sizes.entries()].filter(([url]) => url.startsWith(`${stem}-`));
    expect(fetched.length, `sizes of ${upload} downloaded`).toBeGreaterThan(0);
    for (const [url, size] of fetched) {
      expect(url).toMatch(new RegExp(`^${stem}-[0-9a-f]{8}-\\d+\\.(avif|webp)$`));
      expect(size, url).toBeLessThan(250 * KB);
    }
  }
}
