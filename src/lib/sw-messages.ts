/** The messages the page and the service worker exchange (both sides import this one definition). */

/** Page → worker: the waiting worker may take over (the visitor pressed Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/**
 * Page → worker: keep these images (one size each, the one this device uses) in the site's images cache or
 * the gallery's; replies when done.
 */
export const WARM_IMAGES = 'WARM_IMAGES';

export interface WarmImagesMessage {
  type: typeof WARM_IMAGES;
  cache: 'media' | 'gallery';
  urls: string[];
}

export interface WarmImagesReply {
  type: 'WARM_IMAGES_DONE';
  cached: number;
  failed: number;
}

export const CACHE_NAMES = {
  media: 'site-media',
  /** The notices as last published (src/app/notices-client.ts), for reading offline. */
  notices: 'site-notices',
  /** The PDFs a parent opened or chose to keep (src/pages/documents/), for reading offline. */
  documents: 'site-documents',
  galleryApi: 'gallery-api',
  galleryImages: 'gallery-images',
  /** The visitor's choices the worker needs: the language the installed app opens in, the notices closed. */
  choices: 'site-choices',
} as const;

/**
 * Where the urgent notices a parent closed are kept in the choices cache (a JSON list of their names): the worker
 * hides them in the pages it serves, so a closed notice is not drawn and then taken away (sw/strategies.ts).
 */
export const CLOSED_NOTICES_KEY = '/__closed-notices';

/** How many pushed notices the parent has not read yet (the app's badge), in the choices cache. */
export const UNREAD_NOTICES_KEY = '/__unread-notices';

/** The installed app starts here (the manifest's start_url); the worker sends it on in the chosen language. */
export const APP_START_URL = '/?source=app';

/** Where the chosen language is kept in the choices cache: a response whose body is `en` or `ml`. */
export const LANGUAGE_CHOICE_KEY = '/__language';

/** The school's editor: no part of the public site, never cached or answered by the worker (scripts/build/admin/). */
export const ADMIN_PATH = '/admin/';

/** The page's own event when the worker says the gallery list it keeps has changed (src/app/sw-broadcasts.ts). */
export const GALLERY_UPDATED_EVENT = 'school:gallery-updated';
