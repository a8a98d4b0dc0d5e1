import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { nextScrollLeft, progressWidth } from '../lib/carousel.ts';
import { media } from './breakpoints.ts';
import { Icon } from './icons.tsx';
import { prefersReducedMotion } from './use-reduced-motion.ts';
import { useDragScroll } from './use-drag-scroll.ts';
import './scroll-row.css';

export interface ScrollRowProps {
  label: string;
  items: readonly { key: string; node: ReactNode }[];
  /** Arrow step in px; the arrows wrap between the ends. */
  step: number;
  dragMultiplier: number;
  labels: { previous: string; next: string };
  /** Show the arrows only on large screens (the facilities row) or everywhere. */
  arrows: 'large' | 'always';
  /** A progress bar whose width follows the scroll position, with minimum widths (phone/medium, large). */
  progress?: { min: number; minLarge: number };
  className?: string;
}

/** A horizontally scrolling row: native scrolling and snapping, arrow buttons, mouse drag, optional progress. */
export function ScrollRow({
  label,
  items,
  step,
  dragMultiplier,
  labels,
  arrows,
  progress,
  className = '',
}: ScrollRowProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [barWidth, setBarWidth] = useState<number | null>(null);
  useDragScroll(viewport, { multiplier: dragMultiplier });

  const measure = useCallback(() => {
    const element = viewport.current;
    const bar = track.current;
    if (!element || !bar || !progress) return;
    const min = window.matchMedia(media['--lg-up']).matches ? progress.minLarge : progress.min;
    setBarWidth(progressWidth(element.scrollLeft, element.scrollWidth - element.clientWidth, bar.clientWidth, min));
  }, [progress]);

  useEffect(() => {
    const element = viewport.current;
    if (!element || !progress) return;
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    measure();
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [measure, progress]);

  const go = (direction: 1 | -1) => {
    const element = viewport.current;
    if (!element) return;
    const left = nextScrollLeft(element.scrollLeft, element.scrollWidth - element.clientWidth, step, direction);
    element.scrollTo({ left, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <div className={`scroll-row ${className}`} data-arrows={arrows}>
      <div ref={viewport} className="scroll-row__viewport" role="region" aria-label={label} tabIndex={0}>
        <ul className="scroll-row__list">
          {items.map((item) => (
            <li key={item.key} className="scroll-row__item">
              {item.node}
            </li>
          ))}
        </ul>
      </div>
      <div className="scroll-row__footer">
        {progress && (
          <div ref={track} className="scroll-row__track js-only" aria-hidden="true">
            <span className="scroll-row__bar" style={barWidth === null ? undefined : { width: `${barWidth}px` }} />
          </div>
        )}
        <div className="scroll-row__arrows js-only">
          <button type="button" className="scroll-row__arrow" onClick={() => go(-1)} aria-label={labels.previous}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className="scroll-row__arrow" onClick={() => go(1)} aria-label={labels.next}>
            <Icon name="chevronRight" />
          </button>
        </div>
      </div>
    </div>
  );
}
