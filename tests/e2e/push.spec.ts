/**
 * Notices on parents' phones (issues 34 and 44), on the fixture school, whose relay runs here in workerd (Miniflare,
 * as `npm run relay` runs it, with D1). What cannot be reached from here is stood in for, and only that: the
 * browser's own push service (pushManager.subscribe answers with a real P-256 key pair of the test's; the relay's
 * "notices are on" message goes to tests/relay/push-service.ts, which decrypts it as the phone would), and the push
 * service's delivery (Chromium's DevTools protocol hands the message to the service worker, as a push service would).
 */
import { expect, test } from '@playwright/test';
import webpush from 'web-push';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { FIXTURE_NAMES } from '../fixtures/fixture-site.ts';
import { persistentContext } from '../helpers/profile.ts';
import { gotoHydrated } from '../helpers/page.ts';
import { deliverToWorker, shownNotifications } from '../helpers/push-delivery.ts';
import {
  nextSubscription,
  replaceSubscription,
  standInPhone,
  standInPushService,
} from '../helpers/push-subscription.ts';
import { RELAY, startFixtureRelay, type FixtureRelay } from '../helpers/fixture-relay.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import type { Phone } from '../relay/phones.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;

const PHONE = standInPhone('browser-test-phone');
const { endpoint: ENDPOINT, keys: KEYS } = PHONE.subscription;
/** The same browser's subscriptions after its push service replaced the first, and after the relay's key changed. */
const RENEWED = standInPhone('browser-test-phone-renewed');
/** A public key of the relay's before the school changed it. */
const FIXTURE_VAPID_OLD_KEY = webpush.generateVAPIDKeys().publicKey;
const REKEYED = standInPhone('browser-test-phone-rekeyed');

let fixture: FixtureRelay;
const kept = () => fixture.kept();
test.beforeAll(async () => {
  const phones = new Map([PHONE, RENEWED, REKEYED].map((p) => [p.subscription.endpoint, p]));
  fixture = await startFixtureRelay(BASE, phones);
});
test.afterAll(async () => fixture.close());

test.describe.configure({ mode: 'serial', timeout: 90_000 });

/** A phone at 412 px that allows notifications, whose browser's push service is the stand-in, and a page on it. */
async function phoneWithPush() {
  const phone = await persistentContext(BASE, { width: 412, height: 915 }, { notifications: true });
  await phone.context.grantPermissions(['notifications'], { origin: BASE });
  await standInPushService(phone.context, { endpoint: ENDPOINT, keys: KEYS });
  return { ...phone, page: await phone.context.newPage() };
}

test('opting in sends the subscription to the relay, and only then; stopping takes it away', async () => {
  const { context, close, page } = await phoneWithPush();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await gotoHydrated(page, '/notices');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const on = page.getByRole('button', { name: 'Notify me on this phone' });
  await expect(on).toBeVisible();
  // Before the tap: no push code, and not a word to the relay.
  expect(asked.filter((url) => url.startsWith(RELAY) || /push-client/.test(url))).toEqual([]);

  await on.click();
  await expect(page.locator('.notify-me').getByRole('status')).toHaveText('Urgent notices come to this phone.');
  expect(await kept()).toEqual([expect.objectContaining({ endpoint: ENDPOINT, language: 'en' })]);
  // The relay kept the phone once its push service took the "notices are on" message: the phone shows it.
  const [confirmation] = fixture.service.received.get(ENDPOINT) ?? [];
  expect(confirmation?.payload).toMatchObject({ title: 'Notices are on for this phone', url: '/notices/' });
  await deliverToWorker(context, page, BASE, confirmation!.payload);
  expect(await shownNotifications(page)).toEqual([
    {
      title: 'Notices are on for this phone',
      body: `Urgent notices from ${FIXTURE_NAMES.schoolName} will come here.`,
      lang: 'en',
      tag: 'notices-on',
      silent: false,
      icon: '/icons/icon-192.png',
      url: '/notices/',
    },
  ]);
  await page.screenshot({ path: 'test-results/push-notices-on-412.png' });
  // This phone remembers it asked: opened again, the page offers to stop, and asks the relay nothing (checked today).
  const before = asked.length;
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('button', { name: 'Stop notices on this phone' })).toBeEnabled();
  expect(asked.slice(before).filter((url) => url.startsWith(RELAY))).toEqual([]);

  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.getByRole('button', { name: 'Stop notices on this phone' }).click();
  await expect(page.getByRole('button', { name: 'Notify me on this phone' })).toBeEnabled();
  expect(warnings).toEqual([]);
  expect(await kept()).toEqual([]);

  // With the relay out of reach, stopping still stops: the browser's own subscription ends first.
  await page.getByRole('button', { name: 'Notify me on this phone' }).click();
  const stop = page.getByRole('button', { name: 'Stop notices on this phone' });
  await expect(stop).toBeEnabled();
  await context.route(`${RELAY}/**`, (route) => route.abort());
  await stop.click();
  await expect(page.getByRole('button', { name: 'Notify me on this phone' })).toBeEnabled();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).pushManager.getSubscription())).toBe(
    null,
  );
  // The relay forgets the phone when its push service next answers "gone" (tests/relay/sender.test.ts).
  await close();
});

