/**
 * An urgent notice (issue 33) on the site of a school that has one (tests/fixtures/fixture-site.ts: a holiday
 * declared for tomorrow): at the top of every page in its language, on a phone and a desktop, online and offline
 * after one visit; closed, it stays closed on every page and after a reload, and the page served then does not
 * draw it at all; with it showing, nothing shifts and axe finds nothing. And a notice published after a visit
 * shows when the installed app next opens, from dist/ on a plain static host; a page kept offline past the notice's
 * last day never shows it.
 */
import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { FIXTURE_DIST } from '../fixtures/fixture-site.ts';
import { CACHE_NAMES, CLOSED_NOTICES_KEY } from '../../src/lib/cache-policy.ts';
import { noticePath, noticesDataPath, prerenderedPaths, splitPath, type Lang } from '../../src/lib/routes.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import { serveStatic } from '../harness/static-server.ts';
import { URGENT } from '../fixtures/fixture-entries.ts';
import { dayFromToday } from '../fixtures/school-facts.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { siteWords } from '../helpers/content.ts';
import { MAX_LAYOUT_SHIFT, layoutShift, recordLayoutShift } from '../helpers/layout-shift.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE });

const label = (lang: Lang) => siteWords(lang).notices.urgent;
const banner = (page: Page, lang: Lang) => page.getByRole('complementary', { name: label(lang) });
const notice = (page: Page, lang: Lang) => banner(page, lang).getByRole('link', { name: URGENT[lang] });

test('the urgent notice is at the top of every page in its language, on a phone and a desktop', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of prerenderedPaths) {
    const { lang } = splitPath(path);
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto(path);
    await expect(notice(page, lang), path).toBeVisible();
    await expect(notice(page, lang)).toHaveAttribute('href', noticePath(URGENT.slug, lang));
    // Above everything else on the page but the skip link.
    expect(await page.evaluate(() => document.querySelector('#root > :not(.skip-link)')?.className)).toBe(
      'urgent-notices',
    );
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(notice(page, lang), `${path} at 1440 px`).toBeVisible();
  }
});

for (const [lang, home] of [
  ['en', '/'],
  ['ml', '/ml'],
] as const) {
  test(`with the banner showing, ${home} shifts nothing as it loads and hydrates, and axe finds nothing`, async ({
    page,
  }) => {
    await recordLayoutShift(page);
    await page.setViewportSize({ width: 412, height: 915 });
    await gotoHydrated(page, home);
    await expect(notice(page, lang)).toBeVisible();
    // The app has had the published notices: the same ones, so the banner stays as it was served.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('notices.json')),
        ),
      )
      .toBe(true);
    const { total, moved } = await layoutShift(page);
    expect(total, moved.join('\n')).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
    expect(await axe(page, '.urgent-notices')).toEqual([]);
  });
}

test('a closed notice stays closed on every page and after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
  await gotoHydrated(page, '/about');
  await banner(page, 'en')
    .getByRole('button', { name: new RegExp(URGENT.en) })
    .click();
  await expect(banner(page, 'en')).toBeHidden();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Academic' }).click();
  await expect(page).toHaveURL(/\/academic\/$/);
  await expect(notice(page, 'en')).toBeHidden();
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(notice(page, 'en')).toBeHidden();
  // The Malayalam twin of the same notice is the same notice.
  await gotoHydrated(page, '/ml/admission');
  await expect(notice(page, 'ml')).toBeHidden();
});

test('offline after one visit, every page shows the notice; closed, the worker serves pages without it', async () => {
  test.setTimeout(120_000);
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
    timeout: 60_000,
  });
  await context.setOffline(true);
  for (const path of prerenderedPaths) {
    await page.goto(path);
    await expect(notice(page, splitPath(path).lang), `${path} offline`).toBeVisible();
  }
  await context.setOffline(false);
  await gotoHydrated(page, '/');
  await banner(page, 'en')
    .getByRole('button', { name: new RegExp(URGENT.en) })
    .click();
  // Kept where the worker reads it (src/notices/closed.ts).
  await expect
    .poll(() =>
      page.evaluate(async ([cache, key]) => Boolean(await (await caches.open(cache)).match(key)), [
        CACHE_NAMES.choices,
        CLOSED_NOTICES_KEY,
      ] as const),
    )
    .toBe(true);
  // Served by the worker with the notice already hidden: nothing drawn, then taken away.
  const served = await (await page.goto('/gallery'))!.text();
  expect(served).toContain(`data-urgent="${URGENT.slug}" data-until="${dayFromToday(2)}" hidden=""`);
  await expect(notice(page, 'en')).toBeHidden();
  await close();
});

