/** The messages the page and the service worker exchange (both sides import this one definition). */

/** Page → worker: the waiting worker may take over (the visitor pressed Reload). */
export const SKIP_WAITING = 'SKIP_WAITING';

/** Page → worker: cache these image URLs (one size per image, the one this device uses); replies when done. */
export const WARM_IMAGES = 'WARM_IMAGES';

export interface WarmImagesMessage {
  type: typeof WARM_IMAGES;
  urls: string[];
}

export interface WarmImagesReply {
  type: 'WARM_IMAGES_DONE';
  cached: number;
  failed: number;
}

export const CACHE_NAMES = {
  media: 'site-media',
  galleryApi: 'gallery-api',
  galleryImages: 'gallery-images',
} as const;
