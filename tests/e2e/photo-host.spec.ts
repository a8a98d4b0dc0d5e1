/**
 * A school's own gallery API and photo host, on another origin (docs/content.md, "Galleries"): a photo the host answers
 * 404 for is not kept by the service worker (it asks with CORS, so it sees the 404 rather than an opaque
 * answer), the site does not promise offline reading it cannot give, and the next visit shows the photo once
 * the host has it.
 */
import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import sharp from 'sharp';
import { PHOTO_HOST_SITE_PORT } from '../../playwright.config.ts';
import { PHOTO_HOST, PHOTO_HOST_PORT } from '../fixtures/photo-host-site.ts';
import { identity } from '../helpers/content.ts';
import { imageLoaded } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const PHOTO_PATH = '/photos/sports-day-1.jpg';
const PHOTO = `${PHOTO_HOST}${PHOTO_PATH}`;

const galleries = [
  {
    _id: 'sports-day',
    title: 'Sports Day',
    description: 'The relay and the long jump.',
    date: '2026-11-20T10:00:00+05:30',
    album: [{ _id: 'sports-day-1', url: PHOTO, imgdescription: 'Boys at the start of the relay' }],
  },
];

/** The school's host: the list, and the photo once `present`; CORS headers on every answer, as docs/gallery-api.md asks. */
function photoHost(photo: Buffer, state: { present: boolean; photoRequests: number }): Promise<Server> {
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.url === `/api/galleries/${identity.gallerySiteKey}`) {
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify(galleries));
    }
    if (req.url === PHOTO_PATH) state.photoRequests++;
    if (req.url === PHOTO_PATH && state.present) {
      res.setHeader('Content-Type', 'image/jpeg');
      return res.end(photo);
    }
    res.statusCode = 404;
    res.end('Not found');
  });
  return new Promise((resolve) => server.listen(PHOTO_HOST_PORT, '127.0.0.1', () => resolve(server)));
}

/** The photos from the host that the worker keeps, in any of its caches (the list it keeps too, rightly). */
const keptFromHost = (page: Page) =>
  page.evaluate(async (photos) => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        if (request.url.startsWith(photos)) kept.push(request.url);
    }
    return kept;
  }, `${PHOTO_HOST}/photos/`);

test.describe.configure({ timeout: 90_000 });

test('a photo its host answered 404 for is not kept: offline reading is not promised, and the next visit shows the photo once it is there', async () => {
  const state = { present: false, photoRequests: 0 };
  const photo = await sharp({ create: { width: 640, height: 427, channels: 3, background: '#3d7a4f' } })
    .jpeg()
    .toBuffer();
  const host = await photoHost(photo, state);
  const { context, close } = await persistentContext(`http://127.0.0.1:${PHOTO_HOST_SITE_PORT}`);
  try {
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => warnings.push(message.text()));
    const coverWarnings = () => warnings.filter((w) => w.includes('Could not save 1 of the gallery covers')).length;
    // The first visit installs the worker; the next is answered through it, as a returning parent's is.
    await page.goto('/gallery');
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 })
      .toBe(true);
    // The first visit's worker tries to save the cover too, and says so, once it has saved the site's images: on a
    // busy machine after the reload below had begun (a clean run counted 2). Its word is awaited, then forgotten.
    await expect.poll(coverWarnings, { timeout: 30_000 }).toBe(1);
    warnings.length = 0;
    await page.reload();
    // The cover has empty alt text (the card's title says what it shows), so it is found as an element.
    const cover = page.getByRole('list', { name: 'Galleries' }).locator('img').first();
    await expect(cover).toHaveAttribute('crossorigin', 'anonymous');
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);

    // This page's worker tried to save the cover for offline reading too, saw the 404, says so, promises nothing.
    await expect.poll(coverWarnings, { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.offlineReady)).toBeUndefined();
    await expect(page.getByText('Ready to work offline')).toHaveCount(0);
    expect(await keptFromHost(page)).toEqual([]);

    // The school uploads the photo: the next visit asks the host again (the worker answers nothing from its
    // cache) and shows it, and now it is kept, and the site is ready to read offline.
    state.present = true;
    const asked = state.photoRequests;
    await page.reload();
    await expect.poll(() => imageLoaded(cover)).toBe(true);
    expect(state.photoRequests).toBeGreaterThan(asked);
    await expect.poll(() => keptFromHost(page)).toEqual([PHOTO]);
    await expect(page.getByText('Ready to work offline')).toBeVisible({ timeout: 30_000 });
  } finally {
    await close();
    host.close();
  }
});
