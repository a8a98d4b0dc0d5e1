import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link } from '../../ui/link.tsx';
import { galleryPath } from '../../lib/routes.ts';
import { useLang } from '../../content/context.tsx';
import type { GalleryContent } from '../../content/index.ts';
import { formatGalleryDate, type Gallery } from '../../lib/gallery/gallery.ts';
import { COVER_SIZES, MAX_WIDTHS } from '../../lib/gallery/gallery-images.ts';
import { fill } from '../../lib/text.ts';
import { GalleryPhoto } from './gallery-photo.tsx';

/** Cards rendered at first and per step: enough to fill a large screen twice. */
export const GRID_BATCH = 24;

/** Navigation state of a card link: the viewer opens over the list without scrolling it. */
export const fromGrid = { keepScroll: true, fromGrid: true } as const;

function GalleryCard({ gallery, order, copy }: { gallery: Gallery; order: number; copy: GalleryContent }) {
  const [loaded, setLoaded] = useState(false);
  const lang = useLang();
  const date = formatGalleryDate(gallery.date);
  return (
    <li className="gallery-card" style={{ '--order': order } as CSSProperties}>
      <Link
        id={`card-${gallery.id}`}
        to={galleryPath(gallery.id, lang)}
        state={fromGrid}
        className="gallery-card__link"
      >
        <span className="gallery-card__cover">
          {gallery.coverImage ? (
            // Lazy: the page's own picture is what the first screen shows; covers load as they near it.
            <GalleryPhoto
              url={gallery.coverImage}
              sizes={COVER_SIZES}
              maxWidth={MAX_WIDTHS.cover}
              alt=""
              width="400"
              height="300"
              loading="lazy"
              decoding="async"
              data-loaded={loaded || undefined}
              onLoad={() => setLoaded(true)}
            />
          ) : (
            <span className="gallery-card__empty">{copy.noCover}</span>
          )}
          <span className="gallery-card__count">
            {gallery.album.length === 1
              ? copy.photoCount.one
              : fill(copy.photoCount.other, { n: gallery.album.length })}
          </span>
        </span>
        <span className="gallery-card__body">
          <span className="gallery-card__title">{gallery.title}</span>
          <span className="gallery-card__description">{gallery.description}</span>
          {date && (
            <time className="gallery-card__date" dateTime={date}>
              {date}
            </time>
          )}
        </span>
      </Link>
    </li>
  );
}

/**
 * The card grid (1 to 4 columns by width). Long lists render in batches as the visitor scrolls (or presses
 * Show more), so two thousand galleries cost no more script time than a screenful.
 */
export function GalleryGrid({ galleries, copy }: { galleries: readonly Gallery[]; copy: GalleryContent }) {
  const [shown, setShown] = useState(GRID_BATCH);
  const sentinel = useRef<HTMLButtonElement>(null);
  const left = galleries.length - shown;

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) setShown((n) => n + GRID_BATCH);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, left]);

  return (
    <>
      <ul className="card-grid card-grid--four" aria-label={copy.listLabel}>
        {galleries.slice(0, shown).map((gallery, i) => (
          <GalleryCard key={gallery.id} gallery={gallery} order={i % GRID_BATCH} copy={copy} />
        ))}
      </ul>
      {left > 0 && (
        <button
          ref={sentinel}
          type="button"
          className="button button--ghost gallery-more"
          onClick={() => setShown((n) => n + GRID_BATCH)}
        >
          {fill(copy.showMore, { n: left })}
        </button>
      )}
    </>
  );
}
