/**
 * How the worker answers a page (a navigation): the network first, within its wait and its deadline, then the copy
 * kept at install or when the page was opened, then the page that stands in for it, then the not-found page of its
 * language; the app's own requests for a page's HTML (its lists); and the installed app's start address.
 */
import { matchPrecache } from 'workbox-precaching';
import { NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { CacheExpiration } from 'workbox-expiration';
import { canonicalPath, isPerEntry, matchRoute, notFoundFile, pagePath, splitPath } from '../src/lib/routes.ts';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  LANGUAGE_CHOICE_KEY,
  NETWORK_DEADLINE_MS,
  NETWORK_WAIT,
} from '../src/lib/cache-policy.ts';
import { deadline, within } from './deadline.ts';
import { withUrgentNoticesAsOfToday } from './urgent-html.ts';
import { precachedPage, standIn } from './to-cache.ts';

const network = new NetworkOnly({ plugins: [deadline(NETWORK_DEADLINE_MS.page)] });

/**
 * The network's answer, or nothing when it has not begun within `answerMs` (a campus signal can hang for a long time
 * before it fails): the request is then ended, not left running. Its body must arrive within `wholeMs`.
 */
async function fetchWithin(request: Request, answerMs: number, wholeMs: number): Promise<Response | undefined> {
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), answerMs);
  try {
    return await fetch(request, { signal: within(wholeMs, late.signal) });
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const visitedPages = new CacheExpiration(CACHE_NAMES.pages, CACHE_LIMITS.pages);

/**
 * A page the precache does not hold (a notice's, an archive's, a gallery's: src/lib/routes.ts, isPerEntry), kept as
 * the network gave it, so it reads offline once opened (issue 62). A full storage keeps nothing, and the page is
 * answered all the same.
 */
async function keepVisited(key: string, response: Response): Promise<void> {
  try {
    await (await caches.open(CACHE_NAMES.pages)).put(key, response);
    await visitedPages.updateTimestamp(key);
    await visitedPages.expireEntries();
  } catch {
    // Storage full, or the body never came: the page was answered; it is simply not kept.
  }
}

/** Whether a page is one the precache does not hold, which is kept once visited. */
const keptWhenVisited = (pathname: string): boolean => {
  const match = matchRoute(pathname);
  return !!match && isPerEntry(match.route);
};

/**
 * A page: from the network, so what the school published since the last visit shows at once; from the precache, or
 * from the pages kept when visited, when the network is gone or slower than NETWORK_WAIT.pageMs (the page as it was,
 * and the offline notice); then the page that stands in for it (to-cache.ts, standIn); an address none knows gets the
 * not-found page of its language. The app asks for a page's HTML the same way when it moves to it (its lists:
 * src/content/page-data.tsx).
 */
export async function page({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  // A page's address in another form (`/about`, `/ml`): sent to its one form, as the hosts send it,
  // online or not, so the page and its links agree on where it is.
  const canonical = canonicalPath(url.pathname);
  if (matchRoute(url.pathname) && url.pathname !== canonical)
    return Response.redirect(`${canonical}${url.search}`, 301);
  const fresh = await fetchWithin(request, NETWORK_WAIT.pageMs, NETWORK_DEADLINE_MS.page);
  // The host's own redirect (from a form of the address the worker does not know): the browser follows it.
  if (fresh?.type === 'opaqueredirect') return fresh;
  const key = `${url.origin}${canonical}`;
  // (Not an answer the fetch followed a redirect to: served later to a navigation, the browser would refuse it.)
  if (fresh?.ok && !fresh.redirected && keptWhenVisited(url.pathname)) event.waitUntil(keepVisited(key, fresh.clone()));
  // A body that stops arriving is ended at the page's deadline, and the kept copy answers.
  const read = fresh?.ok ? await withUrgentNoticesAsOfToday(fresh).catch(() => undefined) : undefined;
  if (read) return read;
  const standing = standIn(url.pathname);
  const kept =
    (await matchPrecache(precachedPage(url.pathname))) ??
    (await caches.match(key, { cacheName: CACHE_NAMES.pages })) ??
    (standing && (await matchPrecache(standing)));
  if (kept) return withUrgentNoticesAsOfToday(kept);
  // The host's own answer (its not-found page, say), unless it was a page whose body never came.
  const answer = fresh && !fresh.ok ? fresh : undefined;
  return answer ?? (await matchPrecache(notFoundFile(splitPath(url.pathname).lang))) ?? Response.error();
}

/**
 * A page's HTML the app asks for as it moves to the page, for its lists (src/content/page-data.tsx): a precached page
 * from the precache, which is the build of the code running (and answers at once); any other as a navigation is.
 */
export async function pageForApp(options: RouteHandlerCallbackOptions): Promise<Response> {
  const kept = matchRoute(options.url.pathname) && (await matchPrecache(precachedPage(options.url.pathname)));
  return kept || page(options);
}

/**
 * The installed app's start address: the home page in the language the visitor last chose (kept by the page
 * in the choices cache, src/app/language-choice.ts). English unless Malayalam was chosen.
 */
export async function appStart(options: RouteHandlerCallbackOptions): Promise<Response> {
  const chosen = await (
    await caches.open(CACHE_NAMES.choices)
  )
    .match(LANGUAGE_CHOICE_KEY)
    .then((response) => response?.text());
  if (chosen === 'ml') return Response.redirect(`${pagePath('/', 'ml')}${options.url.search}`, 302);
  const home = await matchPrecache('/index.html');
  return home ? withUrgentNoticesAsOfToday(home) : network.handle(options);
}