test('a Malayalam reader who chooses a class on an English page still gets notices in Malayalam', async () => {
  const { context, close, page } = await phoneWithPush();
  await gotoHydrated(page, '/ml/notices');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('.notify-me').getByRole('button').click();
  await expect.poll(kept).toEqual([expect.objectContaining({ endpoint: ENDPOINT, language: 'ml' })]);

  // On the English notices page, "my son is in" Plus One Science.
  await gotoHydrated(page, '/notices');
  await page.locator('.class-choice summary').click();
  await page.locator('.class-choice input[value="plus-one-science"]').check();
  await page.locator('.class-choice button[value="save"]').click();
  const choices = async () => (await kept()).map(({ language, classes }) => ({ language, classes }));
  await expect.poll(choices).toEqual([{ language: 'ml', classes: ['plus-one-science'] }]);
  // A change made with no signal is kept on the phone, and the relay has it once the signal is back.
  await context.setOffline(true);
  const refused = page.waitForEvent('requestfailed', (request) => request.url().startsWith(RELAY));
  await page.locator('.class-choice summary').click();
  await page.locator('.class-choice input[value="plus-two-commerce"]').check();
  await page.locator('.class-choice button[value="save"]').click();
  await refused;
  expect(await choices()).toEqual([{ language: 'ml', classes: ['plus-one-science'] }]);
  await context.setOffline(false);
  await expect.poll(choices).toEqual([{ language: 'ml', classes: ['plus-one-science', 'plus-two-commerce'] }]);

  await gotoHydrated(page, '/ml/notices');
  await page.locator('.notify-me').getByRole('button').click();
  await expect.poll(kept).toEqual([]);
  await close();
});

