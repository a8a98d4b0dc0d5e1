import { useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { indexAtScroll, loopRecentre, snapScrollLeft } from '../lib/carousel.ts';
import { wrapIndex } from '../lib/paging.ts';
import { Icon } from './icons.tsx';
import { useDragScroll } from './use-drag-scroll.ts';
import { useHydrated } from './use-hydrated.ts';
import { useMedia } from './use-media.ts';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useSnapRow } from './use-snap-row.ts';
import { useSwipe } from './use-swipe.ts';
import './loop-carousel.css';

export interface LoopCarouselProps {
  label: string;
  items: readonly { key: string; node: ReactNode }[];
  labels: { previous: string; next: string };
  /** Wide screens: one card's step in px, the arrow lock in ms, the swipe threshold in px. */
  stepPx: number;
  lockMs: number;
  swipePx: number;
  /** Narrow screens: the snap step of the drag-scroll row, and the click tolerance of a drag. */
  snapPx: number;
  clickTolerancePx: number;
}

/** Settling after a scroll: the browser says so where it can, else a short quiet spell does. */
function onScrollSettled(element: HTMLElement, settled: () => void): () => void {
  if ('onscrollend' in window) {
    element.addEventListener('scrollend', settled);
    return () => element.removeEventListener('scrollend', settled);
  }
  let timer: number | undefined;
  const onScroll = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(settled, 150);
  };
  element.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    window.clearTimeout(timer);
    element.removeEventListener('scroll', onScroll);
  };
}

/**
 * A native scroll-snap row of cards at every width: a finger swipes it with no script. Once the app runs:
 * on wide screens it loops, as the spec describes, with the list rendered three times and the view kept in
 * the middle copy (after each move it jumps, unseen, back into the middle); arrows move one card with a lock,
 * a mouse drag past the threshold moves one card. On narrow screens it is a drag-scroll row snapping to
 * `snapPx` steps, where a drag only counts as a click under `clickTolerancePx`.
 */
export function LoopCarousel({
  label,
  items,
  labels,
  stepPx,
  lockMs,
  swipePx,
  snapPx,
  clickTolerancePx,
}: LoopCarouselProps) {
  const count = items.length;
  const wide = useMedia('--lg-up');
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const looping = hydrated && wide;
  const copies = looping ? [0, 1, 2] : [1];
  const step = wide ? stepPx : snapPx;
  const viewport = useRef<HTMLDivElement>(null);
  // The card at the row's start, as a position in the rendered list (copies included).
  const [position, setPosition] = useState(0);
  const positionRef = useRef(0);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<number | undefined>(undefined);
  const hydrating = useRef(true);

  const scrollRowTo = useSnapRow(viewport, {
    count: count * copies.length,
    stepPx: () => step,
    onIndex: (index) => {
      positionRef.current = index;
      setPosition(index);
    },
  });

  // Looping starts (or stops): show the same card, now in the middle copy (or the only one). Hydration itself
  // changes nothing: a row swiped before the app started stays where the visitor left it.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    const card = wrapIndex(positionRef.current, count);
    const target = (looping ? count + card : card) * step;
    positionRef.current = looping ? count + card : card;
    setPosition(positionRef.current);
    element.scrollLeft = target;
  }, [looping, count, step]);

  // After a move (or a swipe) settles in a copy, jump back to the same card in the middle copy.
  useEffect(() => {
    const element = viewport.current;
    if (!element || !looping) return;
    return onScrollSettled(element, () => {
      const at = indexAtScroll(element.scrollLeft, step, count * 3);
      if (at >= count && at < 2 * count) return;
      scrollRowTo(loopRecentre(at, count) * step, 'instant');
    });
  }, [looping, count, step, scrollRowTo]);

  const move = useCallback(
    (delta: number) => {
      if (locked || !looping) return;
      setLocked(true);
      window.clearTimeout(lockTimer.current);
      lockTimer.current = window.setTimeout(() => setLocked(false), lockMs);
      const target = positionRef.current + delta;
      positionRef.current = target;
      setPosition(target);
      scrollRowTo(target * step, reducedMotion ? 'instant' : 'smooth');
    },
    [locked, looping, lockMs, step, reducedMotion, scrollRowTo],
  );
  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  const drag = useSwipe((direction) => move(direction === 'next' ? 1 : -1), swipePx, { mouseOnly: true });
  const settle = useCallback((left: number, max: number) => snapScrollLeft(left, snapPx, max), [snapPx]);
  useDragScroll(viewport, { multiplier: 1, clickTolerance: clickTolerancePx, settle, enabled: !wide });

  const style = { '--step': `${stepPx}px`, '--snap': `${snapPx}px` } as CSSProperties;

  return (
    <div className="loop-carousel" style={style}>
      <div
        ref={viewport}
        className="loop-carousel__viewport"
        role="region"
        aria-label={label}
        tabIndex={0}
        {...(looping ? drag : {})}
      >
        <ul className="loop-carousel__track">
          {copies.flatMap((copy, c) =>
            items.map((item, i) => {
              const isCopy = copy !== 1;
              // Only the middle copy is real to assistive technology and the keyboard.
              return (
                <li
                  key={`${item.key}-${copy}`}
                  className="loop-carousel__item"
                  data-copy={isCopy || undefined}
                  data-active={(looping && c * count + i === position) || undefined}
                  aria-hidden={isCopy || undefined}
                  inert={isCopy}
                >
                  {item.node}
                </li>
              );
            }),
          )}
        </ul>
      </div>
      <div className="loop-carousel__arrows js-only">
        <button
          type="button"
          className="scroll-row__arrow"
          onClick={() => move(-1)}
          disabled={locked}
          aria-label={labels.previous}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          className="scroll-row__arrow"
          onClick={() => move(1)}
          disabled={locked}
          aria-label={labels.next}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </div>
  );
}
