import { AnimatePresence, LazyMotion, m } from 'motion/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import { pagePath, paths } from '../../lib/routes.ts';
import { useLang } from '../../content/context.tsx';
import type { GalleryContent } from '../../content/index.ts';
import { formatGalleryDate, imageDescription, type Gallery } from '../../lib/gallery/gallery.ts';
import { MAX_WIDTHS, THUMB_SIZES, VIEWER_SIZES } from '../../lib/gallery/gallery-images.ts';
import { wrapIndex } from '../../lib/paging.ts';
import { fill } from '../../lib/text.ts';
import { GalleryPhoto } from './gallery-photo.tsx';
import { useFullscreen } from './use-fullscreen.ts';
import { useModal } from './use-modal.ts';
import { useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icons.tsx';
import { useReducedMotion } from '../../ui/use-reduced-motion.ts';
import { useSwipe } from '../../ui/use-swipe.ts';

/** Spec section 9: a swipe of at least 50 px pages the phone viewer. */
const VIEWER_SWIPE_PX = 50;
const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

export function GalleryViewer({
  gallery,
  onClose,
  copy,
}: {
  gallery: Gallery | undefined;
  onClose: () => void;
  copy: GalleryContent['viewer'];
}) {
  const lang = useLang();
  const dialog = useModal(onClose);
  const frame = useRef<HTMLDivElement>(null);
  const { fullscreen, toggle } = useFullscreen(frame);
  const index = useUi((s) => s.viewerIndex);
  const stepImage = useUi((s) => s.stepImage);
  const showImage = useUi((s) => s.showImage);
  const reducedMotion = useReducedMotion();
  const count = gallery?.album.length ?? 0;
  const swipe = useSwipe((direction) => stepImage(direction === 'next' ? 1 : -1, count), VIEWER_SWIPE_PX);
  const thumbs = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // Keep the current thumbnail in view as the visitor pages.
    thumbs.current?.querySelector('[aria-current="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') stepImage(1, count);
    else if (event.key === 'ArrowLeft') stepImage(-1, count);
    else return;
    event.preventDefault();
  };

  if (!gallery) {
    return (
      <dialog ref={dialog} className="viewer viewer--missing" aria-labelledby="viewer-title">
        <h2 id="viewer-title">{copy.noGallery}</h2>
        <p>{copy.noGalleryText}</p>
        <Link className="button button--primary" to={pagePath(paths.gallery, lang)} replace>
          {copy.backToList}
        </Link>
      </dialog>
    );
  }

  const image = gallery.album[index];
  const next = gallery.album[wrapIndex(index + 1, count)];
  const description = imageDescription(gallery, image);
  const date = formatGalleryDate(gallery.date);

  return (
    // Arrow keys page the photos from anywhere inside the dialog.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className="viewer"
      data-fullscreen={fullscreen || undefined}
      aria-labelledby="viewer-title"
      onKeyDown={onKeyDown}
    >
      <div ref={frame} className="viewer__frame">
        <div className="viewer__bar">
          <div className="viewer__heading">
            <h2 id="viewer-title">{gallery.title}</h2>
            {date && <time dateTime={date}>{date}</time>}
          </div>
          <button
            type="button"
            className="viewer__icon"
            onClick={toggle}
            aria-label={fullscreen ? copy.exitFullscreen : copy.fullscreen}
            aria-pressed={fullscreen}
          >
            <Icon name={fullscreen ? 'shrink' : 'expand'} />
          </button>
          <button type="button" className="viewer__icon" onClick={onClose} aria-label={copy.close}>
            <Icon name="close" />
          </button>
        </div>

        {image ? (
          <div className="viewer__stage" {...swipe}>
            <LazyMotion features={loadMotionFeatures} strict>
              {/* Photos cross-fade in one grid cell (popLayout would inject a <style>, which the CSP refuses). */}
              <AnimatePresence initial={false}>
                <m.div
                  key={image.id}
                  className="viewer__image"
                  initial={reducedMotion ? false : { opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={reducedMotion ? undefined : { opacity: 0 }}
                  transition={{ duration: 0.25 }}
                >
                  <GalleryPhoto
                    url={image.url}
                    sizes={VIEWER_SIZES}
                    maxWidth={MAX_WIDTHS.viewer}
                    alt={description}
                    draggable={false}
                  />
                </m.div>
              </AnimatePresence>
            </LazyMotion>
            {next && next.id !== image.id && (
              // The next photo, loading now at the size it will show (same sizes, so the browser picks the same file).
              <GalleryPhoto
                key={`next-${next.id}`}
                url={next.url}
                sizes={VIEWER_SIZES}
                maxWidth={MAX_WIDTHS.viewer}
                alt=""
                pictureClassName="viewer__preload"
                aria-hidden="true"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="viewer__nav viewer__nav--prev"
                  onClick={() => stepImage(-1, count)}
                  aria-label={copy.previous}
                >
                  <Icon name="chevronLeft" size={28} />
                </button>
                <button
                  type="button"
                  className="viewer__nav viewer__nav--next"
                  onClick={() => stepImage(1, count)}
                  aria-label={copy.next}
                >
                  <Icon name="chevronRight" size={28} />
                </button>
              </>
            )}
            <p className="viewer__position" aria-live="polite">
              {fill(copy.position, { n: index + 1, count })}
            </p>
          </div>
        ) : (
          <p className="viewer__stage viewer__stage--empty">{copy.noPhotos}</p>
        )}

        <p className="viewer__description">{description}</p>

        {count > 1 && (
          <ul ref={thumbs} className="viewer__thumbs" aria-label={copy.thumbnails}>
            {gallery.album.map((thumb, i) => (
              <li key={thumb.id}>
                <button
                  type="button"
                  className="viewer__thumb"
                  aria-current={i === index || undefined}
                  aria-label={fill(copy.thumbnail, { n: i + 1 })}
                  onClick={() => showImage(i, count)}
                >
                  <GalleryPhoto
                    url={thumb.url}
                    sizes={THUMB_SIZES}
                    maxWidth={MAX_WIDTHS.thumb}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
