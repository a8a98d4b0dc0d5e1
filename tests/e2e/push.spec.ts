/**
 * Notices on parents' phones (issues 34 and 44), on the fixture school, whose relay runs here in workerd (Miniflare,
 * as `npm run relay` runs it, with D1). What cannot be reached from here is stood in for, and only that: the
 * browser's own push service (pushManager.subscribe answers with a real P-256 key pair of the test's; the relay's
 * "notices are on" message goes to tests/relay/push-service.ts, which decrypts it as the phone would), and the push
 * service's delivery (Chromium's DevTools protocol hands the message to the service worker, as a push service would).
 */
import { expect, test } from '@playwright/test';
import { createHash, createECDH } from 'node:crypto';
import { Miniflare } from 'miniflare';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { migrate, relayOptions } from '../../relay/local.ts';
import { FIXTURE_NAMES, FIXTURE_RELAY_PORT, FIXTURE_VAPID } from '../fixtures/fixture-site.ts';
import { URGENT } from '../fixtures/fixture-entries.ts';
import { persistentContext } from '../helpers/profile.ts';
import { deliverToWorker, shownNotifications } from '../helpers/push-delivery.ts';
import { standInPushService } from '../helpers/push-subscription.ts';
import { schoolDay } from '../../src/lib/school-time.ts';
import { FCM, type Phone } from '../relay/phones.ts';
import { startPushService, type PushService } from '../relay/push-service.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;
const RELAY = `http://127.0.0.1:${FIXTURE_RELAY_PORT}`;
const SECRET = 'relay-secret-for-the-browser-tests-6d2f';

/** The phone this browser is, to its push service: a real key pair and auth secret, and an address in FCM's form. */
const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const auth = createHash('sha256').update('browser-test-phone').digest().subarray(0, 16);
const ENDPOINT = `${FCM}/fcm/send/browser-test-phone:APA91b${createHash('sha256').update('token').digest('base64url')}`;
const KEYS = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
const PHONE: Phone = { subscription: { endpoint: ENDPOINT, keys: KEYS, language: 'en', classes: [] }, ecdh, auth };

let relay: Miniflare;
let service: PushService;
test.beforeAll(async () => {
  service = await startPushService(new Map([[ENDPOINT, PHONE]]), FIXTURE_VAPID.publicKey);
  const toStandIn = async (request: Request) =>
    fetch(`${service.address}${new URL(request.url).pathname}`, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
  relay = new Miniflare(
    await relayOptions({
      secret: SECRET,
      siteOrigin: BASE,
      vapid: FIXTURE_VAPID,
      vars: { VAPID_SUBJECT: 'mailto:office@school.example' },
      port: FIXTURE_RELAY_PORT,
      outbound: toStandIn as never,
    }),
  );
  await relay.ready;
  await migrate(relay);
});
test.afterAll(async () => {
  await relay.dispose();
  await service.close();
});

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const kept = async () =>
  (
    (await (await fetch(`${RELAY}/subscriptions`, { headers: { Authorization: `Bearer ${SECRET}` } })).json()) as {
      subscriptions: { endpoint: string; language: string; classes: string[] }[];
    }
  ).subscriptions;

test('opting in sends the subscription to the relay, and only then; stopping takes it away', async () => {
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 }, { notifications: true });
  await context.grantPermissions(['notifications'], { origin: BASE });
  await standInPushService(context, { endpoint: ENDPOINT, keys: KEYS });
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  await page.goto('/notices');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const on = page.getByRole('button', { name: 'Notify me on this phone' });
  await expect(on).toBeVisible();
  // Before the tap: no push code, and not a word to the relay.
  expect(asked.filter((url) => url.startsWith(RELAY) || /push-client/.test(url))).toEqual([]);

  await on.click();
  await expect(page.locator('.notify-me').getByRole('status')).toHaveText('Urgent notices come to this phone.');
  expect(await kept()).toEqual([expect.objectContaining({ endpoint: ENDPOINT, language: 'en' })]);
  // The relay kept the phone once its push service took the "notices are on" message: the phone shows it.
  const [confirmation] = service.received.get(ENDPOINT) ?? [];
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
  // This phone remembers it asked: opened again, the page offers to stop.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('button', { name: 'Stop notices on this phone' })).toBeEnabled();

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
  // The relay forgets the phone when its push service next answers "gone" (tests/relay/sender.test.ts); here, now.
  const forget = {
    method: 'DELETE',
    headers: { Origin: BASE, 'Content-Type': 'application/json' },
    body: JSON.stringify({ endpoint: ENDPOINT, keys: { auth: KEYS.auth } }),
  };
  expect((await fetch(`${RELAY}/subscriptions`, forget)).ok).toBe(true);

  // On a day the relay has taken all the new phones it takes, the parent is told so, in their language.
  const db = await relay.getD1Database('DB');
  await db
    .prepare('INSERT INTO added (day, phones) VALUES (?, 1000000) ON CONFLICT (day) DO UPDATE SET phones = 1000000')
    .bind(schoolDay(new Date()))
    .run();
  try {
    await page.context().unroute(`${RELAY}/**`);
    for (const [path, words] of [
      ['/notices', 'Too many phones asked for notices today. Please try again tomorrow.'],
      ['/ml/notices', 'ഇന്ന് ഒരുപാട് ഫോണുകൾ അറിയിപ്പുകൾ ചോദിച്ചു. നാളെ വീണ്ടും ശ്രമിക്കുക.'],
    ] as const) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      await page.locator('.notify-me').getByRole('button').click();
      await expect(page.locator('.notify-me').getByRole('status')).toHaveText(words);
      await expect(page.locator('.notify-me').getByRole('button')).toBeEnabled();
    }
    expect(await kept()).toEqual([]);
  } finally {
    await db.prepare('DELETE FROM added').run();
  }
  await close();
});

