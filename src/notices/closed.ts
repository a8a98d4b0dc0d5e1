/**
 * The urgent notices a parent has closed, remembered on this device: in local storage for the app, and in Cache
 * Storage for the service worker, which leaves them out of the pages it serves (sw/urgent-html.ts).
 */
import { CACHE_NAMES, CLOSED_NOTICES_KEY } from '../lib/cache-policy.ts';
import { useNotices } from './store.ts';

const STORAGE_KEY = 'closed-notices';

function read(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

/** The app learns what this parent closed before, once it has hydrated the page as it was served. */
export function loadClosedNotices(): void {
  useNotices.getState().setClosed(read());
}

/** Closed on this device for good: on this page at once, on every other page and after a reload. */
export function closeNotice(slug: string): void {
  // With those closed on this page too: where storage is refused, read() knows none of them.
  const closed = [...new Set([...read(), ...useNotices.getState().closed, slug])];
  useNotices.getState().setClosed(closed);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(closed));
  } catch {
    // Storage refused (private browsing): closed on this page only.
  }
  if (!('caches' in window)) return;
  void caches
    .open(CACHE_NAMES.choices)
    .then((cache) =>
      cache.put(
        CLOSED_NOTICES_KEY,
        new Response(JSON.stringify(closed), { headers: { 'Content-Type': 'application/json' } }),
      ),
    )
    .catch(() => undefined);
}
