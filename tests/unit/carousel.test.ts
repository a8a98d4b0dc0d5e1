import { describe, expect, it } from 'vitest';
import { wrapIndex } from '../../src/lib/carousel.ts';

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
