/**
 * dist/ alone, on a plain static host (no rewrites, no API, no resizer: scripts/static-server.ts): the gallery
 * the school keeps in the editor lists, shows its photos and opens its viewer, in both languages.
 */
import { expect, test } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serveStatic } from '../../scripts/static-server.ts';
import { content } from '../helpers/content.ts';
import { collectErrors } from '../helpers/page.ts';

let server: Server;
let origin = '';
test.beforeAll(async () => {
  server = await serveStatic('dist', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => server.close());

for (const lang of ['en', 'ml'] as const) {
  test(`the ${lang} gallery works from dist/ on a plain static host`, async ({ page }) => {
    const galleries = content.collections.galleries[lang] as unknown as { title: string }[];
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(`${origin}${lang === 'ml' ? '/ml' : ''}/gallery`);
    const cards = page.locator('.gallery-card__link');
    await expect(cards).toHaveCount(galleries.length);
    await expect(cards.first()).toContainText(galleries[0]!.title);
    await expect.poll(() => cards.first().locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await cards.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => page.getByRole('dialog').locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(errors).toEqual([]);
  });
}
