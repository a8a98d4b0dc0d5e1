import type { CSSProperties } from 'react';
import { usePhoto } from '../content/context.tsx';
import { images, type ImageName } from '../content/images.ts';
import { imageFormats, imageUrl, imageWidths, type ImageFormat } from '../lib/media.ts';
import { media, type MediaName } from '../ui/breakpoints.ts';
import { Picture, type PictureSource } from '../ui/picture.tsx';

export interface SitePictureProps {
  name: ImageName;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** A different image below/above a breakpoint (art direction), e.g. a portrait hero on phones. */
  art?: { media: MediaName; name: ImageName };
  priority?: boolean;
  eager?: boolean;
  /** Empty alt for a decorative use of an image (the text beside it says the same). */
  decorative?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

const srcset = (name: ImageName, version: string, format: ImageFormat) =>
  imageWidths(images[name].width)
    .map((w) => `${imageUrl(name, version, w, format)} ${w}w`)
    .join(', ');

/** Fallback `src`: a middle width, WebP (every browser this site supports decodes it). */
const fallbackSrc = (name: ImageName, version: string) => {
  const widths = imageWidths(images[name].width);
  return imageUrl(name, version, widths[Math.min(2, widths.length - 1)] as number, 'webp');
};

/** One of the site's images, from the media step: AVIF and WebP at its widths, with its alt text in the page's language. */
export function SitePicture({ name, art, decorative = false, ...rest }: SitePictureProps) {
  const photo = usePhoto(name);
  // Always asked for, so hooks run in one order; the art's photo is the image's when there is none.
  const artPhoto = usePhoto(art?.name ?? name);
  const sources: PictureSource[] = [
    ...(art
      ? imageFormats.map((format) => ({
          media: media[art.media],
          type: `image/${format}`,
          srcSet: srcset(art.name, artPhoto.version, format),
          width: images[art.name].width,
          height: images[art.name].height,
        }))
      : []),
    ...imageFormats.map((format) => ({ type: `image/${format}`, srcSet: srcset(name, photo.version, format) })),
  ];
  return (
    <Picture
      {...rest}
      sources={sources}
      src={fallbackSrc(name, photo.version)}
      alt={decorative ? '' : photo.alt}
      width={images[name].width}
      height={images[name].height}
    />
  );
}
