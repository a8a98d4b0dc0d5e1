/**
 * Events that can happen before the app has started, kept until it is ready for them. The tiny entry module
 * attaches this at once, so it must stay tiny itself.
 *
 * The served HTML works on its own wherever the platform allows: links, the menu (a popover), the FAQs
 * (details), the carousels (scrolling rows) and form fields (read back by the form once it runs). Buttons and
 * tabs need the app; a tap or key press on them before the app has wholly hydrated is held here (kept from
 * React, which may be hydrating that very part and would drop it) and played back once it has, exactly once.
 */
import { keepInstallOffers } from '../lib/install-offer.ts';

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

export function captureEarlyEvents(): void {
  keepInstallOffers();
  holding = true;
  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
}

/** Stops holding input (replayHeldInput does, first). */
export function stopHolding(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('click', onClick, true);
  document.removeEventListener('keydown', onKeyDown, true);
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
