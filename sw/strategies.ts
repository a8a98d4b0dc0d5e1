/**
 * How each kind of request is answered: Workbox's strategies, one per kind, with the caches and limits of
 * src/lib/cache-policy.ts; offline, the nearest size of an image kept, and a page's stand-in. The urgent notices of
 * a served page are sw/urgent-html.ts's.
 */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache } from 'workbox-precaching';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import { canonicalPath, matchRoute, notFoundFile, pagePath, splitPath } from '../src/lib/routes.ts';
import { CACHE_LIMITS, CACHE_NAMES, LANGUAGE_CHOICE_KEY, NETWORK_WAIT } from '../src/lib/cache-policy.ts';
import { parseResizedUrl } from '../src/lib/gallery-images.ts';
import { dropOlderVersions, versionedName, type Versioned } from './versions.ts';
import { withUrgentNoticesAsOfToday } from './urgent-html.ts';
import { GALLERY_RESIZER, MEDIA_PATTERN, precachedPage } from './to-cache.ts';

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

/**
 * Only a photo the worker can see arrived is kept: cross-origin photos are asked for with CORS (the page's
 * `crossorigin`), so a host's 404 is a 404 here, not an opaque answer kept for 30 days (and padded to megabytes
 * of the phone's storage by Chromium).
 */
const galleryPhotos = new CacheFirst({
  cacheName: CACHE_NAMES.galleryImages,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS.galleryImages, purgeOnQuotaError: true }),
    dropOlderVersions((url) => galleryVersion(url)),
  ],
});

/** An image's identity, size and format, read from its address (null for an address of another kind). */
type SizedImage = { image: string; width: number; format?: string } | null;

/**
 * Offline, a size this device never fetched is answered with the nearest size of the same image that is
 * cached: the same format first, then the closest width (larger preferred over smaller).
 */
async function nearestCachedSize(
  cacheName: string,
  wanted: NonNullable<SizedImage>,
  parse: (url: URL) => SizedImage,
): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const distance = (c: NonNullable<SizedImage>) =>
    Math.abs(c.width - wanted.width) - (c.width >= wanted.width ? 0.5 : 0);
  const candidates = (await cache.keys())
    .map((request) => ({ request, sized: parse(new URL(request.url)) }))
    .filter((c): c is { request: Request; sized: NonNullable<SizedImage> } => c.sized?.image === wanted.image)
    .sort(
      (a, b) =>
        Number(b.sized.format === wanted.format) - Number(a.sized.format === wanted.format) ||
        distance(a.sized) - distance(b.sized),
    );
  return candidates[0] && cache.match(candidates[0].request);
}

/** A site image's size: its identity is its name and version (another version is another picture). */
const mediaImage = (url: URL): SizedImage => {
  const groups = MEDIA_PATTERN.exec(url.pathname)?.groups;
  return groups
    ? { image: `${groups.name}-${groups.version}`, width: Number(groups.width), format: groups.format }
    : null;
};

const galleryPhoto = (url: URL): SizedImage => {
  const resized = parseResizedUrl(GALLERY_RESIZER, url.href, self.location.origin);
  return resized && { image: resized.url, width: resized.width, ...(resized.format ? { format: resized.format } : {}) };
};

/** A site image's photo and version, by its address. */
const mediaVersion: Versioned = (url) => {
  const groups = MEDIA_PATTERN.exec(url.pathname)?.groups;
  return groups ? { photo: groups.name!, version: groups.version! } : null;
};

/** A gallery photo of the site's own (the editor's galleries, named by their content), by its address. */
const galleryVersion: Versioned = (url) => {
  const photo = url.origin === self.location.origin ? galleryPhoto(url) : null;
  return photo ? versionedName(photo.image) : null;
};

/** Gallery photos (through the resizer, at the size each box needs): cache-first, within limits. */
export async function galleryImages(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await galleryPhotos.handle(options);
  } catch (error) {
    const wanted = galleryPhoto(options.url);
    const nearest = wanted && (await nearestCachedSize(CACHE_NAMES.galleryImages, wanted, galleryPhoto));
    if (nearest) return nearest;
    throw error;
  }
}

