import { useEffect } from 'react';

let locks = 0;
let previousOverflow = '';

/**
 * Stops the page behind a dialog or blocker from scrolling. Counted, so a dialog opened over the
 * sign-in blocker does not unlock the page when it closes.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const style = document.body.style;
    if (locks === 0) {
      previousOverflow = style.overflow;
      style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) style.overflow = previousOverflow;
    };
  }, [active]);
}
