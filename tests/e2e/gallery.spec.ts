import { expect, test } from '@playwright/test';
import { WIDTHS, collectErrors, gotoHydrated, imageLoaded } from '../helpers/page.ts';
import { touchSwipe } from '../helpers/gestures.ts';
import { GALLERIES, cards, position, viewer } from '../helpers/gallery.ts';

test.describe('gallery list, as the school keeps it in the editor', () => {
  test('shows every gallery with cover, one-line title, description and en-CA date', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await gotoHydrated(page, '/gallery');
    await expect(cards(page)).toHaveCount(GALLERIES);
    const sports = cards(page).filter({ hasText: 'Sports and the pool, in drawings' });
    await expect(sports.locator('time')).toHaveText('2026-11-25');
    const cover = sports.locator('img');
    // The cover is one of the sizes the build wrote, at a width the card needs, in AVIF (the upload never).
    await expect.poll(() => imageLoaded(cover)).toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/media\/galleries\/sports-1-[0-9a-f]{8}-(320|480)\.avif$/,
    );
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('data-loaded', 'true');
    const title = sports.locator('.gallery-card__title');
    expect(await title.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
    expect(
      await sports.locator('.gallery-card__description').evaluate((el) => getComputedStyle(el).webkitLineClamp),
    ).toBe('3');
    expect(errors).toEqual([]);
  });

  for (const [width, columns] of [
    [WIDTHS.phone, 1],
    [WIDTHS.tablet, 2],
    [1100, 3],
    [WIDTHS.desktop, 4],
  ] as const) {
    test(`lays the cards out in ${columns} column(s) at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/gallery');
      await expect(cards(page)).toHaveCount(GALLERIES);
      const xs = new Set<number>();
      for (let i = 0; i < GALLERIES; i++) xs.add(Math.round((await cards(page).nth(i).boundingBox())!.x));
      expect(xs.size).toBe(columns);
    });
  }
});

test.describe('viewer on a large screen', () => {
  test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

  test('pages with buttons, keys and thumbnails, wraps both ways, and keeps focus inside', async ({ page }) => {
    const errors = collectErrors(page);
    const fetched = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/media/galleries/')) fetched.set(url.pathname, (fetched.get(url.pathname) ?? 0) + 1);
    });
    await gotoHydrated(page, '/gallery');
    const card = page.getByRole('link', { name: /Everyday life, in drawings/ });
    await card.click();
    await expect(page).toHaveURL(/\/galleries\/daily-life-drawings\/$/);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page)).toHaveAccessibleName('Everyday life, in drawings');
    await expect(position(page)).toHaveText('Photo 1 of 6');
    await expect(viewer(page).getByText('A drawing of students together in front of a school building')).toBeVisible();
    await expect(viewer(page).locator('time')).toHaveText('2026-11-25');
    const box = (await viewer(page).boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(950);
    expect((await viewer(page).locator('.viewer__stage').boundingBox())!.height).toBeLessThanOrEqual(500);

    await viewer(page).getByRole('button', { name: 'Next photo' }).click();
    await expect(position(page)).toHaveText('Photo 2 of 6');
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click();
    await viewer(page).getByRole('button', { name: 'Previous photo' }).click();
    await expect(position(page)).toHaveText('Photo 6 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Photo 1 of 6');
    await page.keyboard.press('ArrowLeft');
    await expect(position(page)).toHaveText('Photo 6 of 6');

    // The fourth drawing has no caption of its own: the gallery's description shows instead.
    const thumbs = viewer(page).getByRole('list', { name: 'Photos in this gallery' });
    await expect(thumbs.locator('li')).toHaveCount(6);
    expect(await thumbs.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(3);
    expect((await thumbs.boundingBox())!.height).toBeLessThanOrEqual(200);
    await thumbs.getByRole('button', { name: 'Show photo 4' }).click();
    await expect(position(page)).toHaveText('Photo 4 of 6');
    await expect(thumbs.getByRole('button', { name: 'Show photo 4' })).toHaveAttribute('aria-current', 'true');
    await expect(viewer(page).locator('.viewer__description')).toHaveText(/Drawings of life on a residential campus/);

    for (let i = 0; i < 16; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    }

    // Each photo is fetched once at each size it is shown at (a thumbnail's and the stage's), and no upload as
    // it was sent: the next photo was loaded ahead, at the stage's size.
    await page.waitForLoadState('networkidle');
    expect(fetched.size, 'photos were fetched').toBeGreaterThan(6);
    expect([...fetched.entries()].filter(([, n]) => n > 1)).toEqual([]);
    expect([...fetched.keys()].filter((path) => !/-\d+\.(avif|webp)$/.test(path))).toEqual([]);
    const stage = [...fetched.keys()].filter((path) => /\/daily-life-5-[0-9a-f]{8}-(960|1280)\./.test(path));
    expect(stage, 'photo 5 preloaded at the stage size while photo 4 showed').toHaveLength(1);

    await viewer(page).getByRole('button', { name: 'Close gallery' }).click();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(card).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('Escape closes; the fullscreen toggle uses the Fullscreen API', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    await page.getByRole('link', { name: /Classrooms, labs and the library/ }).click();
    await expect(viewer(page)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Full screen' }).click();
    // The viewer's frame goes full screen (a <dialog> itself may not).
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className)).toBe('viewer__frame');
    await expect(viewer(page).getByRole('button', { name: 'Exit full screen' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(position(page)).toHaveText('Photo 2 of 5');
    await viewer(page).getByRole('button', { name: 'Exit full screen' }).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/gallery\/$/);
  });
});

test.describe('viewer on a phone', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 800 }, hasTouch: true, isMobile: true });

  test('fills the screen, swipes at 50 px or more, and shows a thumbnail strip', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    await page.getByRole('link', { name: /Everyday life, in drawings/ }).click();
    const box = (await viewer(page).boundingBox())!;
    expect(Math.round(box.width)).toBe(WIDTHS.phone);
    expect(Math.round(box.height)).toBe(800);
    await expect(viewer(page).getByRole('button', { name: 'Next photo' })).toBeHidden();
    const stage = viewer(page).locator('.viewer__stage');
    await touchSwipe(page, stage, -120);
    await expect(position(page)).toHaveText('Photo 2 of 6');
    await touchSwipe(page, stage, 120);
    await expect(position(page)).toHaveText('Photo 1 of 6');
    await touchSwipe(page, stage, 120);
    await expect(position(page)).toHaveText('Photo 6 of 6');
    await touchSwipe(page, stage, -40);
    await expect(position(page)).toHaveText('Photo 6 of 6');
    const strip = viewer(page).getByRole('list', { name: 'Photos in this gallery' });
    expect(await strip.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
    await expect(viewer(page).getByRole('button', { name: 'Full screen' })).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
  });
});

for (const [name, width] of Object.entries(WIDTHS)) {
  test(`the viewer's photo fits inside its stage, centred, at ${name} width (${width}px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: name === 'tablet' ? 1180 : 900 });
    await gotoHydrated(page, '/galleries/sports-drawings');
    const photo = viewer(page).locator('.viewer__image img');
    await expect.poll(() => imageLoaded(photo)).toBe(true);
    const [img, stage] = await Promise.all([photo.boundingBox(), viewer(page).locator('.viewer__stage').boundingBox()]);
    if (!img || !stage) throw new Error('no photo or stage');
    // Whole: nothing of the photo is cut off by the stage.
    expect(img.y).toBeGreaterThanOrEqual(stage.y - 1);
    expect(img.y + img.height).toBeLessThanOrEqual(stage.y + stage.height + 1);
    expect(img.x).toBeGreaterThanOrEqual(stage.x - 1);
    expect(img.x + img.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
    // Centred, and as large as the stage allows in one direction.
    expect(Math.abs(img.y + img.height / 2 - (stage.y + stage.height / 2))).toBeLessThan(2);
    expect(Math.abs(img.x + img.width / 2 - (stage.x + stage.width / 2))).toBeLessThan(2);
    expect(Math.max(img.width / stage.width, img.height / stage.height)).toBeGreaterThan(0.98);
  });
}

test.describe('addresses', () => {
  test('a deep link opens its gallery; closing it lands on the list', async ({ page }) => {
    const errors = collectErrors(page);
    await gotoHydrated(page, '/galleries/classrooms-drawings');
    await expect(viewer(page)).toHaveAccessibleName('Classrooms, labs and the library, in drawings');
    await viewer(page).getByRole('button', { name: 'Close gallery' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(viewer(page)).toBeHidden();
    await expect(cards(page)).toHaveCount(GALLERIES);
    expect(errors).toEqual([]);
  });

  test('Back closes the viewer and Forward opens it again', async ({ page }) => {
    await gotoHydrated(page, '/gallery');
    await page.getByRole('link', { name: /The campus, in drawings/ }).click();
    await expect(viewer(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(viewer(page)).toBeHidden();
    await page.goForward();
    await expect(viewer(page)).toHaveAccessibleName('The campus, in drawings');
  });

  test('an unknown id says no gallery is selected, with a way back to the list', async ({ page }) => {
    await gotoHydrated(page, '/galleries/no-such-gallery');
    await expect(viewer(page).getByRole('heading', { name: 'No gallery selected' })).toBeVisible();
    await viewer(page).getByRole('link', { name: 'Back to all galleries' }).click();
    await expect(page).toHaveURL(/\/gallery\/$/);
    await expect(viewer(page)).toBeHidden();
  });
});
