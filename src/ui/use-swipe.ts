import { useRef, type PointerEvent } from 'react';
import { classifySwipe, type SwipeDirection } from '../lib/paging.ts';

/**
 * Swipe (touch) and drag (mouse) on an element: calls `onSwipe` once per gesture longer than `threshold`.
 * The element needs `touch-action: pan-y` so vertical scrolling still works. On a native scrolling row,
 * where a finger already scrolls, pass `mouseOnly`: only a mouse drag is turned into a swipe.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void, threshold: number, { mouseOnly = false } = {}) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' ? event.button !== 0 : mouseOnly) return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const direction = classifySwipe(event.clientX - from.x, event.clientY - from.y, threshold);
      if (direction) onSwipe(direction);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
