/**
 * The rules every carousel of the site shares, as plain functions: the transition lock, auto-advance and
 * drag-scroll maths (wrapping and swipes: ./paging.ts). Hooks in src/ui/ only wire events to these.
 */
import { wrapIndex } from './paging.ts';

/** A transition lock: input is ignored until `until` (a timestamp in ms). */
export interface Lock {
  until: number;
}

export const unlocked: Lock = { until: 0 };

export function isLocked(lock: Lock, now: number): boolean {
  return now < lock.until;
}

export function lockFor(now: number, durationMs: number): Lock {
  return { until: now + durationMs };
}

/**
 * Move by `delta` if the lock allows it. Returns the new index and lock, or null when the input is ignored.
 * A zero `lockMs` never locks.
 */
export function step(
  current: number,
  delta: number,
  count: number,
  lock: Lock,
  now: number,
  lockMs: number,
): { index: number; lock: Lock } | null {
  if (isLocked(lock, now) || count <= 0) return null;
  return { index: wrapIndex(current + delta, count), lock: lockMs > 0 ? lockFor(now, lockMs) : unlocked };
}

/** A pointer that moved less than `tolerance` px between press and release was a click, not a drag. */
export function isClick(dx: number, dy: number, tolerance: number): boolean {
  return Math.hypot(dx, dy) < tolerance;
}

export interface AutoplayInputs {
  /** The visitor pressed pause (or never pressed play under reduced motion). */
  playing: boolean;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
  /** Off-screen or in a hidden tab: no point moving. */
  visible: boolean;
}

/** WAI-ARIA carousel rules: rotation stops on hover, on keyboard focus, on pause, and under reduced motion. */
export function shouldAutoAdvance({ playing, hovered, focused, reducedMotion, visible }: AutoplayInputs): boolean {
  return playing && !hovered && !focused && !reducedMotion && visible;
}

/** Drag-scrolling: the scroll position follows the pointer, scaled by `multiplier` (1.5 and 2 on this site). */
export function dragScrollLeft(startScrollLeft: number, startX: number, x: number, multiplier: number): number {
  return startScrollLeft - (x - startX) * multiplier;
}

/**
 * Arrow buttons of a scrolling row: move by `stepPx`, and wrap to the other end when already at one end
 * (within a pixel, since browsers round scroll positions).
 */
export function nextScrollLeft(current: number, maxScroll: number, stepPx: number, direction: 1 | -1): number {
  if (maxScroll <= 0) return 0;
  if (direction > 0) return current >= maxScroll - 1 ? 0 : Math.min(current + stepPx, maxScroll);
  return current <= 1 ? maxScroll : Math.max(current - stepPx, 0);
}

/** Width of a scroll progress bar: proportional to the scroll position, never below `minPx`. */
export function progressWidth(scrollLeft: number, maxScroll: number, trackPx: number, minPx: number): number {
  const ratio = maxScroll > 0 ? Math.min(Math.max(scrollLeft / maxScroll, 0), 1) : 1;
  return Math.max(minPx, Math.min(trackPx, ratio * trackPx));
}

/**
 * Which item of a scroll-snap row is showing: the nearest step to the scroll position, within the list.
 * Rows are native scrolling first (a finger swipes them with no script); the app reads their index from this.
 */
export function indexAtScroll(scrollLeft: number, stepPx: number, count: number): number {
  if (count <= 0 || stepPx <= 0) return 0;
  return Math.min(Math.max(Math.round(scrollLeft / stepPx), 0), count - 1);
}

/**
 * Whether a row the app sent to `targetLeft` came to rest on another item (something moved it on the way: a
 * browser re-snapping after a layout change, say). Off by less than half a step is the same item.
 */
export function restedShort(scrollLeft: number, targetLeft: number, stepPx: number): boolean {
  return stepPx > 0 && Math.abs(scrollLeft - targetLeft) >= stepPx / 2;
}

/** A move between neighbours slides; a jump across the row (wrapping around an end) does not. */
export function isNeighbourMove(from: number, to: number): boolean {
  return Math.abs(to - from) <= 1;
}

/** The nearest multiple of `stepPx` (snap points of the narrow division carousel). */
export function snapScrollLeft(scrollLeft: number, stepPx: number, maxScroll: number): number {
  return Math.min(Math.max(Math.round(scrollLeft / stepPx) * stepPx, 0), maxScroll);
}

/**
 * The looping carousel shows the list three times and keeps its position in the middle copy. After a move,
 * `loopRecentre` gives the equivalent position in the middle copy (used to jump without animation).
 */
export function loopRecentre(position: number, count: number): number {
  return count + wrapIndex(position, count);
}
