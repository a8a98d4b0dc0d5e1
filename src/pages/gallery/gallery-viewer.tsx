import { AnimatePresence, LazyMotion, m } from 'motion/react';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { localPath, paths } from '../../lib/routes.ts';
import { useLang } from '../../content/context.tsx';
import type { GalleryContent } from '../../content/index.ts';
import { formatGalleryDate, imageDescription, type Gallery } from '../../lib/gallery.ts';
import { MAX_WIDTHS, THUMB_SIZES, VIEWER_SIZES } from '../../lib/gallery-images.ts';
import { wrapIndex } from '../../lib/paging.ts';
import { fill } from '../../lib/text.ts';
import { GalleryPhoto } from './gallery-photo.tsx';
import { useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icons.tsx';
import { useReducedMotion } from '../../ui/use-reduced-motion.ts';
import { useSwipe } from '../../ui/use-swipe.ts';

/** Spec section 9: a swipe of at least 50 px pages the phone viewer. */
const VIEWER_SWIPE_PX = 50;
const loadMotionFeatures = () => import('./motion-features.ts').then((module) => module.default);

/** A modal dialog (native <dialog>): focus moves in and stays in, Escape closes, the page behind is inert. */
function useModal(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The page behind does not scroll while the viewer is open.
    document.documentElement.classList.add('viewer-open');
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // Chrome lets Tab leave a modal dialog for the browser's own toolbar; keep it inside, wrapping around.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [
        ...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'),
      ].filter((el) => el.offsetParent !== null || el === document.activeElement);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('viewer-open');
      if (document.fullscreenElement && element.contains(document.fullscreenElement))
        void document.exitFullscreen().catch(() => undefined);
      element.close();
    };
  }, [onClose]);
  return dialog;
}

/** Full screen for the viewer's frame (a <dialog> itself may not go full screen). */
function useFullscreen(frame: RefObject<HTMLDivElement | null>) {
  const fullscreen = useUi((s) => s.fullscreen);
  const setFullscreen = useUi((s) => s.setFullscreen);
  useEffect(() => {
    const onChange = () => setFullscreen(frame.current !== null && document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      setFullscreen(false);
    };
  }, [frame, setFullscreen]);
  const toggle = () => {
    const element = frame.current;
    // The Fullscreen API where the browser has it (not iPhone Safari); else the viewer just fills the window.
    if (element && document.fullscreenEnabled) {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void element.requestFullscreen().catch(() => setFullscreen(!fullscreen));
    } else {
      setFullscreen(!fullscreen);
    }
  };
  return { fullscreen, toggle };
}

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
        <Link className="button button--primary" to={localPath(paths.gallery, lang)} replace>
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
