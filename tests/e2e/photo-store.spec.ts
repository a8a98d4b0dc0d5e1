/**
 * The site as a school with its gallery photos in an object store publishes it (issue 64; docs/hosting.md): the
 * build's dist/ with the site's _worker.js and _routes.json, the photos put in the bucket by the deploy's step and
 * taken out of dist/, served by wrangler's Cloudflare Pages asset server with the bucket bound (Miniflare's R2, the
 * same binding Cloudflare gives). Every photo comes from the store, and the gallery, the viewer and the photos a
 * parent looked at read offline as they do from dist/, on a phone and a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openBucket } from '../../scripts/build/photo-store/bucket.ts';
import { servePhotosFromStore } from '../../scripts/photos/pages.ts';
import { photosIn, uploadPhotos } from '../../scripts/build/photo-store/store.ts';
import { photoHeaders } from '../../scripts/photos/upload.ts';
import { cloudflarePages, pagesBindings } from '../hosts/servers.ts';
import { content, settings } from '../helpers/content.ts';
import { cards, listedPhotos, position, viewer } from '../helpers/gallery.ts';
import { WIDTHS, imageLoaded } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const PORT = 4335;
const BUCKET = 'school-photos';
let scratch = '';
let origin = '';
let stop = async () => {};

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ actionTimeout: 15_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  scratch = mkdtempSync(path.join(tmpdir(), 'photo-store-site-'));
  const [site, persist] = [path.join(scratch, 'dist'), path.join(scratch, 'state')];
  cpSync('dist', site, { recursive: true });
  const store = await openBucket({ bucket: BUCKET, dir: pagesBindings(persist) });
  try {
    const uploaded = await uploadPhotos(store.bucket, site);
    expect(uploaded.photos).toBeGreaterThan(0);
    expect(photosIn(site).size).toBe(0);
    await servePhotosFromStore(site, photoHeaders(settings));
  } finally {
    await store.close();
  }
  ({ origin, stop } = await cloudflarePages(PORT, { dist: site, photoStore: { dir: persist, bucket: BUCKET } }));
});
test.afterAll(async () => {
  await stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

test('every photo address the published list names answers from the store, none from dist/', async ({ request }) => {
  const urls = await listedPhotos(request, origin);
  expect(urls.length).toBeGreaterThan(0);
  const answers = await Promise.all(
    urls.map(async (url) => {
      const answer = await request.get(`${origin}${url}`);
      return `${answer.status()} ${answer.headers()['content-type']} ${url}`;
    }),
  );
  expect(answers.filter((answer) => !answer.startsWith('200 image/webp'))).toEqual([]);
});

test("the pages keep the host's headers and rewrites beside the site's Worker", async ({ request }) => {
  const page = await request.get(`${origin}/about/`);
  expect(page.status()).toBe(200);
  expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  const gallery = await request.get(`${origin}/galleries/not-a-gallery/`);
  expect(gallery.status()).toBe(200);
  const old = await request.get(`${origin}/about`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
});

/** Pages through the open viewer, waiting for each photo; returns how many it has. */
async function everyPhotoShows(page: Page): Promise<number> {
  await page.locator('.gallery-card__link').first().click();
  await expect(viewer(page)).toBeVisible();
  await expect(position(page)).toHaveText(/^Photo 1 of \d+$/);
  const count = Number(/of (\d+)/.exec((await position(page).textContent()) ?? '')?.[1]);
  for (let i = 1; i <= count; i++) {
    await expect(position(page)).toHaveText(`Photo ${i} of ${count}`);
    await expect.poll(() => imageLoaded(viewer(page).locator('.viewer__image').last().locator('img'))).toBe(true);
    if (i < count)
      await viewer(page)
        .getByRole('button', { name: `Show photo ${i + 1}` })
        .click();
  }
  return count;
}

for (const width of [WIDTHS.phone, WIDTHS.desktop])
  test(`at ${width} px the gallery and its viewer show the store’s photos, and again offline`, async () => {
    const { context, close } = await persistentContext(origin, { width, height: 900 });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
        timeout: 30_000,
      });
      await page.goto('/gallery/');
      await expect(cards(page)).toHaveCount(content.collections.galleries.en.length);
      await expect.poll(() => imageLoaded(cards(page).first().locator('img'))).toBe(true);
      const online = await everyPhotoShows(page);
      expect(online).toBeGreaterThan(1);

      await context.setOffline(true);
      await page.goto('/gallery/');
      await expect.poll(() => imageLoaded(cards(page).first().locator('img'))).toBe(true);
      expect(await everyPhotoShows(page)).toBe(online);
    } finally {
      await close();
    }
  });
