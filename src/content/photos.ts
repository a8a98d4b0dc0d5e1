/**
 * The photos a module's words name, as pages show them (scripts/build/content/photos.ts): each page's words carry
 * their own, not every photo of the site.
 */
import type { ImageName } from './images.ts';

/** A photo as a page shows it: its description in the page's language, and its version (src/lib/media.ts). */
export interface Photo {
  alt: string;
  version: string;
}

/** The photos a module's words name (scripts/build/content/photos.ts). */
export type Photos = Partial<Record<ImageName, Photo>>;

/** A photo among `photos`; one missing is the build's mistake, and stops the prerenderer on the page that shows it. */
export function photoOf(photos: Photos, name: ImageName): Photo {
  const photo = photos[name];
  if (!photo)
    throw new Error(`No words name the image ${name}: its page's words must (scripts/build/content/photos.ts)`);
  return photo;
}
