import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { shouldAutoAdvance, step, unlocked } from '../lib/carousel.ts';
import { wrapIndex } from '../lib/paging.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

export interface CarouselOptions {
  count: number;
  /** Input is ignored for this long after a move (0: never). */
  lockMs?: number;
  /** Auto-advance interval; omit for no auto-advance. */
  intervalMs?: number;
  /** Show the slide at `index` (scroll to it); `from` is the slide shown before. */
  onMove?: (index: number, from: number) => void;
}

/**
 * Index, lock and auto-advance of a slide carousel (WAI-ARIA pattern): rotation stops while hovered, while a
 * control inside has keyboard focus, when paused, and under reduced motion; it never runs in a hidden tab.
 * Buttons and the timer `move`; a visitor who scrolls the row natively is `follow`ed.
 */
export function useCarousel({ count, lockMs = 0, intervalMs, onMove }: CarouselOptions) {
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play; then their choice wins over the reduced-motion default.
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [visible, setVisible] = useState(true);
  const reducedMotion = useReducedMotion();
  const indexRef = useRef(0);
  const lockRef = useRef(unlocked);
  const onMoveRef = useRef(onMove);
  useEffect(() => {
    onMoveRef.current = onMove;
  });

  const move = useCallback(
    (delta: number): boolean => {
      const moved = step(indexRef.current, delta, count, lockRef.current, performance.now(), lockMs);
      if (!moved) return false;
      const from = indexRef.current;
      indexRef.current = moved.index;
      lockRef.current = moved.lock;
      setIndex(moved.index);
      onMoveRef.current?.(moved.index, from);
      return true;
    },
    [count, lockMs],
  );

  const next = useCallback(() => move(1), [move]);
  const prev = useCallback(() => move(-1), [move]);
  const goTo = useCallback((target: number) => move(wrapIndex(target, count) - indexRef.current), [move, count]);

  /** The row was scrolled by the visitor (a swipe, a trackpad, the keyboard): show its index, no lock. */
  const follow = useCallback((target: number) => {
    if (target === indexRef.current) return;
    indexRef.current = target;
    setIndex(target);
  }, []);

  useEffect(() => {
    const onVisibility = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const playing = chosen ?? !reducedMotion;
  const autoplay =
    intervalMs !== undefined &&
    shouldAutoAdvance({ playing, hovered, focused, reducedMotion: reducedMotion && chosen === null, visible });
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setTimeout(() => move(1), intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoplay, index, intervalMs, move]);

  const rootProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target.matches(':focus-visible')) setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index,
    next,
    prev,
    goTo,
    follow,
    /** Whether rotation is on (it starts off under reduced motion until the visitor presses play). */
    playing,
    /** Whether it is rotating right now (also false while hovered or focused). */
    rotating: autoplay,
    reducedMotion,
    setPlaying,
    rootProps,
  };
}
