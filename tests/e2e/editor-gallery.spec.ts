/**
 * A new gallery, as the office makes one after a school event (issue 42): in the editor, in English and Malayalam,
 * with a photo straight from a phone camera (4000 x 3000, several MB). It is saved, the site is built from what the
 * editor wrote, and a parent's phone finds it on /gallery and on its own page, at the sizes the build made of it.
 */
import { expect, test, type Browser } from '@playwright/test';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { parse } from 'yaml';
import { schoolDay } from '../../src/lib/school-time.ts';
import { buildSite } from '../fixtures/fixture-site.ts';
import { serveStatic } from '../harness/static-server.ts';
import { editorConfig, type EditorField } from '../../scripts/build/admin/editor-config.ts';
import { identity } from '../helpers/content.ts';
import {
  checkoutWith,
  fieldIn,
  newEntry,
  openEditor,
  readSaved,
  readSavedBytes,
  savedNames,
} from '../helpers/editor.ts';
import { LANGS, listsOf, touchList } from '../helpers/editor-form.ts';
import { imageLoaded } from '../helpers/page.ts';
import { cameraPhoto } from '../helpers/photos.ts';

const KB = 1024;
const PORT = 4341;
const TITLE = { en: 'Annual sports day', ml: 'വാർഷിക കായിക ദിനം' };
const DESCRIPTION = {
  en: 'The boys on the turf and in the pool at this year’s sports day.',
  ml: 'ഈ വർഷത്തെ കായിക ദിനത്തിൽ കുട്ടികൾ മൈതാനത്തും നീന്തൽക്കുളത്തിലും.',
};

const galleries = editorConfig({
  backend: { name: 'github', repo: 'school/website', branch: 'main' },
  siteUrl: 'http://127.0.0.1',
  schoolName: identity.schoolName,
}).collections.find((c) => c.name === 'galleries') as { fields: EditorField[] };
const photos = listsOf(galleries.fields).find((list) => list.names.join() === 'photos')!;

test('a new gallery with a camera photo saves, builds and shows at its sizes', async ({ page, context, browser }) => {
  test.setTimeout(240_000);
  let server: Server | undefined;
  const camera = await cameraPhoto(4000, 3000);
  expect(camera.length).toBeGreaterThan(3 * 1024 * KB);

  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, context);
  await newEntry(page, 'Galleries', 'Gallery');
  for (const lang of LANGS) {
    await fieldIn(page, lang, 'Title').fill(TITLE[lang]);
    await fieldIn(page, lang, 'Description').fill(DESCRIPTION[lang]);
  }
  const photo = { name: 'IMG_20261127_101500.jpg', buffer: camera };
  await touchList(page, { place: photos, count: 0, n: 1, langs: LANGS }, { today: schoolDay(new Date()), photo });
  await page.screenshot({ path: 'test-results/editor-gallery-1440.png' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const folder = (lang: string) => `src/content/${lang}/galleries`;
  await expect.poll(() => savedNames(page, folder('ml')), { timeout: 20_000 }).toContain('annual-sports-day.yaml');
  const files: Record<string, string | Buffer> = {};
  for (const lang of LANGS) {
    const file = `${folder(lang)}/annual-sports-day.yaml`;
    files[file] = await readSaved(page, file);
    expect(files[file]).not.toContain('__sc_');
  }
  const written = parse(files[`${folder('en')}/annual-sports-day.yaml`] as string) as { photos: { photo: string }[] };
  const upload = written.photos[0]!.photo;
  expect(upload).toMatch(/^\/media\/galleries\/[\w-]+\.webp$/);
  const bytes = await readSavedBytes(page, upload.slice(1));
  expect(bytes, 'the photo the editor wrote').not.toBeNull();
  // Shrunk in the browser before it was saved: a school office's slow line uploads hundreds of KB, not MB.
  expect(bytes!.length).toBeLessThan(camera.length / 4);
  files[upload.slice(1)] = bytes!;

  // The site, built from this checkout with what the editor wrote.
  const root = checkoutWith({});
  for (const [file, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), data);
  }
  const dist = path.join(root, 'dist');
  try {
    buildSite(dist, { SITE_CONTENT_ROOT: root });
    server = await serveStatic(dist, PORT);
    await parentSees(browser, upload);
  } finally {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  }
});

/** A parent's phone: the gallery's card, then its own page, each photo at a size the build made, none large. */
async function parentSees(browser: Browser, upload: string) {
  const phone = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2.625,
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
  await parent.screenshot({ path: 'test-results/editor-gallery-card-412.png' });

  await parent.goto(`http://127.0.0.1:${PORT}/galleries/annual-sports-day`);
  const viewer = parent.getByRole('dialog');
  await expect(viewer).toContainText(TITLE.en);
  const shown = viewer.locator('.viewer__image img').last();
  await expect.poll(() => imageLoaded(shown)).toBe(true);
  await parent.screenshot({ path: 'test-results/editor-gallery-viewer-412.png' });
  await Promise.all(reading);
  await phone.close();

  const stem = upload.replace(/\.webp$/, '');
  const fetched = [...sizes.entries()].filter(([url]) => url.startsWith(stem));
  expect(fetched.length, 'sizes of the new photo downloaded').toBeGreaterThan(0);
  for (const [url, size] of fetched) {
    expect(url, 'a size the build made, never the upload').toMatch(
      new RegExp(`^${stem}-[0-9a-f]{8}-\\d+\\.(avif|webp)$`),
    );
    expect(size, url).toBeLessThan(250 * KB);
  }
}