test('a Malayalam reader who chooses a class on an English page still gets notices in Malayalam', async () => {
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 }, { notifications: true });
  await context.grantPermissions(['notifications'], { origin: BASE });
  await standInPushService(context, { endpoint: ENDPOINT, keys: KEYS });
  const page = await context.newPage();
  await page.goto('/ml/notices');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.locator('.notify-me').getByRole('button').click();
  await expect.poll(kept).toEqual([expect.objectContaining({ endpoint: ENDPOINT, language: 'ml' })]);

  // On the English notices page, "my son is in" Plus One Science.
  await page.goto('/notices');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.locator('.class-choice summary').click();
  await page.locator('.class-choice input[value="plusOne-science"]').check();
  await page.locator('.class-choice button[value="save"]').click();
  await expect
    .poll(async () => (await kept()).map(({ language, classes }) => ({ language, classes })))
    .toEqual([{ language: 'ml', classes: ['plusOne-science'] }]);

  await page.goto('/ml/notices');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.locator('.notify-me').getByRole('button').click();
  await expect.poll(kept).toEqual([]);
  await close();
});

test("a notice pushed to the phone shows in its language, with the school's icon, tagged, leading to its page", async () => {
  const { context, close } = await persistentContext(BASE, { width: 412, height: 915 }, { notifications: true });
  await context.grantPermissions(['notifications'], { origin: BASE });
  const page = await context.newPage();
  await page.goto('/ml/notices');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const pushed = {
    title: URGENT.ml,
    body: 'കനത്ത മഴ കാരണം ജില്ലാ കലക്ടർ നാളെ അവധി പ്രഖ്യാപിച്ചു.',
    url: `/ml/notices/${URGENT.slug}/`,
    lang: 'ml',
    tag: `notice-${URGENT.slug}`,
    urgent: true,
  };
  await deliverToWorker(context, page, BASE, pushed);
  const notice = { title: pushed.title, body: pushed.body, lang: 'ml', tag: pushed.tag, icon: '/icons/icon-192.png' };
  expect(await shownNotifications(page)).toEqual([{ ...notice, silent: false, url: pushed.url }]);
  // The same notice again, as a sender's run that died, or a retried timeout, can send it: it replaces the first,
  // without a sound or a vibration.
  await deliverToWorker(context, page, BASE, pushed);
  expect(await shownNotifications(page)).toEqual([{ ...notice, silent: true, url: pushed.url }]);
  await close();
});

test('a school without a relay offers no notices on phones', async ({ page }) => {
  await page.goto('http://127.0.0.1:4317/notices');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('button', { name: 'Notify me on this phone' })).toHaveCount(0);
  await expect(page.locator('.notify-me')).toHaveCount(0);
});
