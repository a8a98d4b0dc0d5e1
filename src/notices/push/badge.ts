/**
 * The app's badge counts pushed notices not yet read (sw/push.ts); opening the notices page reads them, so it
 * clears the badge and its count.
 */
import { CACHE_NAMES, UNREAD_NOTICES_KEY } from '../../lib/cache-policy.ts';

export function clearNoticesBadge(): void {
  const badges = navigator as Navigator & { clearAppBadge?: () => Promise<void> };
  void badges.clearAppBadge?.().catch(() => undefined);
  if ('caches' in window)
    void caches
      .open(CACHE_NAMES.choices)
      .then((cache) => cache.delete(UNREAD_NOTICES_KEY))
      .catch(() => undefined);
}
