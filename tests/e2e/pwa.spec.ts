import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serveStatic } from '../harness/static-server.ts';
import { PWA_DIST, PWA_PORT } from '../../playwright.config.ts';
import { prerenderedPaths } from '../../src/lib/routes.ts';
import { persistentContext as persistentProfile } from '../helpers/profile.ts';
import { imageLoaded } from '../helpers/page.ts';
import { content, identity } from '../helpers/content.ts';

const BASE = `http://127.0.0.1:${PWA_PORT}`;

const persistentContext = (viewport?: { width: number; height: number }) => persistentProfile(BASE, viewport);

async function visitOnceOnline(page: Page) {
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
    timeout: 30_000,
  });
  await expect(page.getByText('Ready to work offline')).toBeVisible();
}

/**
 * Debian's Chromium 150 keeps the network offline across navigations, but a page opened offline reads
 * navigator.onLine as true (Playwright's offline emulation is not carried to the new document). So the page
 * sees the connection drop, as a phone's does on a campus walk.
 */
async function dropConnectionAgain(context: BrowserContext) {
  await context.setOffline(false);
  await context.setOffline(true);
}

/** Scroll through the page so lazy images load, then report any image that did not. */
async function brokenImages(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Off-screen cards of sideways rows load too.
    for (const row of document.querySelectorAll('[role="region"]')) row.scrollLeft = row.scrollWidth;
    await new Promise((r) => setTimeout(r, 300));
  });
  await page.waitForFunction(
    () => [...document.images].filter((img) => img.checkVisibility()).every((img) => img.complete),
    undefined,
    { timeout: 10_000 },
  );
  return page.evaluate(() =>
    [...document.images]
      .filter((img) => img.checkVisibility() && (!img.complete || img.naturalWidth === 0))
      .map((img) => img.currentSrc || img.src),
  );
}

// Each test starts a browser profile and waits for the worker to cache the site: give them room.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('Chromium reports the app installable, with its manifest', async () => {
  const { context, close } = await persistentContext({ width: 1280, height: 800 });
  const page = await context.newPage();
  await visitOnceOnline(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    id: '/',
    start_url: '/?source=app',
    display: 'standalone',
    short_name: identity.names.en.short,
  });
  const icons = manifest.icons as { sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  expect((manifest.screenshots as { form_factor: string }[]).map((s) => s.form_factor)).toEqual(['wide', 'narrow']);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0f3b57');
  expect((await page.request.get('/favicon.ico')).ok()).toBe(true);
  await close();
});

