/** How each kind of request is answered. Workbox supplies the strategies; this file only chooses them. */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { notFoundFile, splitPath } from '../src/app/paths.ts';
import { CACHE_NAMES, LANGUAGE_CHOICE_KEY } from '../src/lib/sw-messages.ts';
import { GALLERY_IMAGE_LIMITS, MEDIA_LIMITS, MEDIA_PATTERN } from './to-cache.ts';

declare const self: ServiceWorkerGlobalScope;

/** The gallery list: answered from cache at once, refreshed behind; a changed list is announced to pages. */
export const galleryApi = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.galleryApi,
  // One list whoever asks: the page's fetch and the HTML's preload differ in headers an API may Vary on.
  matchOptions: { ignoreVary: true },
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    // Compares ETag / Last-Modified / Content-Length, which the API sends.
    new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'last-modified', 'content-length'] }),
  ],
});

export const galleryImages = new CacheFirst({
  cacheName: CACHE_NAMES.galleryImages,
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ ...GALLERY_IMAGE_LIMITS, purgeOnQuotaError: true }),
  ],
});

const media = new CacheFirst({
  cacheName: CACHE_NAMES.media,
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ ...MEDIA_LIMITS, purgeOnQuotaError: true })],
});

/**
 * Site images: cache-first. Offline, a size this device never fetched is answered with the nearest size of
 * the same image that is cached (the page warms one size per image), so every picture still shows.
 */
export async function siteImage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await media.handle(options);
  } catch (error) {
    const wanted = MEDIA_PATTERN.exec(options.url.pathname)?.groups;
    if (!wanted) throw error;
    const cache = await caches.open(CACHE_NAMES.media);
    const candidates = (await cache.keys())
      .map((request) => ({ request, groups: MEDIA_PATTERN.exec(new URL(request.url).pathname)?.groups }))
      .filter((c) => c.groups?.name === wanted.name)
      .sort((a, b) => {
        // Same format first, then the closest width (larger preferred over smaller).
        const format = Number(b.groups?.format === wanted.format) - Number(a.groups?.format === wanted.format);
        const distance = (c: typeof a) => Math.abs(Number(c.groups?.width) - Number(wanted.width)) - (Number(c.groups?.width) >= Number(wanted.width) ? 0.5 : 0);
        return format || distance(a) - distance(b);
      });
    const match = candidates[0] && (await cache.match(candidates[0].request));
    if (match) return match;
    throw error;
  }
}

const network = new NetworkOnly();

/**
 * Navigations to addresses the precache does not hold: the network when online (the host answers, 404 page
 * included); offline, the app's not-found page, in the language of the address.
 */
export async function unknownPage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await network.handle(options);
  } catch {
    const notFound = await matchPrecache(notFoundFile(splitPath(options.url.pathname).lang));
    return notFound ?? Response.error();
  }
}

/**
 * The installed app's start address: the home page in the language the visitor last chose (kept by the page
 * in the choices cache, src/app/language-choice.ts). English unless Malayalam was chosen.
 */
export async function appStart(options: RouteHandlerCallbackOptions): Promise<Response> {
  const chosen = await (await caches.open(CACHE_NAMES.choices)).match(LANGUAGE_CHOICE_KEY).then((response) => response?.text());
  if (chosen === 'ml') return Response.redirect(`/ml${options.url.search}`, 302);
  return (await matchPrecache('/index.html')) ?? network.handle(options);
}

/** Put a list of URLs into a cache, skipping those already there. */
export async function warm(cacheName: string, urls: readonly string[]): Promise<{ cached: number; failed: number }> {
  const cache = await caches.open(cacheName);
  let cached = 0;
  let failed = 0;
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return cached++;
      try {
        const response = await fetch(url, { mode: new URL(url, self.location.origin).origin === self.location.origin ? 'same-origin' : 'no-cors' });
        if (!response.ok && response.type !== 'opaque') throw new Error(`${response.status}`);
        await cache.put(url, response);
        cached++;
      } catch {
        failed++;
      }
    }),
  );
  return { cached, failed };
}
