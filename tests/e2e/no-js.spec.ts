/**
 * With JavaScript off (blocked, or still arriving on a weak signal): every page's content can be reached and
 * read, and the menu leads to every route. Runs in its own Playwright project (javaScriptEnabled: false).
 */
import { expect, test } from '@playwright/test';
import {
  builtRoutes,
  headerRoutes as allHeaderRoutes,
  languages,
  pagePath,
  prerenderedPaths,
} from '../../src/lib/routes.ts';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { siteWords, pageWords } from '../helpers/content.ts';
import { WIDTHS } from '../helpers/page.ts';
import { CLASS_NOTICE, PLUS_ONE_NOTICE } from '../fixtures/fixture-entries.ts';

const sites = { en: siteWords('en'), ml: siteWords('ml') };
const about = pageWords('about', 'en');
const admission = pageWords('admission', 'en');
const home = pageWords('home', 'en');

test('scripts really are off: the app never starts, and the page knows it', async ({ page }) => {
  await page.goto('/');
  // Everything the page asks for has come (the app's files would have been asked for by then).
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => ({
      hydrated: document.documentElement.dataset.hydrated,
      noScript: matchMedia('(scripting: none)').matches,
    })),
  ).toEqual({
    hydrated: undefined,
    noScript: true,
  });
});

for (const path of prerenderedPaths) {
  test(`${path} shows its content, with no control that needs script`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('main')).not.toBeEmpty();
    // Buttons only the app can drive (arrows, dots, pause) are not offered; a form's submit button (the search
    // page's) works without one.
    const deadButtons = await page.locator('main button:visible:not(form[action] button[type="submit"])').count();
    expect(deadButtons, 'visible buttons in <main>').toBe(0);
  });
}

for (const lang of languages) {
  for (const width of [WIDTHS.phone, WIDTHS.tablet]) {
    test(`the ${lang} menu at ${width}px opens and leads to every route`, async ({ page }) => {
      const site = sites[lang];
      // The header's routes this content has (an optional page the school has not filled in is not offered).
      const headerRoutes = builtRoutes(allHeaderRoutes, site.filledPages);
      await page.setViewportSize({ width, height: 900 });
      const openMenu = async () => {
        await page.getByRole('button', { name: site.header.menu }).click();
        return page.getByRole('navigation', { name: site.header.navLabel });
      };
      // Every route is offered, by name, at its address (each address is a page: the tests above load them all)...
      await page.goto(pagePath('/', lang));
      let menu = await openMenu();
      for (const route of headerRoutes) {
        const link = menu.getByRole('link', { name: site.nav[route.key], exact: true });
        await expect(link).toBeVisible();
        expect(new URL((await link.getAttribute('href'))!, page.url()).pathname).toBe(pagePath(route.path, lang));
      }
      // ...and a tap on one follows it, there and back again.
      const [first, last] = [headerRoutes[0]!, headerRoutes.at(-1)!];
      for (const route of [last, first]) {
        await menu.getByRole('link', { name: site.nav[route.key], exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${pagePath(route.path, lang)}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        if (route === last) menu = await openMenu();
      }
    });
  }
}

test('every admission stream and all its subjects can be read', async ({ page }) => {
  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admission');
    for (const stream of Object.values(admission.streams)) {
      await expect(page.getByRole('heading', { name: `Subjects of ${stream.label}` })).toBeVisible();
      const panel = page
        .locator('.streams__panel')
        .filter({ has: page.getByRole('heading', { name: `Subjects of ${stream.label}` }) });
      await expect(panel.locator('.subject-card')).toHaveText(stream.subjects.map((s) => s.name));
      await expect(
        panel.getByRole('link', { name: new RegExp(`Enquire about this stream: \\${stream.label}`) }),
      ).toHaveAttribute('href', '#enquiry');
    }
  }
});

test('the enquiry form shows its fields, with WhatsApp and e-mail links as the way to send', async ({ page }) => {
  await page.goto('/admission');
  for (const label of Object.values(admission.enquiry.labels))
    await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(admission.enquiry.noScript)).toBeVisible();
  const chat = page.getByRole('link', { name: new RegExp(admission.enquiry.noScriptChat) });
  expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  expect(await page.getByRole('link', { name: admission.enquiry.noScriptEmail }).getAttribute('href')).toMatch(
    /^mailto:[^?]+\?subject=/,
  );
  await expect(page.getByRole('button', { name: admission.enquiry.sendWhatsApp })).toBeHidden();
});

test('every FAQ answer opens and can be read', async ({ page }) => {
  await page.goto('/about');
  for (const faq of about.faqs.items) {
    const answer = page.getByText(faq.answer);
    await expect(answer).toBeHidden();
    await page.getByText(faq.question).click();
    await expect(answer).toBeVisible();
  }
});

test('the home page shows both things-to-know texts and every hero slide on a large screen', async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
  await page.goto('/');
  for (const topic of Object.values(home.thingsToKnow.topics))
    await expect(page.getByText(topic.paragraphs[0]!)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  // The slides are a row that scrolls natively (a visible scrollbar, a trackpad or the keyboard move it).
  const row = page.locator('.hero__slides');
  for (const slide of home.hero.slides) await expect(row.getByText(slide.headline, { exact: true })).toBeAttached();
  await row.evaluate((element) => element.scrollTo({ left: element.clientWidth * 3, behavior: 'instant' }));
  await expect(row.getByText('Humanities', { exact: true })).toBeInViewport();
});

test('the gallery says plainly that photos need JavaScript, and links onward', async ({ page }) => {
  await page.goto('/gallery');
  await expect(page.getByText('The photo galleries need JavaScript')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Admission' }).click();
  await expect(page).toHaveURL(/\/admission\/$/);
});

test('the calendar filters by kind with no script, and says when nothing of a kind is coming', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${FIXTURE_PORT}/calendar`);
  const shown = page.locator('.calendar__upcoming .event:visible');
  const all = await shown.count();
  expect(all).toBeGreaterThan(3);
  await page.getByRole('radio', { name: 'Exams' }).check();
  await expect(shown).toHaveCount(1);
  await expect(shown.first()).toHaveAttribute('data-kind', 'exam');
  await page.getByRole('radio', { name: 'Home-going weekends' }).check();
  await expect(shown).toHaveCount(0);
  await expect(page.getByText(pageWords('calendar', 'en').filter.none)).toBeVisible();
  await page.getByRole('radio', { name: 'All dates' }).check();
  await expect(shown).toHaveCount(all);
});

test('every notice and date shows, for every class alike, and no choice of class is offered', async ({ page }) => {
  for (const lang of ['en', 'ml'] as const) {
    await page.goto(`http://127.0.0.1:${FIXTURE_PORT}${pagePath('/notices', lang)}`);
    const titles = page.locator('.notices__list > li .notice-card__title');
    await expect(titles.filter({ hasText: CLASS_NOTICE[lang] })).toBeVisible();
    await expect(titles.filter({ hasText: PLUS_ONE_NOTICE[lang] })).toBeVisible();
    await expect(page.locator('.other-classes')).toHaveCount(0);
    // The choice needs script (it is kept on the phone by it): without, it is not offered.
    await expect(page.locator('.class-choice')).toBeHidden();
    await page.goto(`http://127.0.0.1:${FIXTURE_PORT}${pagePath('/calendar', lang)}`);
    await expect(page.locator('.calendar__upcoming .event[data-kind="exam"]')).toBeVisible();
    await expect(page.locator('.class-choice')).toBeHidden();
  }
});
