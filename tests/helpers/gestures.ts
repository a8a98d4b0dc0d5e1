import type { Locator, Page } from '@playwright/test';

/** A real touch swipe (Chromium touch events through the DevTools protocol); needs `hasTouch: true`. */
export async function touchSwipe(page: Page, target: Locator, dx: number, dy = 0) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 8;
  for (let i = 1; i <= steps; i++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A mouse drag across an element by dx (and dy). */
export async function mouseDrag(page: Page, target: Locator, dx: number, dy = 0, from?: { x: number; y: number }) {
  const box = await target.boundingBox();
  if (!box) throw new Error('drag target is not visible');
  const x = from?.x ?? box.x + box.width / 2;
  const y = from?.y ?? box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

/**
 * A touch swipe in two halves, so something can happen between them (the app starting under the finger): the
 * finger goes down and moves the first half of dx; `finish()` moves the rest and lifts it.
 */
export async function touchSwipeInHalves(
  page: Page,
  target: Locator,
  dx: number,
): Promise<{ finish: () => Promise<void> }> {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const steps = 8;
  const moveTo = (i: number) =>
    cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + (dx * i) / steps, y }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps / 2; i++) await moveTo(i);
  return {
    finish: async () => {
      for (let i = steps / 2 + 1; i <= steps; i++) await moveTo(i);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
  };
}
