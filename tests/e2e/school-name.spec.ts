/**
 * A real school's name in the header (issue 67): the fixture school's is 60 letters in English, longer in Malayalam
 * (tests/fixtures/fixture-site.ts, FIXTURE_NAMES), each with a short form. At every width from 320 px, in both
 * languages, the header shows the full name where it fits on two lines and the short one where not, never more than
 * two lines and never cut, and the language switch and the menu button keep their size. The sample's one-word name
 * is checked the same way.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT, FIXTURE_PORT } from '../../playwright.config.ts';
import { FIXTURE_NAMES } from '../fixtures/fixture-site.ts';

const WIDTHS = [320, 390, 820, 1280, 1440];

/** What the header shows of the name, and the size of everything in its bar, after the fonts have loaded. */
async function header(page: Page, url: string) {
  await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  return page.locator('.site-header').evaluate((header) => {
    const shown = [...header.querySelectorAll<HTMLElement>('.logo__name')].filter(
      (name) => getComputedStyle(name).display !== 'none',
    );
    const name = shown[0]!;
    const lines = name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight);
    const size = (selector: string) => {
      const element = header.querySelector<HTMLElement>(selector)!;
      const { width, height } = element.getBoundingClientRect();
      return { width, height, cut: element.scrollWidth > element.clientWidth + 1 };
    };
    return {
      shown: shown.map((element) => element.textContent),
      lines: Math.round(lines),
      cut: name.scrollHeight > name.clientHeight + 1 || name.scrollWidth > name.clientWidth + 1,
      header: header.getBoundingClientRect().height,
      bar: parseFloat(getComputedStyle(header.querySelector('.site-header__bar')!).minHeight),
      language: size('.site-header__language'),
      menu:
        getComputedStyle(header.querySelector('.site-header__toggle')!).display === 'none'
          ? null
          : size('.site-header__toggle'),
    };
  });
}

for (const [school, base, names] of [
  [
    'a 60-letter name',
    `http://127.0.0.1:${FIXTURE_PORT}`,
    {
      en: { full: FIXTURE_NAMES.schoolName, short: FIXTURE_NAMES.shortName },
      ml: { full: FIXTURE_NAMES.schoolNameMalayalam, short: FIXTURE_NAMES.shortNameMalayalam },
    },
  ],
  ['the sample name', `http://127.0.0.1:${E2E_PORT}`, { en: { full: 'EdMOUNT', short: 'EdMOUNT' } }],
] as const) {
  test(`${school}: the header shows what fits, on two lines at most, with its controls at their size`, async ({
    browser,
  }) => {
    test.slow();
    for (const width of WIDTHS) {
      const page = await browser.newPage({ viewport: { width, height: 700 } });
      for (const [lang, { full, short }] of Object.entries(names)) {
        const seen = await header(page, `${base}${lang === 'en' ? '/' : '/ml/'}`);
        const where = `${lang} at ${width} px: ${JSON.stringify(seen)}`;
        expect(seen.shown, where).toHaveLength(1);
        expect([full, short], where).toContain(seen.shown[0]);
        expect(seen.lines, where).toBeLessThanOrEqual(2);
        expect(seen.cut, where).toBe(false);
        // The bar keeps its height: the name does not push the header (and the menu under it) down.
        expect(seen.header, where).toBeLessThanOrEqual(seen.bar + 1);
        expect(seen.language.height, where).toBeGreaterThanOrEqual(44);
        expect(seen.language.cut, where).toBe(false);
        if (seen.menu) expect([seen.menu.width, seen.menu.height], where).toEqual([48, 48]);
        // A tablet has room for the full English name; a 320 px phone has room for the short one only.
        if (full !== short && lang === 'en' && width === 820) expect(seen.shown[0], where).toBe(full);
        if (full !== short && width === 320) expect(seen.shown[0], where).toBe(short);
      }
      await page.close();
    }
  });
}

test("the installed app's name under its icon is the short one, and page titles end with it", async ({ page }) => {
  const base = `http://127.0.0.1:${FIXTURE_PORT}`;
  const manifest = (await (await page.request.get(`${base}/manifest.webmanifest`)).json()) as Record<string, string>;
  expect(manifest.name).toBe(FIXTURE_NAMES.schoolName);
  expect(manifest.short_name).toBe(FIXTURE_NAMES.shortName);
  await page.goto(`${base}/ml/about/`);
  await expect(page).toHaveTitle(new RegExp(` \\| ${FIXTURE_NAMES.shortNameMalayalam}$`));
  await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute(
    'content',
    FIXTURE_NAMES.schoolNameMalayalam,
  );
});
