/**
 * Search on the fixture school (tests/fixtures/fixture-entries.ts), as parents type it: ten English and ten
 * Malayalam queries (inflected forms, a typo, words with chillus, conjuncts, a virama and an anusvara), and twenty of
 * Malayalam in English letters (ten words, two spellings each), each find the
 * page, notice, date or document a parent wants in the first three results, on the search page and then offline;
 * the header's field at a phone's and a desktop's width, by keyboard; axe clean; and without JavaScript the page
 * lists everything.
 */
import { expect, test, type Page } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { pagePath, searchDataPath, type Lang } from '../../src/lib/routes.ts';
import { DOCUMENTS, EVENTS, PAST_NOTICE, PAST_NOTICE_DAYS_AGO, URGENT } from '../fixtures/fixture-entries.ts';
import { dayFromToday } from '../fixtures/school-facts.ts';
import { schoolYearOf } from '../../src/lib/school-year.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { collectErrors, gotoHydrated } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE });

/** Each query, and the title a parent typing it wants among the first three results. */
const QUERIES: Record<Lang, [string, string][]> = {
  en: [
    ['uniform', PAST_NOTICE.en.title], // a notice past its last day
    ['holiday tomorrow', URGENT.en],
    ['heavy rains', URGENT.en], // another form of the word
    ['visiting sunday', EVENTS['visiting-sunday'].en],
    ['parent teacher meeting', EVENTS['parent-teacher-meeting'].en],
    ['exams', EVENTS['half-yearly-exams'].en],
    ['prospectus', DOCUMENTS['prospectus-2027'].en],
    ['fee circular', DOCUMENTS['fee-circular'].en],
    ['fire safty certificate', DOCUMENTS['fire-safety-certificate'].en], // a typo
    ['onam', EVENTS['onam-holidays'].en],
  ],
  ml: [
    ['സ്കൂൾ ഓഡിറ്റോറിയം', EVENTS['parent-teacher-meeting'].ml], // a chillu; the date's place
    ['നാളെ അവധി', URGENT.ml],
    ['ഓണം', EVENTS['onam-holidays'].ml], // an anusvara
    ['പരീക്ഷ', EVENTS['half-yearly-exams'].ml],
    ['ഫീസ്', DOCUMENTS['fee-circular'].ml], // a final virama
    ['പ്രോസ്പെക്ടസ്', DOCUMENTS['prospectus-2027'].ml], // conjuncts
    ['യൂണിഫോം', PAST_NOTICE.ml.title], // found in its inflected form, യൂണിഫോമും
    ['സന്ദർശന ഞായർ', EVENTS['visiting-sunday'].ml], // chillus
    ['രക്ഷാകർതൃ യോഗം', EVENTS['parent-teacher-meeting'].ml],
    ['അഗ്നി സുരക്ഷ', DOCUMENTS['fire-safety-certificate'].ml], // the start of സുരക്ഷാ
  ],
};

/**
 * Malayalam typed in English letters, as Kerala parents type it (src/lib/search/manglish.ts): ten words, each spelled
 * two ways, each finding the Malayalam entry a parent wants in the first three results.
 */
const MANGLISH: [string, string][] = [
  ...['avadhi', 'avadi', 'mazha', 'maza', 'naale', 'nale'].map((query): [string, string] => [query, URGENT.ml]),
  ...['pareeksha', 'pariksha', 'ardhavarshika', 'ardavarshika'].map((query): [string, string] => [
    query,
    EVENTS['half-yearly-exams'].ml,
  ]),
  ...['fees', 'feesu'].map((query): [string, string] => [query, DOCUMENTS['fee-circular'].ml]),
  ...['rakshakarthru yogam', 'rakshakartru yogam'].map((query): [string, string] => [
    query,
    EVENTS['parent-teacher-meeting'].ml,
  ]),
  ...['sandarshana', 'sandarsana'].map((query): [string, string] => [query, EVENTS['visiting-sunday'].ml]),
  ...['agni suraksha', 'agni surakshaa'].map((query): [string, string] => [
    query,
    DOCUMENTS['fire-safety-certificate'].ml,
  ]),
  ...['kayika dinam', 'kaayika dinam'].map((query): [string, string] => [query, 'കായിക ദിനം']),
];

const words = {
  en: { label: 'Search the site', found: /found$/, open: 'Search the site', menu: 'Menu' },
  ml: { label: 'സൈറ്റിൽ തിരയുക', found: /കണ്ടെത്തി$/, open: 'സൈറ്റിൽ തിരയുക', menu: 'മെനു' },
} as const;

/** Type a query into the page's field, and read the first three results' titles once they are announced. */
async function firstThree(page: Page, lang: Lang, query: string): Promise<string[]> {
  const field = page.getByRole('main').getByRole('searchbox', { name: words[lang].label });
  await field.fill(query);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(words[lang].found);
  return page
    .getByRole('main')
    .locator('.search__title')
    .evaluateAll((links) => links.slice(0, 3).map((link) => link.textContent ?? ''));
}

