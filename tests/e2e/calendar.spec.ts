/**
 * The school's calendar (issue 35) on a school that has dates (tests/fixtures/fixture-site.ts: a meeting with its
 * times, an exam week, an event today, a holiday past this school year, and the admission key dates): at phone,
 * tablet and desktop widths in both languages, axe clean; the home page's next three; each date's own calendar
 * file; printed on one sheet; offline after one visit. (The filter with JavaScript off: tests/e2e/no-js.spec.ts.)
 */
import { expect, test, type Page } from '@playwright/test';
import ICAL from 'ical.js';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { EVENTS } from '../fixtures/fixture-entries.ts';
import { axeViolations as axe } from '../helpers/axe.ts';
import { pagePath } from '../../src/lib/routes.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { persistentContext } from '../helpers/profile.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
test.use({ baseURL: BASE });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const upcoming = (page: Page) => page.locator('.calendar__upcoming .event');

for (const lang of ['en', 'ml'] as const) {
  const at = (path: string) => pagePath(path, lang);
  for (const width of [412, 820, 1440]) {
    test(`${lang} at ${width} px: the dates to come month by month, today's marked, the past folded away`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, at('/calendar'));
      await expect(upcoming(page).first()).toContainText(EVENTS['sports-day'][lang]);
      await expect(upcoming(page).first().locator('.event__today')).toBeVisible();
      const meeting = page.locator('#parent-teacher-meeting');
      await expect(meeting).toContainText(EVENTS['parent-teacher-meeting'].place[lang]);
      await expect(meeting.locator('.event__time')).toContainText(lang === 'en' ? '10:00 am to 1:00 pm' : 'മുതൽ');
      // The admission's key dates come from how to apply, typed once.
      await expect(page.locator('#admission-closes')).toBeVisible();
      const past = page.locator('.calendar__past');
      await expect(past.locator('#onam-holidays')).toBeHidden();
      await past.locator('summary').click();
      await expect(past.locator('#onam-holidays')).toContainText(EVENTS['onam-holidays'][lang]);
      expect(await fitsWidth(page), 'no sideways scroll').toBe(true);
      if (width === 412) expect(await axe(page)).toEqual([]);
    });
  }

  test(`${lang}: the home page shows the next three dates, leading to the calendar`, async ({ page }) => {
    await gotoHydrated(page, at('/'));
    const coming = page.getByRole('region', { name: lang === 'en' ? 'Coming up' : 'വരാനിരിക്കുന്നവ' });
    await expect(coming.getByRole('listitem')).toHaveCount(3);
    await expect(coming.getByRole('listitem').first()).toContainText(EVENTS['sports-day'][lang]);
    await coming.getByRole('link', { name: EVENTS['half-yearly-exams'][lang] }).click();
    await expect(page).toHaveURL(new RegExp(`${at('/calendar')}#half-yearly-exams$`));
  });
}

test('only the dates they follow: a kind chosen shows its dates and its own calendar beside the filter', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await gotoHydrated(page, '/ml/calendar');
  const feeds = page.locator('.calendar__kind-feed');
  await expect(feeds.first()).toBeHidden();
  await page.getByRole('radio', { name: 'സന്ദർശന ഞായറാഴ്ചകൾ' }).check();
  await expect(upcoming(page).filter({ visible: true })).toHaveText([new RegExp(EVENTS['visiting-sunday'].ml)]);
  const chosen = feeds.filter({ visible: true });
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('സന്ദർശന ഞായറാഴ്ചകൾ');
  await expect(chosen.getByRole('link').first()).toHaveAttribute(
    'href',
    /^webcal:\/\/.+\/ml\/calendar\/visiting\.ics$/,
  );
  const file = await chosen.getByRole('link', { name: /\.ics/ }).getAttribute('href');
  expect(file).toBe('/ml/calendar/visiting.ics');
  const response = await request.get(file!);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const dates = new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents('vevent');
  expect(dates.map((vevent) => new ICAL.Event(vevent).summary)).toEqual([EVENTS['visiting-sunday'].ml]);
  expect(await axe(page)).toEqual([]);
});

test("a date's own calendar file, and Google Calendar's link, hold its day and times", async ({ page, request }) => {
  await gotoHydrated(page, '/calendar');
  const meeting = page.locator('#parent-teacher-meeting');
  const file = await meeting.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href');
  const response = await request.get(file!);
  expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(await response.text())).getFirstSubcomponent('vevent')!);
  expect(event.summary).toBe(EVENTS['parent-teacher-meeting'].en);
  expect(event.startDate.toString()).toBe(`${EVENTS['parent-teacher-meeting'].start}T10:00:00`);
  const google = await meeting.getByRole('link', { name: /Google Calendar/ }).getAttribute('href');
  expect(new URL(google!).searchParams.get('ctz')).toBe('Asia/Kolkata');
});

test("printed, the calendar is its dates on one sheet, without the page's controls", async ({ page }) => {
  await gotoHydrated(page, '/calendar');
  await page.emulateMedia({ media: 'print' });
  for (const part of ['.calendar__filter', '.calendar__subscribe', '.share-link', '.site-header', '.site-footer'])
    await expect(page.locator(part).first()).toBeHidden();
  await expect(upcoming(page).first()).toBeVisible();
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});

test('offline after one visit, the calendar reads in both languages', async () => {
  test.setTimeout(90_000);
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 });
  const page = await context.newPage();
  await page.goto('/calendar');
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true', undefined, {
    timeout: 60_000,
  });
  await context.setOffline(true);
  for (const [path, title] of [
    ['/calendar', EVENTS['half-yearly-exams'].en],
    ['/ml/calendar', EVENTS['half-yearly-exams'].ml],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('#half-yearly-exams')).toContainText(title);
  }
  await close();
});

test('each language’s feed to subscribe to holds every date of the school, in its language', async ({ request }) => {
  for (const lang of ['en', 'ml'] as const) {
    const response = await request.get(lang === 'en' ? '/calendar.ics' : '/ml/calendar.ics');
    expect(response.headers()['content-type']).toMatch(/^text\/calendar/);
    const feed = new ICAL.Component(ICAL.parse(await response.text()));
    const titles = feed.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent).summary);
    expect(titles).toEqual(expect.arrayContaining(Object.values(EVENTS).map((event) => event[lang])));
  }
});
