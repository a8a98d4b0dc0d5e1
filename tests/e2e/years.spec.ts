/**
 * Ten years of a school's publishing (issue 62), 1,500 notices, 800 dates and 200 galleries in both languages
 * (tests/fixtures/years-site.ts): what a parent downloads stays the size of the first week's (the sample's, dist/),
 * and a notice from eight years ago is found online by a word of its title, in both languages and in English
 * letters, and its archive page reads offline once visited. Sizes only, never times: the build's time is the
 * benchmark's to print (npm run years).
 */
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { measure } from '../../scripts/cli/years/measure.ts';
import { OLD_NOTICE } from '../../scripts/cli/years/fill.ts';
import { YEARS_SITE_DIST } from '../fixtures/years-site.ts';
import { YEARS_SITE_PORT } from '../../playwright.config.ts';
import { noticePath, pagePath, type Lang } from '../../src/lib/routes.ts';
import { persistentContext } from '../helpers/profile.ts';
import { PRECACHE_BUDGET_BYTES } from '../helpers/budgets.ts';

const BASE = `http://127.0.0.1:${YEARS_SITE_PORT}`;
const KB = 1024;

test.use({ baseURL: BASE });

test('with ten years in both languages, no page, script, list or precache a parent downloads outgrows the first week', () => {
  const years = measure(YEARS_SITE_DIST);
  const sample = measure('dist');
  // The notices of ten years are in the build: 1,500 pages of notices and their school years' archives.
  expect(readdirSync(path.join(YEARS_SITE_DIST, 'notices')).length).toBeGreaterThan(1500);
  expect(years.largestHtml.bytes, years.largestHtml.file).toBeLessThanOrEqual(100 * KB);
  for (const [address, bytes] of Object.entries(years.firstLoad))
    expect(bytes - (sample.firstLoad[address] ?? 0), `${address}'s first-load script, gzip`).toBeLessThanOrEqual(
      2 * KB,
    );
  expect(years.noticesJson.gzip).toBeLessThanOrEqual(150 * KB);
  expect(years.firstSearch.gzip).toBeLessThanOrEqual(150 * KB);
  expect(years.precache.bytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  console.info(
    [
      `ten years: largest page ${(years.largestHtml.bytes / KB).toFixed(1)} KB (${years.largestHtml.file})`,
      `notices.json ${(years.noticesJson.gzip / KB).toFixed(1)} KB gzip`,
      `first search ${(years.firstSearch.gzip / KB).toFixed(1)} KB gzip`,
      `precache ${(years.precache.bytes / KB).toFixed(0)} KiB against the sample's ${(sample.precache.bytes / KB).toFixed(0)}`,
      `${years.files} files`,
    ].join(', '),
  );
});

for (const [lang, query] of [
  ['en', OLD_NOTICE.word.en],
  ['ml', OLD_NOTICE.word.ml],
  ['ml', OLD_NOTICE.word.manglish],
] as [Lang, string][])
  test(`${lang}: a notice from eight years ago is found online by "${query}", a word of its title`, async ({
    page,
  }) => {
    await page.goto(`${pagePath('/search', lang)}?q=${encodeURIComponent(query)}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const found = page.getByRole('main').getByRole('link', { name: OLD_NOTICE.title[lang], exact: true });
    // The first file holds the last two school years: the query finds nothing there, so the older years are asked for.
    await expect(found).toBeVisible();
    expect(await found.getAttribute('href')).toBe(noticePath(OLD_NOTICE.slug, lang));
  });

test("the old notice's school year's page reads offline, once visited", async () => {
  test.setTimeout(90_000);
  // The page of its school year's archive that lists it: found as a parent would, by following the pages.
  const html = readFileSync(
    path.join(YEARS_SITE_DIST, `${noticePath(OLD_NOTICE.slug, 'en').slice(1)}index.html`),
    'utf8',
  );
  const date = /<time dateTime="(\d{4}-\d{2}-\d{2})"/.exec(html)![1]!;
  const archive = readdirSync(path.join(YEARS_SITE_DIST, 'notices/archive'))
    .flatMap((year) => [`/notices/archive/${year}/`, ...pagesOf(year)])
    .find((address) =>
      readFileSync(path.join(YEARS_SITE_DIST, address.slice(1), 'index.html'), 'utf8').includes(
        `href="${noticePath(OLD_NOTICE.slug, 'en')}"`,
      ),
    );
  expect(archive, `the archive page that lists the notice of ${date}`).toBeDefined();
  const { context, close } = await persistentContext(BASE);
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
      timeout: 60_000,
    });
    // Opened online once, as the worker controls the page: kept.
    await page.goto(archive!);
    await expect(page.getByRole('link', { name: OLD_NOTICE.title.en })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: OLD_NOTICE.title.en })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Notices of \d{4}-\d{2}/);
  } finally {
    await close();
  }
});

/** A school year's later pages, as the build wrote them. */
function pagesOf(year: string): string[] {
  const folder = path.join(YEARS_SITE_DIST, 'notices/archive', year);
  return readdirSync(folder)
    .filter((name) => /^\d+$/.test(name))
    .map((page) => `/notices/archive/${year}/${page}/`);
}
