/**
 * Notices pushed to the phone, as its service worker shows them, on the fixture school (no relay needed: Chromium's
 * DevTools protocol hands the message to the worker, as a push service would), and a school without a relay.
 */
import { expect, test } from '@playwright/test';
import { FIXTURE_PORT } from '../../playwright.config.ts';
import { URGENT } from '../fixtures/fixture-entries.ts';
import { persistentContext } from '../helpers/profile.ts';
import { deliverToWorker, shownNotifications } from '../helpers/push-delivery.ts';

const BASE = `http://127.0.0.1:${FIXTURE_PORT}`;

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
