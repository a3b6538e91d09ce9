import { useEffect, useState, type RefObject } from 'react';

const canObserve = typeof ResizeObserver !== 'undefined';

/**
 * The element's content width in px, followed as the window resizes or rotates; undefined until
 * the first measure. Without ResizeObserver (jsdom) nothing can be measured: 0.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(canObserve ? undefined : 0);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve) return;
    // The observer reports the element once as soon as it starts observing.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [ref]);
  return width;
}
