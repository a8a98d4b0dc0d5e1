/**
 * The service worker (served at the fixed address /sw.js): the wiring. What it keeps, and how much, is
 * src/lib/cache-policy.ts; how each request is answered, strategies.ts; this deployment's addresses, to-cache.ts.
 */
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import {
  ADMIN_PATH,
  APP_START_URL,
  SKIP_WAITING,
  WARM_IMAGES,
  type WarmImagesMessage,
  type WarmImagesReply,
} from '../src/lib/sw-messages.ts';
import { languages, matchRoute, noticesDataPath } from '../src/lib/routes.ts';
import { isSearchFile } from '../src/lib/search/shards.ts';
import { listenForPushes } from './push.ts';
import { listenForSubscriptionChanges } from './push-renewal.ts';
import {
  code,
  galleryApi,
  galleryImages,
  galleryYears,
  noticesData,
  pdfs,
  searchData,
  siteImage,
  warm,
} from './strategies.ts';
import { appStart, page, pageForApp } from './pages.ts';
import { deadline, stopWork, within } from './deadline.ts';
import { CACHE_NAMES, KNOWN_CACHES, NETWORK_DEADLINE_MS } from '../src/lib/cache-policy.ts';
import { GALLERY_API_URL, GALLERY_PHOTO_ORIGINS, MEDIA_PATTERN } from './to-cache.ts';

declare const self: ServiceWorkerGlobalScope;

// The installed app opens in the language last chosen (before the precache, which would answer with English).
const appStartUrl = new URL(APP_START_URL, self.location.origin);
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.pathname === appStartUrl.pathname && url.search === appStartUrl.search,
  appStart,
);

// Pages: the network first, so a returning visitor, and the installed app, see what the school published since
// (a new notice); the precached copy when the network is gone or slow. The school's editor (/admin/) is no part of
// the site: the worker leaves it to the network, always.
// PDFs, opened or kept (a PDF opened from a link is a navigation too).
registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.toLowerCase().endsWith('.pdf'), pdfs);
registerRoute(({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith(ADMIN_PATH), page);
// A page's HTML the app asks for as it moves to the page, for its lists (src/content/page-data.tsx): as a navigation.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.mode !== 'navigate' &&
    request.destination === '' &&
    !!request.headers.get('Accept')?.startsWith('text/html') &&
    matchRoute(url.pathname) !== undefined,
  pageForApp,
);

// The notices as published now, before the precache (which holds none of them).
const noticesAddresses = languages.map(noticesDataPath);
registerRoute(({ url, sameOrigin }) => sameOrigin && noticesAddresses.includes(url.pathname), noticesData);
// What a search looks through: the first file and each older school year's (src/lib/search/shards.ts).
registerRoute(({ url, sameOrigin }) => sameOrigin && isSearchFile(url.pathname), searchData);

// Every route's HTML (both languages), the app code, styles and icons, each fetched at install within its deadline (a
// file that does not come fails the install, and the browser tries the update again later). /about and /about/ both find
// about/index.html; the app's ?source=app marker does not stop a page being found.
addPlugins([deadline(NETWORK_DEADLINE_MS.precache)]);
precacheAndRoute(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^source$/],
  urlManipulation: ({ url }) => {
    const path = url.pathname.replace(/\/+$/, '');
    return path && !path.includes('.') ? [new URL(`${path}/index.html`, url.origin)] : [];
  },
});
cleanupOutdatedCaches();

// The app's code the precache leaves out (the search's), once it has run.
registerRoute(({ url, sameOrigin }) => sameOrigin && /^\/assets\/[\w-]+\.js$/.test(url.pathname), code);
registerRoute(({ url }) => url.href === GALLERY_API_URL, galleryApi);
// An older school year's galleries (src/lib/gallery/gallery-client.ts, galleryYearUrl): kept once asked for.
registerRoute(
  ({ url }) => /^\.\d{4}-\d{2}$/.test(url.href.slice(GALLERY_API_URL.length)) && url.href.startsWith(GALLERY_API_URL),
  galleryYears,
);
registerRoute(({ url, sameOrigin }) => sameOrigin && MEDIA_PATTERN.test(url.pathname), siteImage);
// Gallery photos: the editor's galleries' sizes (/media/galleries/), or the school's own API's, from their hosts.
registerRoute(
  ({ request, url, sameOrigin }) =>
    request.destination === 'image' && !(sameOrigin && MEDIA_PATTERN.test(url.pathname)),
  galleryImages,
);

/**
 * The gallery list, so /gallery shows offline even if it was never opened. Its covers are warmed by the page
 * (src/app/after/sw-bridge.ts), at the size this device shows them: only the page knows its screen.
 */
async function warmGalleryList(): Promise<void> {
  try {
    // A slow or absent gallery API never holds a new version back: past its deadline, the install goes on without it.
    const response = await fetch(GALLERY_API_URL, {
      headers: { Accept: 'application/json' },
      signal: within(NETWORK_DEADLINE_MS.installGalleryList),
    });
    if (response.ok) await (await caches.open(CACHE_NAMES.galleryApi)).put(GALLERY_API_URL, response);
  } catch {
    // Offline, slow or down at install: the list is kept the first time the gallery page is opened instead.
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(warmGalleryList());
});

/** What a page may ask the worker to keep: site images by the media step's names; gallery photos from their origins. */
const warmable = (cache: WarmImagesMessage['cache'], url: URL): boolean =>
  cache === 'media'
    ? url.origin === self.location.origin && MEDIA_PATTERN.test(url.pathname)
    : GALLERY_PHOTO_ORIGINS.includes(url.origin);

// An old version's caches go; so do the pages kept when visited, which name the old version's code and styles (a new
// visit keeps them again, with the new version's).
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                (!name.startsWith('workbox-precache') && !KNOWN_CACHES.includes(name)) || name === CACHE_NAMES.pages,
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

// Prompt mode: a new version waits until the visitor presses Reload; it never takes over by itself. The page sends the
// same message to the worker in charge, which ends the work it has under way, so the new one can take over at once.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === SKIP_WAITING) {
    stopWork();
    void self.skipWaiting();
  }
  if (data?.type === WARM_IMAGES) {
    const { cache, urls } = data as WarmImagesMessage;
    const wanted = urls.map((url) => new URL(url, self.location.origin)).filter((url) => warmable(cache, url));
    event.waitUntil(
      warm(
        cache,
        wanted.map((url) => url.href),
        event,
      ).then((result) => {
        const reply: WarmImagesReply = { type: 'WARM_IMAGES_DONE', ...result };
        event.ports[0]?.postMessage(reply);
      }),
    );
  }
});

listenForPushes();
listenForSubscriptionChanges();

clientsClaim();