test('after one online visit to / only, from dist/ on a plain static host, every route renders offline with every image', async () => {
  // As deployed: no rewrites, no API (tests/harness/static-server.ts). The deep links below are answered by the worker.
  const host = await serveStatic('dist', 0);
  const { context, close } = await persistentProfile(`http://127.0.0.1:${(host.address() as AddressInfo).port}`);
  const page = await context.newPage();
  await visitOnceOnline(page);
  await context.setOffline(true);

  for (const route of prerenderedPaths) {
    await page.goto(route);
    await expect(page.locator('main h1')).toHaveCount(1);
    expect(await brokenImages(page), route).toEqual([]);
  }
  await dropConnectionAgain(context);
  await expect(page.getByText('ഇന്റർനെറ്റ് ഇല്ല. ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ച പേജുകൾ തുറക്കാം.')).toBeVisible();

  // /about/ and /about alike, a gallery address, and a never-seen address.
  await page.goto('/about/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${identity.schoolName}`);
  await dropConnectionAgain(context);
  await expect(page.getByText('You are offline.')).toBeVisible();
  await page.goto('/galleries/campus-drawings');
  await expect(page.getByRole('dialog')).toHaveAccessibleName('The campus, in drawings');
  await page.goto('/never-seen-before');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
  // The Malayalam site too, though only an English page was ever opened.
  await page.goto('/ml/galleries/campus-drawings');
  await expect(page.getByRole('dialog')).toHaveAccessibleName('ക്യാമ്പസ്, ചിത്രങ്ങളിൽ');
  await expect(page.getByRole('button', { name: 'ഗാലറി അടയ്ക്കുക' })).toBeVisible();
  await page.goto('/ml/never-seen-before');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ഈ പേജ് ഞങ്ങൾക്ക് കണ്ടെത്താനായില്ല');
  await close();
  host.close();
});

test('the installed app opens in the language last chosen, and nothing else redirects by language', async () => {
  const { context, close } = await persistentContext();
  const page = await context.newPage();
  await visitOnceOnline(page);
  const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

  // Never chosen: the app opens in English.
  await page.goto('/?source=app');
  await expect(page).toHaveURL(/\/\?source=app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await hydrated();
  await page.getByRole('banner').getByRole('link', { name: 'മലയാളം' }).click();
  await expect(page).toHaveURL(/\/ml\/$/);
  await page.goto('/?source=app');
  await expect(page).toHaveURL(/\/ml\/\?source=app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  // The English site itself is never sent elsewhere (but from its older address to its one form, once).
  await page.goto('/about');
  await expect(page).toHaveURL((url) => url.pathname === '/about/');

  await hydrated();
  await page.getByRole('banner').getByRole('link', { name: 'മലയാളം' }).click();
  // By path, not by ending: /ml/about ends in /about too, and the switch leaves only once the choice is kept.
  await expect(page).toHaveURL((url) => url.pathname === '/ml/about/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  await hydrated();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/about/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/?source=app');
  await expect(page).toHaveURL(/\/\?source=app$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await close();
});

test('/gallery shows its cards with covers offline though it was never opened online', async () => {
  const { context, close } = await persistentContext();
  const page = await context.newPage();
  await visitOnceOnline(page);
  await context.setOffline(true);
  await page.goto('/gallery');
  const cards = page.getByRole('list', { name: 'Galleries' }).getByRole('listitem');
  const count = content.collections.galleries.en.length;
  await expect(cards).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    // Covers below the fold are lazy: each loads as the parent scrolls to it.
    await cards.nth(i).scrollIntoViewIfNeeded();
    await expect.poll(() => imageLoaded(cards.nth(i).locator('img'))).toBe(true);
  }
  await dropConnectionAgain(context);
  await expect(page.getByText('You are offline: this is the list saved on your device.')).toBeVisible();
  await close();
});

test('a changed gallery list reaches the open page without a reload', async () => {
  // The list the build wrote of the galleries kept in the editor; a new build publishes a changed one.
  const list = path.join(PWA_DIST, 'api/galleries', identity.gallerySiteKey);
  const published = readFileSync(list, 'utf8');
  const { context, close } = await persistentContext();
  try {
    const page = await context.newPage();
    await visitOnceOnline(page);

    const galleries = JSON.parse(published) as { title: string }[];
    galleries[0]!.title = 'Sports Day, with new photos';
    writeFileSync(list, JSON.stringify(galleries));

    await page.goto('/gallery');
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    // The worker answers with the list it saved at install, checks the server behind, and tells the page.
    await expect(page.getByRole('link', { name: /Sports Day, with new photos/ })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
  } finally {
    writeFileSync(list, published);
    await close();
  }
});

test('a new build raises the update prompt, and Reload brings the new version', async () => {
  const { context, close } = await persistentContext();
  const page = await context.newPage();
  await visitOnceOnline(page);
  await expect(page.getByText('A new version is available.')).toHaveCount(0);

  // Publish a "new build": changed home page HTML, and a worker whose precache lists its new revision.
  const html = path.join(PWA_DIST, 'index.html');
  const sw = path.join(PWA_DIST, 'sw.js');
  const [oldHtml, oldSw] = [readFileSync(html, 'utf8'), readFileSync(sw, 'utf8')];
  try {
    writeFileSync(html, oldHtml.replace('</head>', '<meta name="build" content="next"></head>'));
    writeFileSync(
      sw,
      oldSw.replace(/\{"revision":"[0-9a-f]+","url":"index.html"\}/, '{"revision":"next-build","url":"index.html"}'),
    );

    // The check the app makes every so often, made now. Not awaited in the page: the prompt is what is waited
    // for, so a check that never settled would fail as the missing prompt, not as the whole test's timeout (a
    // gate once timed out in this test and could not say where).
    await page.evaluate(
      () => void navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    const prompt = page.getByRole('alert').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    // The page never reloads by itself while someone reads: the new version waits, installed, for the parent's
    // Reload (a worker that took over by itself is what would reload the page).
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
    const waiting = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? 'none');
    expect(await waiting()).toBe('installed');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]).catch(async (error: Error) => {
      // Once in a gate the page did not load again within 30 s: say where the workers were.
      const workers = await page
        .evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          const { installing, waiting, active } = registration ?? {};
          return { installing: installing?.state, waiting: waiting?.state, active: active?.state, url: location.href };
        })
        .catch((reason: unknown) => String(reason));
      throw new Error(`${error.message}; the workers then: ${JSON.stringify(workers)}`);
    });
    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'next');
  } finally {
    writeFileSync(html, oldHtml);
    writeFileSync(sw, oldSw);
    await close();
  }
});
