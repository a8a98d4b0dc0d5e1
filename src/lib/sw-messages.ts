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

/** The installed app starts here (the manifest's start_url); the worker sends it on in the chosen language. */
export const APP_START_URL = '/?source=app';

/** The school's editor: no part of the public site, never cached or answered by the worker (scripts/build/admin/). */
export const ADMIN_PATH = '/admin/';

/** The page's own event when the worker says the gallery list it keeps has changed (src/app/sw-broadcasts.ts). */
export const GALLERY_UPDATED_EVENT = 'school:gallery-updated';
