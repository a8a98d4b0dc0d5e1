/**
 * Every network wait of the worker has an end. A new version activates only once the old worker has no event left
 * under way (the Service Worker spec's "Try Activate"), so a request left hanging by a campus signal would hold back
 * the parent's Reload: each request carries a signal that ends it at its deadline (src/lib/cache-policy.ts,
 * NETWORK_DEADLINE_MS), and the work under way is ended at once when the parent presses Reload (stopWork).
 */
import type { WorkboxPlugin } from 'workbox-core/types.js';

let work = new AbortController();

/** Ends every request under way (the visitor pressed Reload); requests made after it start afresh. */
export function stopWork(): void {
  work.abort(new DOMException('A new version is taking over', 'AbortError'));
  work = new AbortController();
}

/** A signal that ends a request after `ms`, when the worker's work is stopped, or when `also` ends it. */
export function within(ms: number, also?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  // Every engine the site supports has AbortSignal.any in workers; one without it keeps the deadline alone.
  if (typeof AbortSignal.any !== 'function') return timeout;
  return AbortSignal.any([timeout, work.signal, ...(also ? [also] : [])]);
}

/**
 * A Workbox plugin that gives each request of a strategy its deadline: the answer and its body both, since the
 * signal stays with the body as it is read (into a cache, say).
 */
export function deadline(ms: number): WorkboxPlugin {
  return { requestWillFetch: async ({ request }) => new Request(request, { signal: within(ms) }) };
}

/** Runs `work` over `items`, at most `limit` at once; every item is tried, whatever the others did. */
export async function fewAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
