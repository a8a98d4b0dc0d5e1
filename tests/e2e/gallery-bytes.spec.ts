/**
 * Gallery photos at the size the screen shows them. The embedded API serves camera originals (4000 px JPEGs
 * over 1 MB); a parent on a 412 px phone must never download one.
 */
import { expect, test } from '@playwright/test';
import { COLD_PHOTO, gotoHydrated, imageLoaded } from '../helpers/page.ts';


const MB = 1024 * 1024;

test.describe('on a 412 px phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });

  test('the grid and the first album, paged through in the viewer, stay small', async ({ page, request }) => {
    // Every photo here may be drawn and resized for the first time on a clean machine.
    test.setTimeout(180_000);
    const original = await request.get('/sample-gallery/sd-1.jpg');
    expect((await original.body()).length, 'the sample original is camera-sized').toBeGreaterThan(1 * MB);

    const photos = new Map<string, number>();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/_ipx/') && !url.pathname.startsWith('/sample-gallery/')) return;
      photos.set(url.pathname, (await response.body().catch(() => Buffer.alloc(0))).length);
    });

    await gotoHydrated(page, '/gallery');
    const cards = page.getByRole('list', { name: 'Galleries' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    // Scroll the whole grid into view, so every cover loads.
    for (let i = 0; i < 5; i++) await cards.nth(i).scrollIntoViewIfNeeded();
    for (let i = 0; i < 5; i++) await expect.poll(() => imageLoaded(cards.nth(i).locator('img')), COLD_PHOTO).toBe(true);

    await cards.first().getByRole('link').click();
    const viewer = page.getByRole('dialog');
    const position = viewer.locator('.viewer__position');
    const count = Number(/of (\d+)/.exec((await position.textContent()) ?? '')?.[1]);
    for (let i = 1; i < count; i++) {
      await viewer.getByRole('button', { name: `Show photo ${i + 1}` }).click();
      await expect(position).toHaveText(`Photo ${i + 1} of ${count}`);
      await expect.poll(() => imageLoaded(viewer.locator('.viewer__image img').last()), COLD_PHOTO).toBe(true);
    }
    await page.waitForLoadState('networkidle');

    const originals = [...photos.keys()].filter((path) => path.startsWith('/sample-gallery/'));
    expect(originals, 'camera originals downloaded').toEqual([]);
    const largest = Math.max(...photos.values());
    const total = [...photos.values()].reduce((sum, n) => sum + n, 0);
    console.info(`412 px phone: ${photos.size} photo files, largest ${(largest / 1024).toFixed(1)} KB, ${(total / 1024).toFixed(1)} KB in all`);
    expect(largest).toBeLessThan(250 * 1024);
    expect(total).toBeLessThan(1.5 * MB);
  });
});

test('the resizer refuses a host that is not configured, and a malformed width, with a clear 4xx', async ({ request, baseURL }) => {
  const evil = await request.get('/_ipx/w_640,f_webp/https://evil.example/x.jpg');
  expect(evil.status()).toBe(403);
  expect((await evil.json()).error).toMatch(/only from this site/);
  const width = await request.get(`/_ipx/w_abc,f_webp/${baseURL}/sample-gallery/sd-1.jpg`);
  expect(width.status()).toBe(400);
  expect((await width.json()).error).toMatch(/width must be one of/);
  const fine = await request.get(`/_ipx/w_320,f_avif/${baseURL}/sample-gallery/sd-1.jpg`);
  expect(fine.status()).toBe(200);
  expect(fine.headers()['content-type']).toBe('image/avif');
});
