/**
 * Only what concerns my son (issue 57), on the fixture school at a phone's width (390 px), in both languages: a parent
 * chooses Plus Two Science; the home page, the notices and the calendar show that class's and the whole school's
 * first and fold the others (a Plus One notice, an urgent one for Plus One published since, the Plus One exams);
 * nothing is hidden from a parent who looks; the choice survives a restart and offline; with JavaScript off, and
 * before a choice, everything shows. A notice scheduled for tomorrow is in no part of today's build.
 */
import { chromium, expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { feedPath, noticesDataPath, pagePath, searchDataPath, type Lang } from '../../src/lib/routes.ts';
import { CLASS_NOTICE, EVENTS, PLUS_ONE_NOTICE, SCHEDULED, URGENT } from '../fixtures/fixture-entries.ts';
import { CHROMIUM_ARGS, findTestChromium } from '../harness/chromium.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { gotoFirstPaint, holdApp, slowPhone, waitForHydration } from '../helpers/first-tap.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE, viewport: { width: 390, height: 844 } });

const WORDS = {
  en: {
    choice: 'My son is in',
    save: 'Show his class first',
    other: 'Notices for other classes: ',
    otherUrgent: 'Urgent notices for other classes: 1',
    otherDates: 'Dates for other classes: 1',
    plusTwo: 'Plus Two',
    science: 'Science',
    forClass: 'For Plus Two Science parents',
  },
  ml: {
    choice: 'എന്റെ മകൻ പഠിക്കുന്നത്',
    save: 'അവന്റെ ക്ലാസിന്റേത് ആദ്യം കാണിക്കുക',
    other: 'മറ്റ് ക്ലാസുകൾക്കുള്ള അറിയിപ്പുകൾ: ',
    otherUrgent: 'മറ്റ് ക്ലാസുകൾക്കുള്ള അടിയന്തര അറിയിപ്പുകൾ: 1',
    otherDates: 'മറ്റ് ക്ലാസുകൾക്കുള്ള തീയതികൾ: 1',
    plusTwo: 'പ്ലസ് ടു',
    science: 'സയൻസ്',
    forClass: 'പ്ലസ് ടു സയൻസ് രക്ഷിതാക്കൾക്ക്',
  },
} as const;

/** "My son is in": Plus Two Science, from the choice on the page. */
async function choosePlusTwoScience(page: Page, lang: Lang) {
  const words = WORDS[lang];
  const choice = page.locator('.class-choice').first();
  await choice.locator('summary').click();
  await choice.getByRole('group', { name: words.plusTwo }).getByRole('checkbox', { name: words.science }).check();
  await choice.getByRole('button', { name: words.save }).click();
  await expect(choice.locator('summary')).toContainText(`${words.plusTwo} ${words.science}`);
}

/** The titles of the notices shown first, and those folded for other classes. */
function noticeTitles(page: Page, list: string) {
  return page.locator(`${list} > li .notice-card__title`).evaluateAll((titles) => ({
    shown: titles.filter((title) => !title.closest('.other-classes')).map((title) => title.textContent ?? ''),
    folded: titles.filter((title) => title.closest('.other-classes')).map((title) => title.textContent ?? ''),
  }));
}

