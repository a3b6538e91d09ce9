import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * Keeps keyboard focus inside `container` while `active`: focuses `initialFocus` (or the first
 * control) on open, wraps Tab and Shift+Tab, and gives focus back to the opener on close.
 * Returns the keydown handler to put on the container.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = container.current;
    if (root) {
      const preferred = initialFocus?.current;
      const usable = preferred && !preferred.matches(':disabled') ? preferred : undefined;
      const target = usable ?? focusableIn(root)[0] ?? root;
      target.focus();
    }
    return () => {
      // Once every effect of the closing dialog has cleaned up: until then the page behind is
      // still inert (useInertOutside), and an inert element takes no focus.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    };
  }, [active, container, initialFocus]);

  return (event) => {
    const root = container.current;
    if (event.key !== 'Tab' || !root) return;
    const items = focusableIn(root);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const current = document.activeElement;
    if (event.shiftKey && (current === first || current === root)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && current === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
