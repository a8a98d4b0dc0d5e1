/**
 * dist/ alone, on a plain static host (no rewrites, no API, no resizer: tests/harness/static-server.ts), in both
 * languages: the gallery the school keeps in the editor lists, shows its photos and opens its viewer, and every
 * photo address its list names answers; the notices
 * are listed, each at its own address, in a feed that parses, and the home page links the latest. (Every route
 * read offline after one visit, from the same kind of host: tests/e2e/pwa.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serveStatic } from '../harness/static-server.ts';
import { content } from '../helpers/content.ts';
import { collectErrors } from '../helpers/page.ts';
import { listedPhotos } from '../helpers/gallery.ts';

let server: Server;
let origin = '';
test.beforeAll(async () => {
  server = await serveStatic('dist', 0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => server.close());

test('every photo address in the published gallery list answers', async ({ request }) => {
  const urls = await listedPhotos(request, origin);
  expect(urls.length).toBeGreaterThan(0);
  const statuses = await Promise.all(
    urls.map(async (url) => `${(await request.get(`${origin}${url}`)).status()} ${url}`),
  );
  expect(statuses.filter((status) => !status.startsWith('200'))).toEqual([]);
});

for (const lang of ['en', 'ml'] as const) {
  test(`the ${lang} gallery works from dist/ on a plain static host`, async ({ page }) => {
    const galleries = content.collections.galleries[lang] as unknown as { title: string }[];
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(`${origin}${lang === 'ml' ? '/ml' : ''}/gallery`);
    const cards = page.locator('.gallery-card__link');
    await expect(cards).toHaveCount(galleries.length);
    await expect(cards.first()).toContainText(galleries[0]!.title);
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await cards.first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    expect(errors).toEqual([]);
  });
}

/** A feed's entries as a feed reader reads them (null when the XML does not parse). */
const feedEntries = (page: Page, xml: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror') || doc.documentElement.localName !== 'feed') return null;
    return [...doc.getElementsByTagName('entry')].map((entry) => ({
      title: entry.getElementsByTagName('title')[0]?.textContent ?? '',
      path: new URL(entry.getElementsByTagName('link')[0]?.getAttribute('href') ?? '', 'http://x').pathname,
    }));
  }, xml);

for (const lang of ['en', 'ml'] as const) {
  test(`the ${lang} notices, their feed and the home page's latest work from dist/ on a plain static host`, async ({
    page,
    request,
  }) => {
    const prefix = lang === 'ml' ? '/ml' : '';
    const errors = collectErrors(page);
    await page.goto(`${origin}${prefix}/notices/`);
    const feed = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href');
    expect(feed).toBe(`${prefix}/notices/feed.xml`);
    const served = await request.get(`${origin}${feed}`);
    expect(served.status()).toBe(200);
    const entries = await feedEntries(page, await served.text());
    expect(entries, 'the feed parses as Atom').not.toBeNull();
    expect(entries!.length).toBeGreaterThan(0);
    // Every entry is listed on the notices page and has a page of its own, in the page's language.
    for (const entry of entries!) {
      expect(entry.path.startsWith(`${prefix}/notices/`), entry.path).toBe(true);
      await expect(page.locator(`main a[href="${entry.path}"]`).first()).toBeVisible();
      const notice = await request.get(`${origin}${entry.path}`);
      expect(notice.status(), entry.path).toBe(200);
      expect(await notice.text()).toContain(`<html lang="${lang}">`);
    }
    await page.goto(`${origin}${prefix || '/'}`);
    const latest = await page
      .locator(`main a[href^="${prefix}/notices/"]:not([href="${prefix}/notices/"])`)
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(latest.length).toBeGreaterThan(0);
    for (const path of latest) expect(entries!.map((e) => e.path)).toContain(path);
    expect(errors).toEqual([]);
  });
}
