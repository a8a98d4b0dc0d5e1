/**
 * Moving through a row of pages (a carousel's slides): wrapping round at the ends, and telling a swipe from a
 * scroll. Small and alone on purpose: the entry module uses it before the app has started (src/app/entry/early-events.ts).
 */

/** Wrap any integer into 0..count-1 (both ways). Zero items give 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export type SwipeDirection = 'next' | 'prev';

/**
 * A horizontal swipe longer than `threshold` px: left (negative dx) means next, right means previous.
 * Mostly vertical movement is a scroll, not a swipe.
 */
export function classifySwipe(dx: number, dy: number, threshold: number): SwipeDirection | null {
  if (Math.abs(dx) <= threshold || Math.abs(dx) < Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
