import type { CSSProperties } from 'react';

export interface PictureSource {
  type: string;
  srcSet: string;
  /** A media query: this source only where it matches (art direction). */
  media?: string;
  width?: number;
  height?: number;
}

export interface PictureProps {
  /** In order of preference: the browser takes the first whose media query and type it accepts. */
  sources: readonly PictureSource[];
  /** The fallback file, for browsers that read no source. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the image is drawn, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's hero: loaded eagerly with high priority. Everything else is lazy... */
  priority?: boolean;
  /** ...unless the app has put it in the page to be ready before it shows. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
}

/** A responsive picture: sources by type (and media), sized so nothing shifts as it loads. */
export function Picture({
  sources,
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  eager = false,
  className,
  imgClassName,
  style,
}: PictureProps) {
  return (
    <picture className={className}>
      {sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={sizes}
          width={source.width}
          height={source.height}
        />
      ))}
      <img
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={imgClassName}
        style={style}
      />
    </picture>
  );
}
