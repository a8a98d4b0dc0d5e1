import { useEffect, useRef, useState, type RefObject } from 'react';
import { indexAtScroll } from '../lib/carousel.ts';

export interface SnapRowOptions {
  /** Items in the row. */
  count: number;
  /** Distance between the starts of two items, read from the row (it may follow the row's width). */
  stepPx: (row: HTMLElement) => number;
  /** The item showing has changed because the row scrolled. */
  onIndex: (index: number) => void;
}

/**
 * A native scroll-snap row, and the app's view of it. A finger, a trackpad or the keyboard scrolls the row
 * with no script at all; the app follows (`onIndex`), including a swipe made before it hydrated. When the
 * app itself scrolls the row (`scrollRowTo`), the positions passed on the way are not reported.
 */
export function useSnapRow(row: RefObject<HTMLElement | null>, { count, stepPx, onIndex }: SnapRowOptions) {
  const target = useRef<number | null>(null);
  const release = useRef<number | undefined>(undefined);
  const latest = useRef({ count, stepPx, onIndex });
  useEffect(() => {
    latest.current = { count, stepPx, onIndex };
  });

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const onScroll = () => {
      if (target.current !== null) {
        if (Math.abs(element.scrollLeft - target.current) > 1) return;
        target.current = null;
      }
      const { count: n, stepPx: stepOf, onIndex: report } = latest.current;
      report(indexAtScroll(element.scrollLeft, stepOf(element), n));
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.clearTimeout(release.current);
    };
  }, [row]);

  // One function for the life of the row (it reads the row when called).
  const [scrollRowTo] = useState(() => (left: number, behavior: ScrollBehavior) => {
    const element = row.current;
    if (!element) return;
    const clamped = Math.min(Math.max(left, 0), element.scrollWidth - element.clientWidth);
    if (Math.abs(element.scrollLeft - clamped) < 1) return;
    target.current = clamped;
    // Should the visitor take over mid-way, their scrolling is followed again shortly.
    window.clearTimeout(release.current);
    release.current = window.setTimeout(() => (target.current = null), 1500);
    element.scrollTo({ left: clamped, behavior });
  });
  return scrollRowTo;
}
