/**
 * Where the media step writes each site image, and at which sizes: /media/<name>-<width>.<avif|webp>. Pages
 * ask for these sizes, the service worker recognises them, and the build writes them (scripts/build/media.ts).
 */

/** Widths the media step writes for an image: a ladder up to its own width. */
export function imageWidths(width: number): number[] {
  const ladder = [320, 640, 960, 1280, 1600, 1920].filter((w) => w < width * 0.9);
  return [...ladder, width];
}

export const imageFormats = ['avif', 'webp'] as const;
export type ImageFormat = (typeof imageFormats)[number];

export const imageUrl = (name: string, width: number, format: ImageFormat): string =>
  `/media/${name}-${width}.${format}`;