for (const lang of ['en', 'ml'] as const) {
  test(`${lang}: Plus Two Science first on the home page, the notices, the banner and the calendar; the others folded`, async ({
    page,
  }) => {
    const words = WORDS[lang];
    // Published since the pages were built: an urgent notice for Plus One only (the app reads the newest list).
    await page.route(`**${noticesDataPath(lang)}`, async (route) => {
      try {
        const data = (await (await route.fetch()).json()) as { notices: Record<string, unknown>[] };
        const [urgent] = data.notices.filter((notice) => notice.slug === URGENT.slug);
        const title = `${PLUS_ONE_NOTICE[lang]} (bus)`;
        data.notices.push({ ...urgent, slug: 'plus-one-bus-change', title, year: 'plusOne' });
        await route.fulfill({ json: data });
      } catch {
        // The page moved on before the list arrived.
      }
    });
    await gotoHydrated(page, pagePath('/notices', lang));
    // Before a choice: everything, as for every parent, the class's notice marked as its.
    const before = await noticeTitles(page, '.notices__list');
    expect(before.shown).toEqual(expect.arrayContaining([CLASS_NOTICE[lang], PLUS_ONE_NOTICE[lang], URGENT[lang]]));
    expect(before.folded).toEqual([]);
    await expect(page.locator('.notice-card', { hasText: CLASS_NOTICE[lang] }).locator('.notice-card__for')).toHaveText(
      words.forClass,
    );

    await choosePlusTwoScience(page, lang);
    const after = await noticeTitles(page, '.notices__list');
    expect(after.shown).toContain(CLASS_NOTICE[lang]);
    expect(after.shown).toContain(URGENT[lang]);
    expect(after.shown).not.toContain(PLUS_ONE_NOTICE[lang]);
    expect(after.folded).toContain(PLUS_ONE_NOTICE[lang]);
    const folded = page.locator('main .other-classes');
    await expect(folded.locator('summary')).toHaveText(new RegExp(`^${words.other}\\d+$`));
    // Folded, not hidden: a parent who looks opens it.
    await folded.locator('summary').click();
    await expect(
      folded.locator('.notice-card__title').getByRole('link', { name: PLUS_ONE_NOTICE[lang], exact: true }),
    ).toBeVisible();
    // The urgent notice for Plus One is folded at the top of the page; the whole school's is not.
    const banner = page.locator('.urgent-notices');
    await expect(banner.locator('> .urgent-notice').getByRole('link', { name: URGENT[lang] })).toBeVisible();
    await expect(banner.locator('.urgent-notices__others > summary')).toHaveText(words.otherUrgent);
    await expect(
      banner.getByRole('link', { name: new RegExp(PLUS_ONE_NOTICE[lang].replace(/[()]/g, '.')) }),
    ).toBeHidden();
    await page.screenshot({ path: `test-results/my-son-notices-${lang}-390.png`, fullPage: true });

    // The home page: the latest for his class first, the rest folded.
    await gotoHydrated(page, pagePath('/', lang));
    await expect
      .poll(() => noticeTitles(page, '.latest-notices__list'))
      .toEqual({
        shown: expect.arrayContaining([CLASS_NOTICE[lang]]),
        folded: expect.arrayContaining([PLUS_ONE_NOTICE[lang]]),
      });
    expect((await noticeTitles(page, '.latest-notices__list')).shown).not.toContain(PLUS_ONE_NOTICE[lang]);

    // The calendar: the Plus One exams folded, his class's calendar to subscribe to.
    await gotoHydrated(page, pagePath('/calendar', lang));
    const upcoming = page.locator('.calendar__upcoming');
    await expect(
      upcoming.locator('> .calendar__month .event__title', { hasText: EVENTS['half-yearly-exams'][lang] }),
    ).toHaveCount(0);
    await expect(upcoming.locator('.other-classes summary')).toHaveText(words.otherDates);
    await expect(
      upcoming.locator('.other-classes .event__title', { hasText: EVENTS['half-yearly-exams'][lang] }),
    ).toHaveCount(1);
    const feed = `${lang === 'ml' ? '/ml' : ''}/calendar/plus-two-science.ics`;
    await expect(page.locator(`.calendar__class-feed a[href="${feed}"]`)).toHaveCount(1);
    const ics = await (await page.request.get(feed)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).not.toContain(EVENTS['half-yearly-exams'][lang]);
    await page.screenshot({ path: `test-results/my-son-calendar-${lang}-390.png`, fullPage: true });
  });
}

test('a choice made before the app has started, on a slowed phone, is kept', async ({ page }) => {
  const app = await holdApp(page, '/notices/');
  await slowPhone(page, { network: false });
  await gotoFirstPaint(page, '/notices/');
  const choice = page.locator('main .class-choice');
  await choice.locator('summary').click();
  await choice.getByRole('group', { name: 'Plus Two' }).getByRole('checkbox', { name: 'Science' }).check();
  // The form's own submission: the choice goes in the address, and the app that starts on that page keeps it.
  await Promise.all([
    page.waitForURL(/[?&]class=plus-two-science/),
    choice.getByRole('button', { name: WORDS.en.save }).click(),
  ]);
  app.release();
  await waitForHydration(page);
  await expect(page.locator('main .class-choice summary')).toContainText('Plus Two Science');
  await expect(page).toHaveURL((url) => url.search === '');
  expect(await page.evaluate(() => localStorage.getItem('my-classes'))).toBe('["plus-two-science"]');
});

test('the choice survives a restart of the browser and is kept offline', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'my-son-'));
  const launch = () =>
    chromium.launchPersistentContext(dir, {
      executablePath: findTestChromium(),
      args: CHROMIUM_ARGS,
      baseURL: BASE,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'allow',
      timeout: 60_000,
    });
  try {
    let context = await launch();
    let page = await context.newPage();
    await page.goto('/notices/');
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
      timeout: 30_000,
    });
    await choosePlusTwoScience(page, 'en');
    await context.close();

    context = await launch();
    page = await context.newPage();
    await gotoHydrated(page, '/notices/');
    await expect(page.locator('main .class-choice summary')).toContainText('Plus Two Science');
    expect((await noticeTitles(page, '.notices__list')).folded).toContain(PLUS_ONE_NOTICE.en);
    await context.setOffline(true);
    await gotoHydrated(page, '/ml/notices/');
    await expect(page.locator('main .class-choice summary')).toContainText('പ്ലസ് ടു സയൻസ്');
    expect((await noticeTitles(page, '.notices__list')).folded).toContain(PLUS_ONE_NOTICE.ml);
    await context.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a notice scheduled for tomorrow is in no page, list, feed or search of today', async ({ request }) => {
  for (const lang of ['en', 'ml'] as const) {
    for (const file of [noticesDataPath(lang), feedPath(lang), searchDataPath(lang), pagePath('/notices', lang)]) {
      const text = await (await request.get(file)).text();
      expect(text, file).not.toContain(SCHEDULED.slug);
      expect(text, file).not.toContain(SCHEDULED[lang]);
    }
    expect((await request.get(`${pagePath('/notices', lang)}${SCHEDULED.slug}/`)).status()).toBe(404);
  }
});
