/**
 * Where the worker's caching meets this deployment: the gallery's list and photo origins, the site images' names,
 * and the precached page that stands in for an address offline. What it keeps, and how much, is
 * src/lib/cache-policy.ts.
 */
import { parseDeployment, type Env } from '../src/lib/identity.ts';
import { galleryApiUrl } from '../src/lib/gallery/gallery-client.ts';
import { localPath, splitPath } from '../src/lib/routes.ts';
import { resizerOrigin } from '../src/lib/gallery/gallery-images.ts';
import { VERSION_LENGTH } from '../src/lib/media.ts';

/** The deployment's settings (the SITE_* values Vite writes into the worker). */
const deployment = parseDeployment((import.meta.env as Env | undefined) ?? {});

/** The gallery list: stale-while-revalidate, and warmed at install (with its covers). */
export const GALLERY_API_URL = new URL(
  galleryApiUrl(deployment.galleryApiBase, deployment.gallerySiteKey),
  self.location.origin,
).href;

/** The resizer in front of the gallery's photos (src/lib/gallery/gallery-images.ts); empty: photos as sent. */
export const GALLERY_RESIZER = deployment.galleryImageResizer;

/** Origins a gallery photo may come from: the site, its photo hosts, and its resizer. */
export const GALLERY_PHOTO_ORIGINS = [
  self.location.origin,
  ...deployment.galleryImageHosts,
  ...[resizerOrigin(GALLERY_RESIZER)].filter((o): o is string => Boolean(o)),
];

/** The site's own images, written by the media step: /media/<name>-<version>-<width>.<avif|webp>. */
export const MEDIA_PATTERN = new RegExp(
  `^/media/(?<name>[A-Za-z0-9]+)-(?<version>[0-9a-f]{${VERSION_LENGTH}})-(?<width>\\d+)\\.(?<format>avif|webp)$`,
);

/** The precached file of a page: /about (and /about/) is about/index.html. */
export function precachedPage(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return path ? `${path}/index.html` : '/index.html';
}

/**
 * Offline, the precached page that stands in for one never opened on this phone: a gallery's address is the gallery
 * page of its language (whose list the app opens it from); a notice's, or a page of the notices' archive, the notices
 * page (which holds those of now, and the published notices the app keeps); a past year's dates, the calendar.
 */
export function standIn(pathname: string): string | undefined {
  const { lang, path } = splitPath(pathname.replace(/\/+$/, '') || '/');
  if (/^\/galleries\/[^/]+$/.test(path)) return `${localPath('/gallery', lang)}/index.html`;
  if (/^\/notices\/.+$/.test(path)) return `${localPath('/notices', lang)}/index.html`;
  if (/^\/calendar\/archive\/.+$/.test(path)) return `${localPath('/calendar', lang)}/index.html`;
  return undefined;
}
