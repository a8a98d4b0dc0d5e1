/**
 * A page's own lists read from its HTML (./page-data-html.ts), when the app moves to that page: fetched as the page itself
 * is (the service worker answers from its copy offline), within a bound.
 */
import { UNAVAILABLE, documentDataIn } from './page-data-html.ts';

/** How long a move to another page waits for that page's HTML (the worker answers from its copy sooner). */
const PAGE_WAIT_MS = 12_000;

/**
 * The lists of the page at `path` (in its one form): null when the site has no page there (its answer is the
 * not-found page); UNAVAILABLE when the page could not be had (no signal: the request fails, or the worker answers
 * with the page that stands in for one never opened offline, whose lists are another address's).
 */
export async function fetchLists(path: string): Promise<unknown> {
  const response = await fetch(path, { headers: { Accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_WAIT_MS) });
  if (!response.ok) return null;
  const data = documentDataIn(await response.text());
  return data?.path === path ? data.page : UNAVAILABLE;
}
