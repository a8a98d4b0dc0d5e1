import { useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { loopRecentre, snapScrollLeft, tripled } from '../lib/carousel.ts';
import { Icon } from './icons.tsx';
import { useDragScroll } from './use-drag-scroll.ts';
import { useMedia } from './use-media.ts';
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

/**
 * Wide screens: a looping carousel. The list is rendered three times and the view stays in the middle copy:
 * after each slide it jumps, unseen, back into the middle. Narrow screens: a drag-scroll row (the copies are
 * hidden) snapping to `snapPx` steps, where a drag only counts as a click under `clickTolerancePx`.
 */
export function LoopCarousel({ label, items, labels, stepPx, lockMs, swipePx, snapPx, clickTolerancePx }: LoopCarouselProps) {
  const count = items.length;
  const wide = useMedia('--lg-up');
  const [position, setPosition] = useState(count);
  const [locked, setLocked] = useState(false);
  const [instant, setInstant] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  const move = useCallback(
    (delta: number) => {
      if (locked) return;
      setInstant(false);
      setLocked(true);
      setPosition((p) => p + delta);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        // The slide has finished: jump, without animation, to the same card in the middle copy.
        setInstant(true);
        setPosition((p) => loopRecentre(p, count));
        setLocked(false);
      }, lockMs);
    },
    [locked, lockMs, count],
  );
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const swipe = useSwipe((direction) => move(direction === 'next' ? 1 : -1), swipePx);
  const settle = useCallback((left: number, max: number) => snapScrollLeft(left, snapPx, max), [snapPx]);
  useDragScroll(viewport, { multiplier: 1, clickTolerance: clickTolerancePx, settle, enabled: !wide });

  const active = wide ? loopRecentre(position, count) - count : -1;
  const style = { '--position': position, '--step': `${stepPx}px`, '--snap': `${snapPx}px` } as CSSProperties;

  return (
    <div className="loop-carousel" style={style} data-instant={instant || undefined}>
      <div
        ref={viewport}
        className="loop-carousel__viewport"
        role="region"
        aria-label={label}
        tabIndex={0}
        {...(wide ? swipe : {})}
      >
        <ul className="loop-carousel__track">
          {tripled(items).map((item, i) => {
            const copy = i < count || i >= 2 * count;
            // Only the middle copy is real to assistive technology and the keyboard.
            return (
              <li
                key={`${item.key}-${i}`}
                className="loop-carousel__item"
                data-copy={copy || undefined}
                data-active={(wide && i - count === active) || undefined}
                aria-hidden={copy || undefined}
                inert={copy}
              >
                {item.node}
              </li>
            );
          })}
        </ul>
      </div>
      <div className="loop-carousel__arrows">
        <button type="button" className="scroll-row__arrow" onClick={() => move(-1)} disabled={locked} aria-label={labels.previous}>
          <Icon name="chevronLeft" />
        </button>
        <button type="button" className="scroll-row__arrow" onClick={() => move(1)} disabled={locked} aria-label={labels.next}>
          <Icon name="chevronRight" />
        </button>
      </div>
    </div>
  );
}
