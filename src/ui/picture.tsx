import type { CSSProperties } from 'react';
import { useSite } from '../content/context.tsx';
import { imageFormats, imageUrl, imageWidths, images, type ImageName } from '../content/images.ts';
import { media, type MediaName } from './breakpoints.ts';

export interface PictureProps {
  name: ImageName;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** A different image below/above a breakpoint (art direction), e.g. a portrait hero on phones. */
  art?: { media: MediaName; name: ImageName };
  /** The page's hero: loaded eagerly with high priority. Everything else is lazy... */
  priority?: boolean;
  /** ...unless the app has put it in the page to be ready before it shows (a carousel's next slide, off to the side). */
  eager?: boolean;
  /** Empty alt for a decorative use of an image (the text beside it says the same). */
  decorative?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

const srcset = (name: ImageName, format: (typeof imageFormats)[number]) =>
  imageWidths(images[name].width)
    .map((w) => `${imageUrl(name, w, format)} ${w}w`)
    .join(', ');

/** Fallback `src`: a middle width, WebP (every browser this site supports decodes it). */
const fallbackSrc = (name: ImageName) => {
  const widths = imageWidths(images[name].width);
  return imageUrl(name, widths[Math.min(2, widths.length - 1)] as number, 'webp');
};

/**
 * One picture from the media pipeline: AVIF and WebP sources at several widths, sized to avoid layout shift,
 * with its alt text in the page's language.
 */
export function Picture({ name, sizes, art, priority = false, eager = false, decorative = false, className, imgClassName, style }: PictureProps) {
  const image = images[name];
  const alt = useSite().imageAlt[name];
  return (
    <picture className={className}>
      {art &&
        imageFormats.map((format) => (
          <source
            key={`art-${format}`}
            media={media[art.media]}
            type={`image/${format}`}
            srcSet={srcset(art.name, format)}
            sizes={sizes}
            width={images[art.name].width}
            height={images[art.name].height}
          />
        ))}
      {imageFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcset(name, format)} sizes={sizes} />
      ))}
      <img
        src={fallbackSrc(name)}
        alt={decorative ? '' : alt}
        width={image.width}
        height={image.height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={imgClassName}
        style={style}
      />
    </picture>
  );
}
