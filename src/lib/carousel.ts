/**
 * The rules every carousel of the site shares, as plain functions: index wrapping, the transition lock,
 * swipe classification and drag-scroll maths. Hooks in src/ui/ only wire events to these.
 */

/** Wrap any integer into 0..count-1 (both ways). Zero items give 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
