import { useEffect, useRef, useState, type RefObject } from 'react';
import { indexAtScroll, restedShort } from '../lib/carousel.ts';

export interface SnapRowOptions {
  /** Items in the row. */
  count: number;
  /** Distance between the starts of two items, read from the row (it may follow the row's width). */
  stepPx: (row: HTMLElement) => number;
  /** The item showing has changed because the row scrolled. */
  onIndex: (index: number) => void;
}

/** What the visitor does to scroll a row themselves: from then on, the row is theirs again. */
const VISITOR_INPUT = ['pointerdown', 'touchstart', 'wheel', 'keydown'] as const;

/**
 * A native scroll-snap row, and the app's view of it. A finger, a trackpad or the keyboard scrolls the row
 * with no script at all; the app follows (`onIndex`), including a swipe made before it hydrated. When the
 * app itself scrolls the row (`scrollRowTo`), the positions passed on the way are not reported, and a row
 * that comes to rest on another item than the one it was sent to is sent there again: a browser may snap it
 * back to where it was when the page's layout changes mid-way (Firefox, on a busy phone), which would leave
 * the dots on one slide and the row on another. The visitor's own touch, wheel or key hands it back at once.
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
    const onScrollEnd = () => sendOnIfShort(element, target.current, latest.current.stepPx);
    const handBack = () => (target.current = null);
    element.addEventListener('scroll', onScroll, { passive: true });
    element.addEventListener('scrollend', onScrollEnd);
    for (const type of VISITOR_INPUT) element.addEventListener(type, handBack, { passive: true });
    onScroll();
    return () => {
      element.removeEventListener('scroll', onScroll);
      element.removeEventListener('scrollend', onScrollEnd);
      for (const type of VISITOR_INPUT) element.removeEventListener(type, handBack);
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
    // A browser without scrollend is checked here; then the row's scrolling is followed again in any case.
    window.clearTimeout(release.current);
    release.current = window.setTimeout(() => {
      const sentTo = target.current;
      target.current = null;
      sendOnIfShort(element, sentTo, latest.current.stepPx);
    }, 1500);
    element.scrollTo({ left: clamped, behavior });
  });
  return scrollRowTo;
}

/** A row at rest short of where the app sent it goes the rest of the way at once. */
function sendOnIfShort(element: HTMLElement, left: number | null, stepPx: (row: HTMLElement) => number) {
  if (left !== null && restedShort(element.scrollLeft, left, stepPx(element))) {
    element.scrollTo({ left, behavior: 'instant' });
  }
}
