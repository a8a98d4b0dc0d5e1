/**
 * How the worker answers a page (a navigation): the network first, within its wait and its deadline, then the copy
 * kept at install, then the not-found page of its language; and the installed app's start address.
 */
import { matchPrecache } from 'workbox-precaching';
import { NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { canonicalPath, matchRoute, notFoundFile, pagePath, splitPath } from '../src/lib/routes.ts';
import { CACHE_NAMES, LANGUAGE_CHOICE_KEY, NETWORK_DEADLINE_MS, NETWORK_WAIT } from '../src/lib/cache-policy.ts';
import { deadline, within } from './deadline.ts';
import { withUrgentNoticesAsOfToday } from './urgent-html.ts';
import { precachedPage } from './to-cache.ts';

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

/**
 * A page: from the network, so what the school published since the last visit shows at once; from the precache
 * when the network is gone or slower than NETWORK_WAIT.pageMs (the page as it was, and the offline notice); an address
 * neither knows gets the not-found page of its language.
 */
export async function page({ request, url }: RouteHandlerCallbackOptions): Promise<Response> {
  // A page's address in another form (`/about`, `/ml`): sent to its one form, as the hosts send it,
  // online or not, so the page and its links agree on where it is.
  const canonical = canonicalPath(url.pathname);
  if (matchRoute(url.pathname) && url.pathname !== canonical)
    return Response.redirect(`${canonical}${url.search}`, 301);
  const fresh = await fetchWithin(request, NETWORK_WAIT.pageMs, NETWORK_DEADLINE_MS.page);
  // The host's own redirect (from a form of the address the worker does not know): the browser follows it.
  if (fresh?.type === 'opaqueredirect') return fresh;
  // A body that stops arriving is ended at the page's deadline, and the kept copy answers.
  const read = fresh?.ok ? await withUrgentNoticesAsOfToday(fresh).catch(() => undefined) : undefined;
  if (read) return read;
  const kept = await matchPrecache(precachedPage(url.pathname));
  if (kept) return withUrgentNoticesAsOfToday(kept);
  // The host's own answer (its not-found page, say), unless it was a page whose body never came.
  const answer = fresh && !fresh.ok ? fresh : undefined;
  return answer ?? (await matchPrecache(notFoundFile(splitPath(url.pathname).lang))) ?? Response.error();
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
