/**
 * What the service worker keeps, named once: what it precaches at install (read by vite.config.ts), the caches it
 * owns and where the visitor's choices are kept in them, each cache's limits, and how long a request waits for
 * the network before the kept copy answers. The worker (sw/), the pages that read its caches and the tests import
 * it; how each request is answered is sw/strategies.ts.
 */

/** The files of dist/ the worker keeps at install: every page (both languages), the app's code, styles and icons. */
export const PRECACHE = {
  globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
  // Build-only code, images (cached at the size each device uses) and store screenshots stay out. Each notice's
  // page and each gallery's are left to the network: offline, the notices page (which holds every notice) and the
  // gallery page stand in for them (sw/to-cache.ts, precachedPage), so the precache does not grow with every
  // notice the school publishes.
  globIgnores: [
    // Fetched only when a parent taps "Notify me", which needs the network anyway.
    'assets/push-client-*.js',
    'admin/**',
    'media/**',
    'screenshots/**',
    'icons/icon-512.png',
    'icons/maskable-512.png',
    '{,ml/}notices/*/index.html',
    '{,ml/}galleries/**',
  ],
  maximumFileSizeToCacheInBytes: 512 * 1024,
};

/** Every cache the worker owns besides its precache; any other is an old version's and is removed on activation. */
export const CACHE_NAMES = {
  media: 'site-media',
  /** The notices as last published (src/notices/fetch-notices.ts), for reading offline. */
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

/** How many pushed notices the parent has not read yet (the app's badge), in the choices cache. */
export const UNREAD_NOTICES_KEY = '/__unread-notices';

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
};

/** How long a request waits for the network before what is kept answers (a campus signal can hang a long time). */
export const NETWORK_WAIT = {
  pageMs: 2500,
  noticesSeconds: 4,
  searchSeconds: 4,
  documentsSeconds: 6,
};
