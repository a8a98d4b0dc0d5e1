/**
 * Where the media step writes each site image, and at which sizes: /media/<name>-<version>-<width>.<avif|webp>.
 * The version names the image's content (scripts/build/media.ts, imageVersion), so a photo the office replaces is
 * a new address: no phone or host keeps the old one. Pages ask for these sizes (their version is in the site's
 * words, src/content/index.ts), the service worker recognises them, and the build writes them.
 */

/** Widths the media step writes for an image: a ladder up to its own width. */
export function imageWidths(width: number): number[] {
  const ladder = [320, 640, 960, 1280, 1600, 1920].filter((w) => w < width * 0.9);
  return [...ladder, width];
}

export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

/** How many hex digits of the image's content hash name its version. */
export const VERSION_LENGTH = 8;

export const imageUrl = (name: string, version: string, width: number, format: ImageFormat): string =>
  `/media/${name}-${version}-${width}.${format}`;
