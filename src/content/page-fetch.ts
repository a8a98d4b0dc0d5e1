/**
 * A page's own lists read from its HTML (./page-data.tsx), when the app moves to that page: fetched as the page itself
 * is (the service worker answers from its copy offline), within a bound.
 */
import { documentDataIn } from './page-data.tsx';

/** How long a move to another page waits for that page's HTML (the worker answers from its copy sooner). */
const PAGE_WAIT_MS = 12_000;

/** The lists of the page at `path` (in its one form), or null when its HTML has none for that address. */
export async function fetchLists(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_WAIT_MS) });
  const data = response.ok ? documentDataIn(await response.text()) : null;
  return data?.path === path ? data.page : null;
}
