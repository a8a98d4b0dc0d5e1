import { useEffect, type RefObject } from 'react';
import { dragScrollLeft, isClick } from '../lib/carousel.ts';

export interface DragScrollOptions {
  /** How far the row moves per pixel of pointer movement. */
  multiplier: number;
  /** Movement under this many px between press and release is a click, not a drag. */
  clickTolerance?: number;
  /** Where to settle after a drag (default: let CSS scroll-snap decide). */
  settle?: (scrollLeft: number, maxScroll: number) => number;
  enabled?: boolean;
}

/**
 * Mouse drag-scrolling of a native scroll container (touch already scrolls natively). A drag never ends in
 * a click on a link or button inside; a press that barely moved still clicks.
 */
export function useDragScroll(
  ref: RefObject<HTMLElement | null>,
  { multiplier, clickTolerance = 5, settle, enabled = true }: DragScrollOptions,
) {
  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let start: { x: number; y: number; scrollLeft: number } | null = null;
    let moved = false;

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start = { x: event.clientX, y: event.clientY, scrollLeft: element.scrollLeft };
      moved = false;
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!start) return;
      if (!moved && isClick(event.clientX - start.x, event.clientY - start.y, clickTolerance)) return;
      moved = true;
      element.dataset.dragging = 'true';
      element.scrollLeft = dragScrollLeft(start.scrollLeft, start.x, event.clientX, multiplier);
      event.preventDefault();
    };
    const onPointerUp = (event: PointerEvent) => {
      if (!start) return;
      const dragged = !isClick(event.clientX - start.x, event.clientY - start.y, clickTolerance);
      start = null;
      delete element.dataset.dragging;
      if (settle) {
        const max = element.scrollWidth - element.clientWidth;
        element.scrollTo({ left: settle(element.scrollLeft, max), behavior: 'smooth' });
      }
      if (dragged) {
        // Swallow the click that ends a drag, so a link under the pointer is not followed. The click (if the
        // browser sends one) comes in the same task as this pointerup; after that, clicks are real again.
        const swallow = (click: MouseEvent) => {
          click.preventDefault();
          click.stopPropagation();
        };
        element.addEventListener('click', swallow, { capture: true, once: true });
        setTimeout(() => element.removeEventListener('click', swallow, { capture: true }), 0);
      }
    };
    const onDragStart = (event: DragEvent) => event.preventDefault();

    element.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    element.addEventListener('dragstart', onDragStart);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      element.removeEventListener('dragstart', onDragStart);
    };
  }, [ref, multiplier, clickTolerance, settle, enabled]);
}
