import { afterEach, describe, expect, it } from 'vitest';
import { captureEarlyEvents, replayHeldInput, stopHolding } from '../../src/app/entry/early-events.ts';

describe('input made before the app has started', () => {
  afterEach(() => {
    stopHolding();
    document.body.innerHTML = '';
  });

  it('holds taps on app buttons and plays them back, in order, once the app has hydrated', () => {
    document.body.innerHTML = `
      <button type="button" id="next"><span id="icon">›</span></button>
      <button type="button" id="dot">•</button>
      <button type="button" popovertarget="menu" id="menu">Menu</button>
      <a href="#top" id="link">Top</a>`;
    captureEarlyEvents();
    document.getElementById('icon')!.click();
    document.getElementById('dot')!.click();
    document.getElementById('menu')!.click();
    document.getElementById('link')!.click();

    // Hydration: the app's handlers are now attached.
    const seen: string[] = [];
    for (const id of ['next', 'dot', 'menu', 'link'])
      document.getElementById(id)!.addEventListener('click', () => seen.push(id));
    stopHolding();
    replayHeldInput();
    // The popover button and the link work natively; they are not played back.
    expect(seen).toEqual(['next', 'dot']);
    replayHeldInput();
    expect(seen).toEqual(['next', 'dot']);
  });

  it('holds arrow keys on tabs (keeping the page from scrolling) and plays them back on the same tab', () => {
    document.body.innerHTML = `<div role="tablist"><button type="button" role="tab" id="a">A</button><button type="button" role="tab" id="b">B</button></div>`;
    captureEarlyEvents();
    const early = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    document.getElementById('a')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    document.getElementById('b')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'x', bubbles: true }));

    const keys: string[] = [];
    document.addEventListener('keydown', (event) => keys.push(`${(event.target as HTMLElement).id}:${event.key}`));
    stopHolding();
    replayHeldInput();
    expect(keys).toEqual(['a:ArrowRight']);
    expect(document.activeElement?.id).toBe('a');
  });

  it('keeps a held tap from the app until it is played back, so it takes effect exactly once', () => {
    document.body.innerHTML = `<div id="root"><button type="button" id="next">›</button></div>`;
    captureEarlyEvents();
    // React listens at its root; hydration has begun there, but the button's part is not hydrated yet.
    const seen: string[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => seen.push((event.target as HTMLElement).id));
    document.getElementById('next')!.click();
    expect(seen).toEqual([]);
    replayHeldInput();
    expect(seen).toEqual(['next']);
  });
});
