import { useEffect, useRef } from 'react';

/** A modal dialog (native <dialog>): focus moves in and stays in, Escape closes, the page behind is inert. */
export function useModal(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // The page behind does not scroll while the viewer is open.
    document.documentElement.classList.add('viewer-open');
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // Chrome lets Tab leave a modal dialog for the browser's own toolbar; keep it inside, wrapping around.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const focusable = [
        ...element.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'),
      ].filter((el) => el.offsetParent !== null || el === document.activeElement);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    element.addEventListener('cancel', onCancel);
    element.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('viewer-open');
      if (document.fullscreenElement && element.contains(document.fullscreenElement))
        void document.exitFullscreen().catch(() => undefined);
      element.close();
    };
  }, [onClose]);
  return dialog;
}
