import { useEffect, type RefObject } from 'react';

/** Elements marked with this attribute (the toast region) stay live while a dialog is open. */
export const keepLiveAttribute = 'data-keep-live';

/**
 * Makes everything outside the open dialog inert, so screen readers and pointer users cannot
 * reach the page behind it. Nested dialogs work: each one inerts the layers below it.
 */
export function useInertOutside(layer: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const own = layer.current;
    if (!active || !own) return;
    const changed = [...document.body.children].filter(
      (element) =>
        element !== own &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute(keepLiveAttribute),
    );
    for (const element of changed) element.setAttribute('inert', '');
    return () => {
      for (const element of changed) element.removeAttribute('inert');
    };
  }, [layer, active]);
}
