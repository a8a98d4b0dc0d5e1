/**
 * A push handed to the service worker as a browser's push service would hand it (Chromium's DevTools protocol), and
 * the notifications the worker then shows (tests/e2e/push.spec.ts).
 *
 * The tests read no notification until the worker has finished showing one. Chromium's getNotifications() keeps a
 * stored notification only if the platform already has it on display, or it was stored after the read began; every
 * other one it deletes from its database (content/browser/notifications/platform_notification_context_impl.cc,
 * DoReadAllNotificationDataForServiceWorkerRegistration). A read that falls between the worker's write and the
 * display loses the notification for good: every later read lists nothing. The test that polled while the worker
 * was showing failed 4 runs in 40 with both cores busy, always in that way (the worker had handled the push: its tag
 * was in the list of shown notices). The app never reads its notifications, so no parent meets this.
 *
 * So the delivery waits until the worker's own showNotification() has settled, and the notifications are read after
 * that, once. Chromium settles it only after the display: DoWriteNotificationData hands the call's callback to
 * DisplayNotification. The worker is watched, not changed: its showNotification is wrapped to note how each call
 * ended, and does what it did. Playwright's DevTools session on the worker keeps it running, wrapper and all.
 */
import { expect, type BrowserContext, type Page, type Worker } from '@playwright/test';

type Watched = { registration: { showNotification: (...args: unknown[]) => Promise<void> }; shows?: string[] };

/** The running worker of `origin`, each of its showNotification() calls noted as it ends (`shows`). */
async function watchedWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const ours = (worker: Worker) => worker.url().startsWith(`${origin}/`);
  const worker =
    context.serviceWorkers().find(ours) ??
    (await context.waitForEvent('serviceworker', { predicate: ours, timeout: 5_000 }));
  await worker.evaluate(() => {
    const scope = globalThis as unknown as Watched;
    if (scope.shows) return;
    const shows: string[] = (scope.shows = []);
    const show = scope.registration.showNotification.bind(scope.registration);
    scope.registration.showNotification = (...args) =>
      show(...args).then(
        () => void shows.push('shown'),
        (error: unknown) => {
          shows.push(`refused: ${String(error)}`);
          throw error;
        },
      );
  });
  return worker;
}

const shows = (worker: Worker) => worker.evaluate(() => (globalThis as unknown as Required<Watched>).shows);

/**
 * Hands `data` to the page's service worker as its push service would, and returns once the worker has shown a
 * notification for it; fails, saying what it waited for, if the worker shows none or the browser refuses it.
 */
export async function deliverToWorker(context: BrowserContext, page: Page, origin: string, data: unknown) {
  const worker = await watchedWorker(context, origin);
  const before = (await shows(worker)).length;
  const cdp = await context.newCDPSession(page);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const registrationId = await new Promise<string>((resolve, fail) => {
      timer = setTimeout(() => fail(new Error(`No service worker registration for ${origin}/ within 5 s`)), 5_000);
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
      cdp.send('ServiceWorker.enable').catch(fail);
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(data) });
    await expect
      .poll(async () => (await shows(worker)).slice(before), {
        message: 'the worker to show a notification for the push',
      })
      .toEqual(['shown']);
  } finally {
    clearTimeout(timer);
    await cdp.detach();
  }
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