test('a notice published after the first visit shows when the installed app next opens, without a second reload', async () => {
  test.setTimeout(90_000);
  // As deployed: a copy of dist/ on a plain static host, which the school then publishes a notice to.
  const root = mkdtempSync(path.join(tmpdir(), 'published-site-'));
  cpSync('dist', root, { recursive: true });
  const host = await serveStatic(root, 0);
  const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const { context, close } = await persistentContext(origin, { width: 412, height: 915 });
  try {
    const first = await context.newPage();
    await first.goto('/');
    await first.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
      timeout: 60_000,
    });
    await expect(first.locator('.urgent-notices')).toHaveCount(0);
    await first.close();

    // Published: a new urgent notice, in the notices the app asks for (the app's own page is the one it saved).
    const file = path.join(root, 'notices/notices.json');
    const published = JSON.parse(readFileSync(file, 'utf8')) as { notices: Record<string, unknown>[] };
    const title = 'School closed tomorrow: heavy rain';
    published.notices.push({
      ...published.notices[0],
      slug: 'school-closed-tomorrow',
      title,
      urgent: true,
      pinned: false,
      date: schoolDay(new Date()),
      showUntil: '2999-12-31',
      untilText: '',
    });
    writeFileSync(file, JSON.stringify(published));

    const app = await context.newPage();
    await app.goto('/?source=app');
    await expect(banner(app, 'en').getByRole('link', { name: title })).toBeVisible();
    await expect(app.getByRole('region', { name: 'Notices' }).getByRole('link', { name: title })).toBeVisible();
  } finally {
    await close();
    host.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('a page kept offline, opened after its urgent notice’s last day, never shows it', async () => {
  test.setTimeout(120_000);
  // As a phone meets it: the fixture site as published days ago (its banner's last day was yesterday), served by a
  // plain static host, visited once, then opened offline. Without the newest notices (no notices.json), so only the
  // page's own rule, by the phone's date, can take the banner away.
  const root = mkdtempSync(path.join(tmpdir(), 'kept-site-'));
  cpSync(FIXTURE_DIST, root, { recursive: true });
  const until = `data-until="${dayFromToday(2)}"`;
  const yesterday = dayFromToday(-1);
  for (const page of prerenderedPaths) {
    const file = path.join(root, page, 'index.html');
    const html = readFileSync(file, 'utf8');
    expect(html, page).toContain(`data-urgent="${URGENT.slug}" ${until}`);
    writeFileSync(file, html.replace(until, `data-until="${yesterday}"`));
  }
  for (const lang of ['en', 'ml'] as const) rmSync(path.join(root, noticesDataPath(lang)));
  const host = await serveStatic(root, 0);
  const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const { context, close } = await persistentContext(origin, { width: 412, height: 915 });
  try {
    const page = await context.newPage();
    // The phone's date three days on: past the last day the app's own words give (two days on).
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 24 * 60 * 60 * 1000));
    // Online, before the worker: the served page has it, and the app takes it away by the phone's date.
    await gotoHydrated(page, '/');
    await expect(page.locator('.urgent-notices')).toHaveCount(0);
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
      timeout: 60_000,
    });
    await context.setOffline(true);
    for (const path of ['/gallery/', '/ml/about/']) {
      // Offline, from the worker (on today's date: past the served page's last day): hidden in the HTML it serves,
      // so it is never drawn at all.
      const served = await (await page.goto(path))!.text();
      expect(served, path).toContain(`data-urgent="${URGENT.slug}" data-until="${yesterday}" hidden=""`);
      await expect(page.locator('.urgent-notice:visible')).toHaveCount(0);
    }
  } finally {
    await close();
    host.close();
    rmSync(root, { recursive: true, force: true });
  }
});
