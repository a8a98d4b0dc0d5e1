/** The classes a parent chose, kept on the phone (src/notices/my-classes.ts), as they are spelled now (issue 65). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The choice as a fresh start of the app reads it. */
async function chosenOnStart(): Promise<readonly string[]> {
  vi.resetModules();
  const { chosenClasses } = await import('../../src/notices/my-classes.ts');
  return chosenClasses();
}

describe("a son's classes kept on the phone", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('are read as kept, and nothing is written for a phone that chose none', async () => {
    expect(await chosenOnStart()).toEqual([]);
    expect(localStorage.getItem('my-classes')).toBeNull();
    localStorage.setItem('my-classes', '["plus-one-commerce","plus-two-science"]');
    expect(await chosenOnStart()).toEqual(['plus-one-commerce', 'plus-two-science']);
  });

  it('kept as they were spelled before, are read as now and kept so', async () => {
    localStorage.setItem('my-classes', '["plusTwo-science","plusOne-commerce"]');
    expect(await chosenOnStart()).toEqual(['plus-one-commerce', 'plus-two-science']);
    expect(localStorage.getItem('my-classes')).toBe('["plus-one-commerce","plus-two-science"]');
  });

  it('sent by a page saved before, in its address, are read as now and taken out of it', async () => {
    window.history.replaceState(null, '', '/notices/?classes=1&class=plusTwo-science&do=save');
    expect(await chosenOnStart()).toEqual(['plus-two-science']);
    expect(localStorage.getItem('my-classes')).toBe('["plus-two-science"]');
    expect(window.location.search).toBe('');
  });
});
