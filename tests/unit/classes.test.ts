/** Whom a notice or a date is for, and what concerns a parent (src/lib/classes.ts). */
import { describe, expect, it } from 'vitest';
import {
  audienceName,
  byConcern,
  classFeeds,
  className,
  classList,
  classTags,
  concerns,
  feedFor,
  inClassFeed,
  isClassTag,
} from '../../src/lib/classes.ts';

const names = {
  plusOne: 'Plus One',
  plusTwo: 'Plus Two',
  science: 'Science',
  commerce: 'Commerce',
  humanities: 'Humanities',
};

describe('what concerns a parent', () => {
  it('is everything until a class is chosen', () => {
    expect(concerns({ year: 'plusOne', stream: 'commerce' }, [])).toBe(true);
  });

  it("is the whole school's, his year's, his stream's and his year and stream's, not another class's", () => {
    const chosen = ['plus-two-science'] as const;
    expect(concerns({}, chosen)).toBe(true);
    expect(concerns({ year: 'plusTwo', stream: 'all' }, chosen)).toBe(true);
    expect(concerns({ year: 'all', stream: 'science' }, chosen)).toBe(true);
    expect(concerns({ year: 'plusTwo', stream: 'science' }, chosen)).toBe(true);
    expect(concerns({ year: 'plusOne', stream: 'all' }, chosen)).toBe(false);
    expect(concerns({ year: 'plusTwo', stream: 'commerce' }, chosen)).toBe(false);
  });

  it('is any of his sons’ classes', () => {
    expect(concerns({ year: 'plusOne', stream: 'all' }, ['plus-two-science', 'plus-one-commerce'])).toBe(true);
  });

  it('keeps the order, and folds the rest', () => {
    const items = [{ n: 1 }, { n: 2, year: 'plusOne' as const }, { n: 3, stream: 'science' as const }];
    expect(byConcern(items, ['plus-two-science'])).toEqual({ mine: [items[0], items[2]], others: [items[1]] });
  });

  it('keeps only known classes, once each, in one order', () => {
    expect(classList(['plus-two-science', 'x', 'plus-one-commerce', 'plus-two-science'])).toEqual([
      'plus-one-commerce',
      'plus-two-science',
    ]);
  });

  it('reads a class spelled as before (plusTwo-science) as it is spelled now, as its calendar is named', () => {
    expect(classList(['plusTwo-science', 'plus-one-commerce', 'plusOne-commerce', 'plusTwo-x'])).toEqual([
      'plus-one-commerce',
      'plus-two-science',
    ]);
    expect(classFeeds.map(({ slug }) => slug).filter((slug) => isClassTag(slug))).toEqual(classTags);
    expect(isClassTag('plusTwo-science')).toBe(false);
  });
});

describe("a class's calendar", () => {
  it('is one per year and one per year and stream', () => {
    expect(classFeeds.map((feed) => feed.slug)).toEqual([
      'plus-one',
      'plus-one-science',
      'plus-one-commerce',
      'plus-one-humanities',
      'plus-two',
      'plus-two-science',
      'plus-two-commerce',
      'plus-two-humanities',
    ]);
  });

  it("holds the whole school's dates and that class's", () => {
    const scienceTwo = { year: 'plusTwo', stream: 'science' } as const;
    expect(inClassFeed({}, scienceTwo)).toBe(true);
    expect(inClassFeed({ year: 'plusTwo' }, scienceTwo)).toBe(true);
    expect(inClassFeed({ year: 'plusOne' }, scienceTwo)).toBe(false);
    expect(inClassFeed({ year: 'plusTwo', stream: 'commerce' }, { year: 'plusTwo', stream: 'all' })).toBe(true);
  });

  it("is offered for the parent's class, or his year's when his sons are in one year", () => {
    expect(feedFor(['plus-two-science'])?.slug).toBe('plus-two-science');
    expect(feedFor(['plus-two-science', 'plus-two-commerce'])?.slug).toBe('plus-two');
    expect(feedFor(['plus-two-science', 'plus-one-science'])).toBeNull();
    expect(feedFor([])).toBeNull();
  });
});

describe('names', () => {
  it('names a class, and whom something is for', () => {
    expect(className('plus-two-science', names)).toBe('Plus Two Science');
    expect(audienceName({ year: 'plusOne', stream: 'all' }, names)).toBe('Plus One');
    expect(audienceName({ stream: 'commerce' }, names)).toBe('Commerce');
    expect(audienceName({}, names)).toBe('');
  });
});
