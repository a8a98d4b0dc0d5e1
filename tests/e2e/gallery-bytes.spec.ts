/**
 * Gallery photos at the size the screen shows them. The school uploads phone-camera photos; the build writes
 * each at a few widths in AVIF and WebP (scripts/build/galleries.ts), and a parent on a 412 px phone downloads only
 * the size a box needs, never the upload. A school's own API goes through a resizer (the sample API's is
 * tested below).
 */
import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSampleApi } from '../../scripts/sample-api/server.ts';
import { content } from '../helpers/content.ts';
import { gotoHydrated, imageLoaded } from '../helpers/page.ts';

const KB = 1024;

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  test('the grid and the first album, paged through in the viewer, stay small', async ({ page }) => {
    const photos = new Map<string, number>();
    const pending: Promise<unknown>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/media/galleries/')) return;
      pending.push(
        response.body().then(
          (body) => photos.set(url.pathname, body.length),
          () => photos.set(url.pathname, 0),
        ),
      );
    });

    await gotoHydrated(page, '/gallery');
    const cards = page.getByRole('list', { name: 'Galleries' }).getByRole('listitem');
    // The list arrives after the page has hydrated: wait for every gallery the school keeps.
    const count = content.collections.galleries.en.length;
    expect(count).toBeGreaterThan(0);
    await expect(cards).toHaveCount(count);
    // Scroll the whole grid into view, so every cover loads.
    for (let i = 0; i < count; i++) await cards.nth(i).scrollIntoViewIfNeeded();
    for (let i = 0; i < count; i++) await expect.poll(() => imageLoaded(cards.nth(i).locator('img'))).toBe(true);

    await cards.first().getByRole('link').click();
    const viewer = page.getByRole('dialog');
    const position = viewer.locator('.viewer__position');
    // The viewer says how many photos the album has once it is open (read before that, the count is missing).
    await expect(position).toHaveText(/^Photo 1 of \d+$/);
    const album = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
    for (let i = 1; i < album; i++) {
      await viewer.getByRole('button', { name: `Show photo ${i + 1}` }).click();
      await expect(position).toHaveText(`Photo ${i + 1} of ${album}`);
      await expect.poll(() => imageLoaded(viewer.locator('.viewer__image img').last())).toBe(true);
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);

    // Nothing measured is a failure, not a pass.
    expect(photos.size, 'gallery photos downloaded').toBeGreaterThanOrEqual(count + album);
    const uploads = [...photos.keys()].filter((path) => !/-\d+\.(avif|webp)$/.test(path));
    expect(uploads, 'uploads downloaded as sent').toEqual([]);
    // At 412 px and 2.625 dppx a card needs about 1,080 device pixels: nothing wider than 1280 is written,
    // and no thumbnail needs more than 480.
    const widths = [...photos.keys()].map((path) => Number(/-(\d+)\.\w+$/.exec(path)?.[1]));
    expect(Math.max(...widths)).toBeLessThanOrEqual(1280);
    const largest = Math.max(...photos.values());
    const total = [...photos.values()].reduce((sum, n) => sum + n, 0);
    console.info(
      `412 px phone: ${photos.size} photo files, largest ${(largest / KB).toFixed(1)} KB, ${(total / KB).toFixed(1)} KB in all`,
    );
    expect(largest).toBeLessThan(250 * KB);
    expect(total).toBeLessThan(1536 * KB);
  });
});

test.describe("the sample API's resizer", () => {
  let server: Server;
  let base = '';
  test.beforeAll(async () => {
    server = await startSampleApi(0);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('refuses a host that is not configured, and a malformed width, with a clear 4xx', async ({ request }) => {
    test.slow(); // the sample photo may be drawn for the first time on a clean machine
    const evil = await request.get(`${base}/_ipx/w_640,f_webp/https://evil.example/x.jpg`);
    expect(evil.status()).toBe(403);
    expect((await evil.json()).error).toMatch(/only from this site/);
    const width = await request.get(`${base}/_ipx/w_abc,f_webp/${base}/sample-gallery/sd-1.jpg`);
    expect(width.status()).toBe(400);
    expect((await width.json()).error).toMatch(/width must be one of/);
    const fine = await request.get(`${base}/_ipx/w_320,f_avif/${base}/sample-gallery/sd-1.jpg`);
    expect(fine.status()).toBe(200);
    expect(fine.headers()['content-type']).toBe('image/avif');
  });
});
