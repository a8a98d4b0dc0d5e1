/**
 * How each kind of request but a page is answered (pages: ./pages.ts): Workbox's strategies, one per kind, with the
 * caches, limits and deadlines of src/lib/cache-policy.ts; offline, the nearest size of an image kept; and the
 * images kept in the background for offline reading.
 */
import { BroadcastUpdatePlugin } from 'workbox-broadcast-update';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types.js';
import {
  CACHE_LIMITS,
  CACHE_NAMES,
  NETWORK_DEADLINE_MS,
  NETWORK_WAIT,
  WARM_AT_ONCE,
  WARM_JOB_MS,
} from '../src/lib/cache-policy.ts';
import { parseResizedUrl } from '../src/lib/gallery/gallery-images.ts';
import { deadline, fewAtOnce, within } from './deadline.ts';
import { dropOlderVersions, versionedName, type Versioned } from './versions.ts';
import { GALLERY_RESIZER, MEDIA_PATTERN } from './to-cache.ts';

declare const self: ServiceWorkerGlobalScope;

/** The gallery list: answered from cache at once, refreshed behind; a changed list is announced to pages. */
export const galleryApi = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.galleryApi,
  // One list whoever asks: the page's fetch and the HTML's preload differ in headers an API may Vary on.
  matchOptions: { ignoreVary: true },
  plugins: [
    deadline(NETWORK_DEADLINE_MS.data),
    new CacheableResponsePlugin({ statuses: [200] }),
    // Compares ETag / Last-Modified / Content-Length, which the API sends.
    new BroadcastUpdatePlugin({ headersToCheck: ['etag', 'last-modified', 'content-length'] }),
  ],
});

/** An older school year's galleries: from the cache at once, refreshed behind (a year's list rarely changes). */
export const galleryYears = new StaleWhileRevalidate({
  cacheName: CACHE_NAMES.galleryApi,
  matchOptions: { ignoreVary: true },
  plugins: [deadline(NETWORK_DEADLINE_MS.data), new CacheableResponsePlugin({ statuses: [200] })],
});

/**
 * Only a photo the worker can see arrived is kept: cross-origin photos are asked for with CORS (the page's
 * `crossorigin`), so a host's 404 is a 404 here, not an opaque answer kept for 30 days (and padded to megabytes
 * of the phone's storage by Chromium).
 */
const galleryPhotos = new CacheFirst({
  cacheName: CACHE_NAMES.galleryImages,
  plugins: [
    deadline(NETWORK_DEADLINE_MS.image),
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
    deadline(NETWORK_DEADLINE_MS.image),
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

/** The app's code the precache leaves out (src/lib/cache-policy.ts, PRECACHE): kept once it has run. */
export const code = new CacheFirst({
  cacheName: CACHE_NAMES.code,
  plugins: [
    deadline(NETWORK_DEADLINE_MS.precache),
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS.code, purgeOnQuotaError: true }),
  ],
});

/**
 * The notices as last published (src/notices/after/fetch-notices.ts): the network first, so the app hears of a notice the
 * moment it opens; the last answer kept, so the notices read offline too.
 */
export const noticesData = new NetworkFirst({
  cacheName: CACHE_NAMES.notices,
  networkTimeoutSeconds: NETWORK_WAIT.noticesSeconds,
  plugins: [deadline(NETWORK_DEADLINE_MS.data), new CacheableResponsePlugin({ statuses: [200] })],
});

/**
 * What a search looks through (src/ui/search/search-results.tsx), each of its files: the network first, so a notice
 * published today is found; the last answer kept, so search works offline after one search (an older year's, once a
 * search needed it).
 */
export const searchData = new NetworkFirst({
  cacheName: CACHE_NAMES.search,
  networkTimeoutSeconds: NETWORK_WAIT.searchSeconds,
  plugins: [deadline(NETWORK_DEADLINE_MS.data), new CacheableResponsePlugin({ statuses: [200] })],
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
    deadline(NETWORK_DEADLINE_MS.document),
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...CACHE_LIMITS.documents, purgeOnQuotaError: true }),
  ],
});

/** The warm job under way for each cache: a page that asks again while one runs joins it. */
const warming = new Map<string, Promise<{ cached: number; failed: number }>>();

/**
 * Keep a list of images, a few at once (WARM_AT_ONCE), each within an image's deadline; no image is begun after
 * WARM_JOB_MS. Those already cached are skipped at the cost of a lookup; the others are fetched through their kind's
 * strategy, so they count against that cache's entry and age limits and are purged first when storage runs short.
 * While a job runs, another page's request joins it (and its answer) rather than asking the network again: the
 * lists differ only by the screen that asked, and the next page load asks again.
 */
export function warm(
  kind: 'media' | 'gallery',
  urls: readonly string[],
  event: ExtendableEvent,
): Promise<{ cached: number; failed: number }> {
  const running = warming.get(kind);
  if (running) return running;
  const job = warmEach(kind, urls, event).finally(() => warming.delete(kind));
  warming.set(kind, job);
  return job;
}

async function warmEach(kind: 'media' | 'gallery', urls: readonly string[], event: ExtendableEvent) {
  const strategy = kind === 'media' ? media : galleryPhotos;
  const cache = await caches.open(kind === 'media' ? CACHE_NAMES.media : CACHE_NAMES.galleryImages);
  const job = within(WARM_JOB_MS);
  let cached = 0;
  await fewAtOnce(urls, WARM_AT_ONCE, async (url) => {
    if (job.aborted) return;
    if (await cache.match(url)) return void cached++;
    const sameOrigin = new URL(url, self.location.origin).origin === self.location.origin;
    const response = await strategy.handle({
      event,
      request: new Request(url, { mode: sameOrigin ? 'same-origin' : 'cors' }),
    });
    if (!response.ok) throw new Error(`${response.status}`);
    cached++;
  });
  return { cached, failed: urls.length - cached };
}