const media = new CacheFirst({
  cacheName: CACHE_NAMES.media,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS.media, purgeOnQuotaError: true }),
    dropOlderVersions(mediaVersion),
  ],
});

/** Site images: cache-first; offline, the nearest cached size of the same image (the page warms one per image). */
export async function siteImage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    return await media.handle(options);
  } catch (error) {
    const wanted = mediaImage(options.url);
    const nearest = wanted && (await nearestCachedSize(CACHE_NAMES.media, wanted, mediaImage));
    if (nearest) return nearest;
    throw error;
  }
}

/**
 * The notices as last published (src/notices/fetch-notices.ts): the network first, so the app hears of a notice the
 * moment it opens; the last answer kept, so the notices read offline too.
 */
export const noticesData = new NetworkFirst({
  cacheName: CACHE_NAMES.notices,
  networkTimeoutSeconds: NETWORK_WAIT.noticesSeconds,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

/**
 * What a search looks through (src/ui/search/search-results.tsx): the network first, so a notice published today
 * is found; the last answer kept, so search works offline after one search.
 */
export const searchData = new NetworkFirst({
  cacheName: CACHE_NAMES.search,
  networkTimeoutSeconds: NETWORK_WAIT.searchSeconds,
  plugins: [new CacheableResponsePlugin({ statuses: [200] })],
});

/**
 * The PDFs of the site (documents, a notice's, a date's): from the network, so a corrected circular is the one read;
 * the copy kept when a parent last opened it, or pressed "Keep on this phone", when there is no signal. Never
 * precached: a phone keeps only the PDFs its parent wanted.
 */
export const pdfs = new NetworkFirst({
  cacheName: CACHE_NAMES.documents,
  networkTimeoutSeconds: NETWORK_WAIT.documentsSeconds,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS.documents, purgeOnQuotaError: true }),
  ],
});

const network = new NetworkOnly();

/** The network, or nothing after `ms` (a campus signal can hang for a long time before it fails). */
async function fetchWithin(request: Request, ms: number): Promise<Response | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, ms));
  return Promise.race([fetch(request).catch(() => undefined), timeout]);
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
  const fresh = await fetchWithin(request, NETWORK_WAIT.pageMs);
  // The host's own redirect (from a form of the address the worker does not know): the browser follows it.
  if (fresh?.type === 'opaqueredirect') return fresh;
  if (fresh?.ok) return withUrgentNoticesAsOfToday(fresh);
  const kept = await matchPrecache(precachedPage(url.pathname));
  if (kept) return withUrgentNoticesAsOfToday(kept);
  return fresh ?? (await matchPrecache(notFoundFile(splitPath(url.pathname).lang))) ?? Response.error();
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

/**
 * Keep a list of images. Those already cached are skipped at the cost of a lookup (every page load asks again);
 * the others are fetched through their kind's strategy, so they count against that cache's entry and age limits
 * and are purged first when storage runs short.
 */
export async function warm(
  kind: 'media' | 'gallery',
  urls: readonly string[],
  event: ExtendableEvent,
): Promise<{ cached: number; failed: number }> {
  const strategy = kind === 'media' ? media : galleryPhotos;
  const cache = await caches.open(kind === 'media' ? CACHE_NAMES.media : CACHE_NAMES.galleryImages);
  let cached = 0;
  let failed = 0;
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return cached++;
      const sameOrigin = new URL(url, self.location.origin).origin === self.location.origin;
      try {
        const response = await strategy.handle({
          event,
          request: new Request(url, { mode: sameOrigin ? 'same-origin' : 'cors' }),
        });
        if (!response.ok) throw new Error(`${response.status}`);
        cached++;
      } catch {
        failed++;
      }
    }),
  );
  return { cached, failed };
}
