import { imageUrl, imageWidths, type ImageFormat } from './media.ts';

/**
 * The image files to keep for offline reading on this device: one size per image, the smallest that covers
 * how wide the image can be drawn here (never wider than the screen) at this pixel density.
 */
export function warmList(
  images: Record<string, { width: number }>,
  versions: Record<string, string>,
  viewportWidth: number,
  pixelRatio: number,
  format: ImageFormat,
): string[] {
  return Object.entries(images).map(([name, image]) => {
    const needed = Math.min(image.width, viewportWidth) * Math.min(pixelRatio, 2);
    const widths = imageWidths(image.width);
    const width = widths.find((w) => w >= needed) ?? (widths[widths.length - 1] as number);
    return imageUrl(name, versions[name] ?? '', width, format);
  });
}
