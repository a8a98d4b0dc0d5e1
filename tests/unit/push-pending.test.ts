/** A change of classes waiting for the relay (src/notices/push/push-mend.ts) is done once the relay has those classes. */
import { describe, expect, it } from 'vitest';
import { sameClasses } from '../../src/notices/push/push-mend.ts';

describe('a change of classes waiting for the relay', () => {
  it('is done when the relay has those classes, however they were spelled when it was kept', () => {
    expect(sameClasses('["plus-one-science","plus-two-science"]', ['plus-one-science', 'plus-two-science'])).toBe(true);
    expect(sameClasses('["plusTwo-science","plusOne-science"]', ['plus-one-science', 'plus-two-science'])).toBe(true);
    expect(sameClasses('[]', [])).toBe(true);
  });

  it('waits on while the relay has other classes, or nothing readable was kept', () => {
    expect(sameClasses('["plus-two-science"]', ['plus-two-commerce'])).toBe(false);
    expect(sameClasses('["plus-two-science"]', [])).toBe(false);
    expect(sameClasses(null, [])).toBe(false);
    expect(sameClasses('not json', [])).toBe(false);
  });
});
