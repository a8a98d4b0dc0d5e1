import { describe, expect, it } from 'vitest';
import {
  dragScrollLeft,
  indexAtScroll,
  isClick,
  isNeighbourMove,
  isLocked,
  lockFor,
  loopRecentre,
  nextScrollLeft,
  progressWidth,
  restedShort,
  shouldAutoAdvance,
  snapScrollLeft,
  step,
  unlocked,
} from '../../src/lib/carousel.ts';
import { classifySwipe, wrapIndex } from '../../src/lib/paging.ts';

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(-7, 6)).toBe(5);
    expect(wrapIndex(3, 6)).toBe(3);
  });

  it('gives 0 for an empty list', () => {
    expect(wrapIndex(4, 0)).toBe(0);
  });
});

describe('step with a transition lock', () => {
  it('moves and locks for the given time', () => {
    const moved = step(5, 1, 6, unlocked, 1000, 750);
    expect(moved).toEqual({ index: 0, lock: { until: 1750 } });
  });

  it('ignores input during the lock and accepts it after', () => {
    const lock = lockFor(1000, 750);
    expect(isLocked(lock, 1749)).toBe(true);
    expect(step(0, 1, 6, lock, 1749, 750)).toBeNull();
    expect(step(0, -1, 6, lock, 1750, 750)?.index).toBe(5);
  });

  it('never locks with a zero lock time', () => {
    expect(step(0, 1, 6, unlocked, 1000, 0)?.lock).toEqual(unlocked);
  });
});

describe('classifySwipe', () => {
  it('reads left as next and right as previous past the threshold', () => {
    expect(classifySwipe(-11, 0, 10)).toBe('next');
    expect(classifySwipe(11, 2, 10)).toBe('prev');
  });

  it('ignores short or mostly vertical movement', () => {
    expect(classifySwipe(-10, 0, 10)).toBeNull();
    expect(classifySwipe(-40, 80, 10)).toBeNull();
    expect(classifySwipe(49, 0, 50)).toBeNull();
    expect(classifySwipe(51, 0, 50)).toBe('prev');
  });
});

describe('isClick', () => {
  it('counts under 5 px of movement as a click', () => {
    expect(isClick(3, 3, 5)).toBe(true);
    expect(isClick(5, 0, 5)).toBe(false);
  });
});

describe('shouldAutoAdvance', () => {
  const base = { playing: true, hovered: false, focused: false, reducedMotion: false, visible: true };
  it('rotates only when nothing holds it', () => {
    expect(shouldAutoAdvance(base)).toBe(true);
    expect(shouldAutoAdvance({ ...base, playing: false })).toBe(false);
    expect(shouldAutoAdvance({ ...base, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, reducedMotion: true })).toBe(false);
    expect(shouldAutoAdvance({ ...base, visible: false })).toBe(false);
  });
});

describe('scrolling rows', () => {
  it('drag-scrolls by the pointer movement times the multiplier', () => {
    expect(dragScrollLeft(100, 200, 150, 1.5)).toBe(175);
    expect(dragScrollLeft(100, 200, 260, 2)).toBe(-20);
  });

  it('steps by the arrow step and wraps between the ends', () => {
    expect(nextScrollLeft(0, 1000, 400, 1)).toBe(400);
    expect(nextScrollLeft(800, 1000, 400, 1)).toBe(1000);
    expect(nextScrollLeft(1000, 1000, 400, 1)).toBe(0);
    expect(nextScrollLeft(999.5, 1000, 400, 1)).toBe(0);
    expect(nextScrollLeft(0, 1000, 211, -1)).toBe(1000);
    expect(nextScrollLeft(300, 1000, 211, -1)).toBe(89);
    expect(nextScrollLeft(50, 0, 211, 1)).toBe(0);
  });

  it('sizes the progress bar by scroll position with a minimum', () => {
    expect(progressWidth(0, 1000, 300, 50)).toBe(50);
    expect(progressWidth(500, 1000, 300, 50)).toBe(150);
    expect(progressWidth(1000, 1000, 300, 200)).toBe(300);
    expect(progressWidth(0, 0, 300, 50)).toBe(300);
  });

  it('snaps to 330 px steps within the row', () => {
    expect(snapScrollLeft(170, 330, 2000)).toBe(330);
    expect(snapScrollLeft(160, 330, 2000)).toBe(0);
    expect(snapScrollLeft(1900, 330, 1800)).toBe(1800);
  });
});

describe('scroll-snap rows', () => {
  it('read their index from the scroll position, within the list', () => {
    expect(indexAtScroll(0, 390, 6)).toBe(0);
    expect(indexAtScroll(194, 390, 6)).toBe(0);
    expect(indexAtScroll(196, 390, 6)).toBe(1);
    expect(indexAtScroll(390 * 5 + 3, 390, 6)).toBe(5);
    expect(indexAtScroll(99999, 390, 6)).toBe(5);
    expect(indexAtScroll(-20, 390, 6)).toBe(0);
    expect(indexAtScroll(100, 0, 6)).toBe(0);
  });

  it('tell a row that came to rest on another item from one a pixel or two off', () => {
    expect(restedShort(0, 1440, 1440)).toBe(true);
    expect(restedShort(2880, 1440, 1440)).toBe(true);
    expect(restedShort(1428, 1440, 1428)).toBe(false);
    expect(restedShort(1439.5, 1440, 1440)).toBe(false);
    expect(restedShort(0, 0, 0)).toBe(false);
  });

  it('slide between neighbours and jump when wrapping around an end', () => {
    expect(isNeighbourMove(2, 3)).toBe(true);
    expect(isNeighbourMove(3, 2)).toBe(true);
    expect(isNeighbourMove(5, 0)).toBe(false);
    expect(isNeighbourMove(0, 5)).toBe(false);
  });
});

describe('looping by tripling', () => {
  it('triples the list and recentres positions into the middle copy', () => {
    expect(loopRecentre(8, 4)).toBe(4);
    expect(loopRecentre(3, 4)).toBe(7);
    expect(loopRecentre(5, 4)).toBe(5);
  });
});
