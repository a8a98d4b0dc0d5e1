/**
 * Notices pushed to the phone (issue 34): the notification in the notice's language, with the school's icon and a
 * tag per notice (a correction replaces it rather than adding a second); a tap opens the notice's page, or brings
 * an open one to the front, offline too. Where the browser has app badges, the icon counts the notices not yet read,
 * until the parent taps one or opens the notices page (src/notices/push/badge.ts clears it there).
 */
import { pageOfSite } from '../src/lib/links.ts';
import { CACHE_NAMES, SHOWN_NOTICES_KEY, UNREAD_NOTICES_KEY } from '../src/lib/cache-policy.ts';
import * as v from 'valibot';
import { pushMessageSchema, type PushMessage } from '../src/notices/shared/push-message.ts';

declare const self: ServiceWorkerGlobalScope;

/** What the sender or the relay sent (scripts/push/, relay/confirm.ts), or null for anything else. */
function pushedOf(data: PushMessageData | null): PushMessage | null {
  try {
    const sent = v.safeParse(pushMessageSchema, data?.json());
    const url = sent.success && pageOfSite(sent.output.url, self.location.origin);
    if (!sent.success || !url) return null;
    return { ...sent.output, url, tag: sent.output.tag ?? url };
  } catch {
    return null;
  }
}

/** The tags of the notices this phone showed last (newest first): enough to know a copy sent again. */
const SHOWN_KEPT = 50;

/**
 * Whether this phone has shown a notice with this tag before, noting it if not. A sender's run that died, or a retry
 * after a timeout, can send a notice twice (scripts/push/send.ts): the copy replaces the first under its tag, shown
 * without a sound or a vibration, and is not counted again.
 */
async function shownBefore(tag: string): Promise<boolean> {
  try {
    const cache = await caches.open(CACHE_NAMES.choices);
    const kept: unknown = await (await cache.match(SHOWN_NOTICES_KEY))?.json();
    const shown = Array.isArray(kept) ? kept.filter((t): t is string => typeof t === 'string') : [];
    if (shown.includes(tag)) return true;
    await cache.put(SHOWN_NOTICES_KEY, new Response(JSON.stringify([tag, ...shown].slice(0, SHOWN_KEPT))));
  } catch {
    // Storage full or refused: the notice alerts as any new one does.
  }
  return false;
}

/** One more notice not yet read, on the app's icon. */
async function countUnread(): Promise<void> {
  const badges = self.navigator as WorkerNavigator & { setAppBadge?: (count: number) => Promise<void> };
  if (!badges.setAppBadge) return;
  const cache = await caches.open(CACHE_NAMES.choices);
  const count = Number((await (await cache.match(UNREAD_NOTICES_KEY))?.text()) ?? 0) + 1;
  await cache.put(UNREAD_NOTICES_KEY, new Response(String(count)));
  await badges.setAppBadge(count).catch(() => undefined);
}

/** The notices are being read: no count on the app's icon. */
async function clearUnread(): Promise<void> {
  const badges = self.navigator as WorkerNavigator & { clearAppBadge?: () => Promise<void> };
  await badges.clearAppBadge?.().catch(() => undefined);
  await (await caches.open(CACHE_NAMES.choices)).delete(UNREAD_NOTICES_KEY);
}

export function listenForPushes(): void {
  self.addEventListener('push', (event) => {
    const pushed = pushedOf(event.data);
    if (!pushed) return;
    event.waitUntil(
      shownBefore(pushed.tag).then((again) =>
        Promise.all([
          self.registration.showNotification(pushed.title, {
            body: pushed.body,
            lang: pushed.lang,
            tag: pushed.tag,
            silent: again,
            icon: '/icons/icon-192.png',
            badge: '/icons/icon-192.png',
            requireInteraction: pushed.urgent,
            data: { url: pushed.url },
          }),
          again ? undefined : countUnread(),
        ]),
      ),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const page = pageOfSite((event.notification.data as { url?: string } | null)?.url, self.location.origin);
    const url = new URL(page ?? '/notices/', self.location.origin);
    event.waitUntil(
      (async () => {
        await clearUnread().catch(() => undefined);
        const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = open.find((client) => new URL(client.url).pathname === url.pathname);
        if (same) return void (await same.focus());
        await self.clients.openWindow(url.href);
      })(),
    );
  });
}
