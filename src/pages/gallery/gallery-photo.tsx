import type { ImgHTMLAttributes } from 'react';
import { identity } from '../../content/identity.ts';
import { photoSources, sizesAttribute, type SizeRule } from '../../lib/gallery/gallery-images.ts';

export interface GalleryPhotoProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt'
> {
  /** The photo as the API sent it: an http(s) URL, or a path on this site. */
  url: string;
  /** Empty where the photo sits beside words that say the same (a card's title, a thumbnail's button). */
  alt: string;
  sizes: readonly SizeRule[];
  /** The largest width this box can use. */
  maxWidth: number;
  pictureClassName?: string;
}

/**
 * A gallery photo at the size its box needs: AVIF and WebP sources through the configured resizer, the browser
 * choosing by `sizes`; with no resizer, the photo as sent. Gallery photos only ever render in the browser.
 */
export function GalleryPhoto({ url, alt, sizes, maxWidth, pictureClassName, ...img }: GalleryPhotoProps) {
  const absolute = new URL(url, window.location.origin).href;
  const { sources, src, srcSet } = photoSources(identity.galleryImageResizer, absolute, maxWidth);
  const sizesText = sizesAttribute(sizes);
  // From another host, asked for with CORS: the service worker then sees whether it arrived (a 404 is not kept).
  const crossOrigin = new URL(src, window.location.origin).origin !== window.location.origin ? 'anonymous' : undefined;
  return (
    <picture className={pictureClassName}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizesText} />
      ))}
      <img
        {...img}
        alt={alt}
        src={src}
        srcSet={srcSet}
        sizes={srcSet ? sizesText : undefined}
        crossOrigin={crossOrigin}
      />
    </picture>
  );
}
