import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Leaves out display:none parts. jsdom has no checkVisibility (its DOM types claim it does). */
function isShown(element: HTMLElement): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/** The elements Tab reaches inside `container`, in document order. */
export function tabbableWithin(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && isShown(element),
  );
}

/**
 * A modal dialog's keyboard contract (WAI-ARIA dialog pattern): focus moves into the panel when
 * it opens, Tab and Shift+Tab cycle inside it, and focus returns to what opened it on close.
 * Returns the panel's keydown handler. Keys from a dialog stacked over this one (a portal, so
 * outside the panel in the DOM) are left to that dialog.
 */
export function useDialogFocus(panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const opener = document.activeElement;
    panel.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [panel]);

  return (event: KeyboardEvent) => {
    const container = panel.current;
    if (event.key !== 'Tab' || !container) return;
    if (!(event.target instanceof Node) || !container.contains(event.target)) return;
    const tabbable = tabbableWithin(container);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === container)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