test('"on" means on: a subscription the browser replaced, or made for the relay’s old key, is mended at the next start', async () => {
  const { context, close, page } = await phoneWithPush();
  const status = page.locator('.notify-me').getByRole('status');
  const open = () => gotoHydrated(page, '/notices');
  const isOn = 'Urgent notices come to this phone.';
  const endpoints = async () => (await kept()).map(({ endpoint }) => endpoint);
  /** The notices a phone's push service took for it, by title. */
  const arrived = (phone: Phone) =>
    (fixture.service.received.get(phone.subscription.endpoint) ?? []).map(
      ({ payload }) => (payload as { title: string }).title,
    );
  await open();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.getByRole('button', { name: 'Notify me on this phone' }).click();
  await expect(status).toHaveText(isOn);

  // The browser's push service replaced the subscription (a new address and keys: Firefox says so to the worker,
  // Chromium to no one), and the old address is gone. At the next start the page sees it and has the new one kept.
  fixture.service.gone.add(ENDPOINT);
  await replaceSubscription(page, RENEWED.subscription);
  await open();
  await expect(status).toHaveText(isOn);
  await expect.poll(endpoints).toContain(RENEWED.subscription.endpoint);
  await fixture.send({ slug: 'mend-renewed', title: 'Holiday for the rain' });
  expect(arrived(RENEWED)).toContain('Holiday for the rain');

  // The school changed the relay's key: the phone's subscription was made for the old one, and reaches nothing now.
  fixture.service.gone.add(RENEWED.subscription.endpoint);
  await replaceSubscription(page, RENEWED.subscription, FIXTURE_VAPID_OLD_KEY);
  await nextSubscription(page, REKEYED.subscription);
  await open();
  await expect(status).toHaveText(isOn);
  await expect.poll(endpoints).toContain(REKEYED.subscription.endpoint);
  await fixture.send({ slug: 'mend-rekeyed', title: 'Exam moved to Monday' });
  expect(arrived(REKEYED)).toContain('Exam moved to Monday');

  // The browser ended the subscription and the relay cannot be reached: the page does not say "on".
  await replaceSubscription(page, null);
  await nextSubscription(page, PHONE.subscription);
  fixture.service.gone.delete(ENDPOINT);
  await context.route(`${RELAY}/**`, (route) => route.abort());
  await open();
  await expect(status).toHaveText('That did not work. Try again when you have a signal.');
  await expect(page.getByRole('button', { name: 'Notify me on this phone' })).toBeEnabled();
  // With the signal back, the next start mends it.
  await context.unroute(`${RELAY}/**`);
  await open();
  await expect(status).toHaveText(isOn);
  await expect.poll(endpoints).toContain(ENDPOINT);
  await page.getByRole('button', { name: 'Stop notices on this phone' }).click();
  await expect.poll(endpoints).not.toContain(ENDPOINT);
  await close();
});

test('"full" is said wherever notices are turned on, the installed app’s offer too, which offers again', async () => {
  const { close, page } = await phoneWithPush();
  // Opened from the Home Screen: the app's window is standalone.
  await page.addInitScript(() => {
    const media = window.matchMedia.bind(window);
    window.matchMedia = (query) => {
      const list = media(query);
      return query === '(display-mode: standalone)' ? Object.defineProperty(list, 'matches', { value: true }) : list;
    };
  });
  const offer = page.locator('.app-prompt').filter({ has: page.getByRole('button', { name: 'Notify me' }) });
  const open = async () => {
    await gotoHydrated(page, '/about/');
    await page.evaluate(() => navigator.serviceWorker.ready);
  };
  const db = await fixture.relay.getD1Database('DB');
  const fill = (phones: number) =>
    db
      .prepare('INSERT INTO added (day, phones) VALUES (?, ?) ON CONFLICT (day) DO UPDATE SET phones = excluded.phones')
      .bind(schoolDay(new Date()), phones)
      .run();
  try {
    // On a day the relay has taken all the new phones it takes, the parent is told so wherever they ask, in their
    // language: on the notices page...
    await fill(1_000_000);
    for (const [path, words] of [
      ['/notices', 'Too many phones asked for notices today. Please try again tomorrow.'],
      ['/ml/notices', 'ഇന്ന് ഒരുപാട് ഫോണുകൾ അറിയിപ്പുകൾ ചോദിച്ചു. നാളെ വീണ്ടും ശ്രമിക്കുക.'],
    ] as const) {
      await gotoHydrated(page, path);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.locator('.notify-me').getByRole('button').click();
      await expect(page.locator('.notify-me').getByRole('status')).toHaveText(words);
      await expect(page.locator('.notify-me').getByRole('button')).toBeEnabled();
    }
    // ...and in the installed app's offer.
    await open();
    await offer.getByRole('button', { name: 'Notify me' }).click();
    const full = page.locator('.app-prompt').getByRole('status');
    await expect(full).toHaveText('Too many phones asked for notices today. Please try again tomorrow.');
    await page.screenshot({ path: 'test-results/push-offer-full-412.png' });
    await page.locator('.app-prompt').getByRole('button', { name: 'Dismiss' }).click();
    // Not answered by the parent: offered again, and taken once the relay has room.
    await fill(0);
    await open();
    await offer.getByRole('button', { name: 'Notify me' }).click();
    await expect.poll(kept).toContainEqual(expect.objectContaining({ endpoint: ENDPOINT }));
    await expect(page.locator('.app-prompt')).toHaveCount(0);
  } finally {
    await db.prepare('DELETE FROM added').run();
  }
  await close();
});
