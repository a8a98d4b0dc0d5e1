/**
 * What the service worker keeps, named once: what it precaches at install (read by vite.config.ts), the caches it
 * owns and where the visitor's choices are kept in them, each cache's limits, and how long a request waits for
 * the network before the kept copy answers. The worker (sw/), the pages that read its caches and the tests import
 * it; how each request is answered is sw/strategies.ts.
 */

/**
 * The files of dist/ the worker keeps at install: the shell and today's pages (both languages), the app's code, styles
 * and icons; the same size whatever the years add (issue 62).
 */
export const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
  // Build-only code, images (cached at the size each device uses) and store screenshots stay out. Each notice's
  // page, each gallery's and each page of the archives are left to the network and kept once visited (CACHE_NAMES.pages);
  // offline, before a visit, the notices page and the gallery page stand in for them (sw/to-cache.ts, standIn), so the
  // precache does not grow with what the school publishes.
  globIgnores: [
    // Fetched only when a parent taps "Notify me", which needs the network anyway, and kept then (CACHE_NAMES.code) for
    // the checks of a phone that takes notices (push-mend: loaded as it subscribes, and at each start after); and the
    // search, only when a parent searches, kept then with what it looks through, so it works offline after one search.
    'assets/push-client-*.js',
    'assets/push-mend-*.js',
    'assets/search-results-*.js',
    'admin/**',
    'media/**',
    'screenshots/**',
    'icons/icon-512.png',
    'icons/maskable-512.png',
    '{,ml/}notices/*/index.html',
    '{,ml/}notices/archive/**',
    '{,ml/}calendar/archive/**',
    '{,ml/}galleries/**',
  ],
  maximumFileSizeToCacheInBytes: 512 * 1024,
};

/** Every cache the worker owns besides its precache; any other is an old version's and is removed on activation. */
export const CACHE_NAMES = {
  /** The pages not precached (a notice's, an archive's, a gallery's) that a parent opened, for reading offline. */
  pages: 'site-pages',
  /** The app's code not precached (the search's), kept once it has run. */
  code: 'site-code',
  media: 'site-media',
  /** The notices as last published (src/notices/after/fetch-notices.ts), for reading offline. */
  notices: 'site-notices',
  /** The PDFs a parent opened or chose to keep (src/pages/documents/), for reading offline. */
  documents: 'site-documents',
  /** What a search looks through (src/ui/search/), kept after one search so search works offline. */
  search: 'site-search',
  galleryApi: 'gallery-api',
  galleryImages: 'gallery-images',
  /** The visitor's choices the worker needs: the language the installed app opens in, the notices closed. */
  choices: 'site-choices',
} as const;

export const KNOWN_CACHES: readonly string[] = Object.values(CACHE_NAMES);

/**
 * Where the urgent notices a parent closed are kept in the choices cache (a JSON list of their names): the worker
 * hides them in the pages it serves, so a closed notice is not drawn and then taken away (sw/urgent-html.ts).
 */
export const CLOSED_NOTICES_KEY = '/__closed-notices';

/** The tags of the notices this phone has shown, so a copy sent again does not alert again (sw/push.ts). */
export const SHOWN_NOTICES_KEY = '/__shown-notices';

/** How many pushed notices the parent has not read yet (the app's badge), in the choices cache. */
export const UNREAD_NOTICES_KEY = '/__unread-notices';

/**
 * What the worker needs to renew this phone's notices when the browser replaces its subscription
 * (`pushsubscriptionchange`, sw/push-renewal.ts): a PushRenewal (src/notices/shared/push-renewal.ts), kept in the choices cache
 * each time the relay keeps the phone, removed when the parent stops notices.
 */
export const PUSH_RENEWAL_KEY = '/__push-renewal';

/** Where the chosen language is kept in the choices cache: a response whose body is `en` or `ml`. */
export const LANGUAGE_CHOICE_KEY = '/__language';

/** How much each cache keeps (each is purged first when storage runs short). */
export const CACHE_LIMITS = {
  /** Gallery photos, at the sizes the boxes asked for. */
  galleryImages: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
  /** Site images: enough for every image of the site at one size, plus the sizes pages really asked for. */
  media: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 90 },
  /** PDFs: only those a parent opened or kept. */
  documents: { maxEntries: 60 },
  /** The app's code not precached: a few files, each named by its content (an old version's expire). */
  code: { maxEntries: 12 },
  /** The pages a parent opened that are not precached: a term's reading of notices, each page a few KB. */
  pages: { maxEntries: 200, maxAgeSeconds: 60 * 60 * 24 * 365 },
};

/** How long a request waits for the network before what is kept answers (a campus signal can hang a long time). */
export const NETWORK_WAIT = {
  pageMs: 2500,
  noticesSeconds: 4,
  searchSeconds: 4,
  documentsSeconds: 6,
};

/**
 * The longest any request of the worker may take, answer and body together: past it the request is ended, and what
 * is kept answers (or, for work in the background, the next visit tries again). A new version waits for the old
 * worker's requests to end before it takes over (sw/deadline.ts), so none of these may be long. On a phone's slow 3G
 * (about 50 KB/s) each is several times what its largest file needs.
 */
export const NETWORK_DEADLINE_MS = {
  /**
   * The gallery list at install: the new version installs without it when its host is slow or down (the list is then
   * kept the first time the gallery page is opened); a list of a few hundred galleries is under 100 KB.
   */
  installGalleryList: 5000,
  /** A page (the HTML, under 60 KB compressed): past it, the copy kept at install answers. */
  page: 8000,
  /** The notices, the search's words, the gallery list refreshed behind the page: each under 200 KB. */
  data: 10_000,
  /** One image (a photo at the size its box needs, under 400 KB). */
  image: 15_000,
  /** A PDF the parent opened (a prospectus may be a few MB; a longer wait is the browser's own download). */
  document: 60_000,
  /** One of the app's own files, fetched at install (the largest chunk is under 200 KB). */
  precache: 20_000,
};

/**
 * Images kept for offline reading in the background (sw/strategies.ts, warm): this many at once, so the page's own
 * requests are not queued behind them on a slow signal, and the whole job ends within WARM_JOB_MS.
 */
export const WARM_AT_ONCE = 4;
export const WARM_JOB_MS = 120_000;

/**
 * After the parent presses Reload on a new version, the page reloads when the new version takes over, and at the
 * latest after this (the old worker may still be ending its work); the new version then takes over on the next
 * load without asking again (src/app/after/sw-bridge.ts).
 */
export const RELOAD_WITHIN_MS = 1500;
