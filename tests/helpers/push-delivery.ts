/**
 * A push handed to the service worker as a browser's push service would hand it (Chromium's DevTools protocol), and
 * the notifications the worker then shows (tests/e2e/push.spec.ts).
 *
 * Nothing is read while a notification is being shown. Chromium's getNotifications() keeps a stored notification
 * only if the platform already has it on display, or it was stored after the read began; every other one it deletes
 * from its database (content/browser/notifications/platform_notification_context_impl.cc,
 * DoReadAllNotificationDataForServiceWorkerRegistration). A read that falls between the worker's write and the
 * display loses the notification for good: every later read lists nothing. The test that polled while the worker
 * was showing failed about 1 run in 10 on loaded cores, always in that way (the worker had handled the push: its tag
 * was in the list of shown notices). The app never reads its notifications, so no parent meets this.
 *
 * So the delivery waits until the worker's own showNotification() has settled, which Chromium answers only once the
 * platform displays it, and the notifications are read after that, once. The worker is watched, not changed: its
 * showNotification is wrapped to count the calls that settled, and does what it did.
 */
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

/** The running worker of `origin`, with its settled showNotification() calls counted (`shownSettled`). */
async function watchedWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const worker =
    context.serviceWorkers().find((w) => w.url().startsWith(`${origin}/`)) ??
    (await context.waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith(`${origin}/`) }));
  await worker.evaluate(() => {
    const scope = globalThis as unknown as {
      registration: { showNotification: (...args: unknown[]) => Promise<void> };
      shownSettled?: number;
    };
    if (scope.shownSettled !== undefined) return;
    scope.shownSettled = 0;
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (...args) => show(...args).finally(() => void (scope.shownSettled! += 1));
  });
  return worker;
}

const settled = (worker: Worker) =>
  worker.evaluate(() => (globalThis as unknown as { shownSettled: number }).shownSettled);

/**
 * Hands `data` to the page's service worker as its push service would, and returns once the worker has shown a
 * notification for it (or fails, saying what it waited for).
 */
export async function deliverToWorker(context: BrowserContext, page: Page, origin: string, data: unknown) {
  const worker = await watchedWorker(context, origin);
  const before = await settled(worker);
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registration,
    data: JSON.stringify(data),
  });
  await expect
    .poll(() => settled(worker), { message: 'the worker to show a notification for the push' })
    .toBe(before + 1);
  await cdp.detach();
}

/** The notifications the service worker shows, read once the worker has finished showing (above). */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      lang: n.lang,
      tag: n.tag,
      silent: n.silent,
      icon: new URL(n.icon).pathname,
      url: (n.data as { url: string }).url,
    })),
  );