for (const lang of ['en', 'ml'] as const)
  test(`${lang}: ten queries (and in Malayalam twenty in English letters) find what a parent wants, online and offline`, async () => {
    test.setTimeout(120_000);
    const { context, close } = await persistentContext(BASE, { width: 390, height: 844 });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(pagePath('/search', lang));
    await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
      timeout: 60_000,
    });
    const queries = lang === 'ml' ? [...QUERIES.ml, ...MANGLISH] : QUERIES.en;
    for (const [query, wanted] of queries) expect(await firstThree(page, lang, query), query).toContain(wanted);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    // The search file is kept after one search: offline, the page comes from the worker and finds the same.
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(await caches.match(url)), searchDataPath(lang)))
      .toBe(true);
    await context.setOffline(true);
    const [query, wanted] = QUERIES[lang][0]!;
    await page.goto(`${pagePath('/search', lang)}?q=${encodeURIComponent(query)}`);
    await expect(page.getByRole('main').getByRole('link', { name: wanted, exact: true })).toBeVisible();
    // The served page lists everything, that link among them: the app takes the address's query as it hydrates,
    // and a field filled in that very moment (select all, then type) once kept its query: "uniformuniform".
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    for (const [query, wanted] of queries) expect(await firstThree(page, lang, query), query).toContain(wanted);
    await close();
  });

test('the header: at a phone’s width in the menu, at a desktop’s in its panel; by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/ml/');
  await page.getByRole('button', { name: words.ml.menu }).click();
  const phoneField = page.getByRole('banner').getByRole('searchbox', { name: words.ml.label });
  await phoneField.fill('ഫീസ്');
  const result = page.getByRole('banner').getByRole('link', { name: DOCUMENTS['fee-circular'].ml });
  await expect(result).toBeVisible();
  // Enter takes the query to the search page, which shows the same results.
  await phoneField.press('Enter');
  await expect(page).toHaveURL(/\/ml\/search\/\?q=/);
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('ഫീസ്');
  await expect(page.getByRole('main').getByRole('link', { name: DOCUMENTS['fee-circular'].ml })).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: words.en.open }).click();
  // The field has the focus as the panel opens: a parent types at once.
  await page.keyboard.type('onam');
  const status = page.getByRole('banner').getByRole('status');
  await expect(status).toHaveText(words.en.found);
  // The arrow keys go down the results; Enter opens one.
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('banner').getByRole('link', { name: EVENTS['onam-holidays'].en })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calendar\/#onam-holidays$/);
  await expect(page.locator('#site-search')).not.toBeVisible();
  // Escape closes the panel, and the focus goes back to its button.
  await page.getByRole('button', { name: words.en.open }).click();
  await page.keyboard.type('prospectus');
  await expect(status).toHaveText(words.en.found);
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-search')).not.toBeVisible();
  await expect(page.getByRole('button', { name: words.en.open })).toBeFocused();
  expect(await axe(page)).toEqual([]);
});

test('a search opened while the next page is still arriving keeps the focus, and Escape gives it back to its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The calendar's code held, as on a slow signal: the address changes at once, the page comes when its code does.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/calendar[^/]*\.js$/, async (route) => (await held, route.continue()));
  await gotoHydrated(page, '/');
  const status = page.getByRole('banner').getByRole('status');
  await page.getByRole('button', { name: words.en.open }).click();
  await page.keyboard.type('onam');
  await expect(status).toHaveText(words.en.found);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calendar\/#onam-holidays$/);
  // The parent searches again before the calendar has come.
  await page.getByRole('button', { name: words.en.open }).click();
  await page.keyboard.type('prospectus');
  const field = page.getByRole('banner').getByRole('searchbox', { name: words.en.label });
  await expect(field).toHaveValue('prospectus');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/calendar/i);
  await expect(field, 'the field the parent is typing in keeps the focus as the page arrives').toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-search')).not.toBeVisible();
  await expect(page.getByRole('button', { name: words.en.open })).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the search page lists every page and the newest of each kind, the rest by school year, and the header goes there', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: words.en.open }).click();
    await page.getByRole('banner').getByRole('searchbox', { name: words.en.label }).fill('uniform');
    await page.getByRole('banner').getByRole('searchbox', { name: words.en.label }).press('Enter');
    await expect(page).toHaveURL(/\/search\/\?q=uniform$/);
    const list = page.getByRole('region', { name: 'Everything on the website' });
    for (const title of ['Results', URGENT.en, EVENTS['visiting-sunday'].en, DOCUMENTS['fire-safety-certificate'].en])
      await expect(list.getByRole('link', { name: title, exact: true })).toBeVisible();
    // An older notice, past the newest of its kind: on its school year's page, which the list links.
    const year = schoolYearOf(dayFromToday(PAST_NOTICE_DAYS_AGO));
    await list.getByRole('link', { name: `Notices ${year}`, exact: true }).click();
    await expect(page.getByRole('link', { name: PAST_NOTICE.en.title, exact: true })).toBeVisible();
  });
});
