/**
 * The urgent notices of a page the worker serves, as this phone should see them: each one this parent closed, and
 * each past its last day by the phone's own date (the page may have been built, or kept offline, days before),
 * left hidden in the HTML, so no banner is drawn and then taken away. The app applies the same rule once it runs
 * (src/notices/urgent-notices.tsx); the rule on the HTML is src/notices/shared/rules.ts's hideUrgentNotices.
 */
import { hideUrgentNotices } from '../src/notices/shared/rules.ts';
import { schoolDay } from '../src/lib/school-time.ts';
import { CACHE_NAMES, CLOSED_NOTICES_KEY } from '../src/lib/cache-policy.ts';

/** The urgent notices this parent closed (src/notices/closed.ts). */
async function closedNotices(): Promise<string[]> {
  try {
    const kept = await (await caches.open(CACHE_NAMES.choices)).match(CLOSED_NOTICES_KEY);
    const list: unknown = kept ? await kept.json() : [];
    return Array.isArray(list) ? list.filter((slug) => typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug)) : [];
  } catch {
    return [];
  }
}

/**
 * A page with the urgent notices this parent closed, and those past their last day on this phone's date, left
 * hidden (src/notices/shared/rules.ts, hideUrgentNotices), so none is drawn and then taken away. The page is read whole to
 * do it: a few milliseconds, against a banner drawn and then taken away.
 */
export async function withUrgentNoticesAsOfToday(response: Response): Promise<Response> {
  if (!response.headers.get('Content-Type')?.includes('text/html')) return response;
  const html = hideUrgentNotices(await response.text(), await closedNotices(), schoolDay(new Date()));
  // The text is read decoded and may now be longer: the original's length and encoding no longer describe it.
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
