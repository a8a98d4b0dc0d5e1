/**
 * Events that can happen before the app has started, kept until it is ready for them. The tiny entry module
 * attaches this at once, so it must stay tiny itself.
 *
 * The served HTML works on its own wherever the platform allows: links, the menu (a popover), the FAQs
 * (details), the carousels (scrolling rows) and form fields (read back by the form once it runs). Buttons and
 * tabs need the app; a tap or key press on them before the app has wholly hydrated is held here (kept from
 * React, which may be hydrating that very part and would drop it) and played back once it has, exactly once.
 * A swipe on a paged row (the home hero) is left to the browser, and made good if its snapping took it back; one
 * begun before the app took over is seen to its end, though it ends after.
 */
import { classifySwipe, wrapIndex } from '../../lib/paging.ts';
import { keepInstallOffers } from '../../lib/entry/install-offer.ts';

type HeldInput = { kind: 'click'; target: HTMLElement } | { kind: 'key'; target: HTMLElement; init: KeyboardEventInit };

/** The keys the app's tabs answer to (src/ui/use-tabs.ts). */
const TAB_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

let held: HeldInput[] = [];
let holding = false;

/**
 * A button whose only behaviour is the app's (not a popover invoker, not a form's submit button). The site's
 * forms have no submit buttons: theirs are plain buttons, so nothing is submitted before the app runs.
 */
function appButton(target: EventTarget | null): HTMLButtonElement | null {
  const button = target instanceof Element ? target.closest('button') : null;
  if (!button || button.type !== 'button' || button.disabled || button.hasAttribute('popovertarget')) return null;
  return button;
}

function onClick(event: MouseEvent) {
  const button = appButton(event.target);
  if (!button) return;
  event.stopPropagation();
  held.push({ kind: 'click', target: button });
}

function onKeyDown(event: KeyboardEvent) {
  const tab = event.target instanceof Element ? event.target.closest<HTMLElement>('[role="tab"]') : null;
  if (!tab || !TAB_KEYS.has(event.key)) return;
  event.preventDefault();
  event.stopPropagation();
  held.push({ kind: 'key', target: tab, init: { key: event.key, code: event.code, shiftKey: event.shiftKey } });
}

let swipeStart: { row: HTMLElement; x: number; y: number; page: number } | null = null;

const pageOf = (row: HTMLElement) => Math.round(row.scrollLeft / row.clientWidth);

function onTouchStart(event: TouchEvent) {
  // A swipe begun once the app has taken over is the app's (src/ui/use-swipe.ts).
  if (!holding) return stopWatchingSwipes();
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-paged-row]') : null;
  const touch = event.touches[0];
  swipeStart =
    row && touch && event.touches.length === 1 ? { row, x: touch.clientX, y: touch.clientY, page: pageOf(row) } : null;
}

/**
 * Native snapping may take a quick short swipe back to the page it began on, where the app (and the spec's 10 px
 * threshold) would move one page. Once the row has come to rest, it is moved on if it did not move itself: one page
 * in the swipe's direction, round from either end as the app does, exactly once.
 */
function onTouchEnd(event: TouchEvent) {
  const start = swipeStart;
  const touch = event.changedTouches[0];
  swipeStart = null;
  // The swipe that was under way when the app took over has ended: the app decides the next one.
  if (!holding) stopWatchingSwipes();
  if (!start || !touch) return;
  const { row, page } = start;
  const direction = classifySwipe(touch.clientX - start.x, touch.clientY - start.y, Number(row.dataset.pagedRow));
  if (!direction) return;
  const to = wrapIndex(page + (direction === 'next' ? 1 : -1), row.children.length);
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    if (pageOf(row) === page) row.scrollTo({ left: to * row.clientWidth, behavior: 'smooth' });
  };
  row.addEventListener('scrollend', settle, { once: true });
  // A browser without scrollend, or a swipe that did not scroll at all.
  setTimeout(settle, 600);
}

export function captureEarlyEvents(): void {
  keepInstallOffers();
  holding = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('touchstart', onTouchStart, { capture: true, passive: true });
  document.addEventListener('touchend', onTouchEnd, { capture: true, passive: true });
}

/** Stops holding input (replayHeldInput does, first). */
export function stopHolding(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('keydown', onKeyDown, true);
  // From now on the app turns swipes into moves itself (src/ui/use-swipe.ts); but a swipe under way began before,
  // natively, and the app never saw it start: it is seen to its end here, and made good as any other.
  if (!swipeStart) stopWatchingSwipes();
}

function stopWatchingSwipes(): void {
  document.removeEventListener('touchstart', onTouchStart, true);
  document.removeEventListener('touchend', onTouchEnd, true);
}

/** Called once the app has hydrated: the held input takes effect, in the order it was made. */
export function replayHeldInput(): void {
  stopHolding();
  const input = held;
  held = [];
  for (const item of input) {
    if (item.kind === 'click') {
      if (item.target.isConnected && !(item.target as HTMLButtonElement).disabled) item.target.click();
    } else if (item.target.isConnected) {
      item.target.focus();
      item.target.dispatchEvent(new KeyboardEvent('keydown', { ...item.init, bubbles: true, cancelable: true }));
    }
  }
}
