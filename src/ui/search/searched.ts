/**
 * Whether this phone has searched the site: its search's code is not precached (src/lib/cache-policy.ts), so once a
 * parent has searched, each new version of the app fetches its own as soon as the worker is ready, and search goes on
 * working offline after an update (the service worker keeps it: CACHE_NAMES.code).
 */
const SEARCHED = 'site-searched';

export function rememberSearched(): void {
  try {
    localStorage.setItem(SEARCHED, '1');
  } catch {
    // Storage off or full: the search works; it is simply fetched again when next needed.
  }
}

export function searchedBefore(): boolean {
  try {
    return localStorage.getItem(SEARCHED) === '1';
  } catch {
    return false;
  }
}
