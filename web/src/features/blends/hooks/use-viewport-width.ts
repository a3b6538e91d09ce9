import { useEffect, useState } from 'react';

/** Spec section 9: charts follow a resize once it has settled for 500 ms. */
const resizeDebounceMs = 500;

const currentWidth = () => (typeof window === 'undefined' ? 1400 : window.innerWidth);

/** The window's width, updated 500 ms after the last resize. */
export function useViewportWidth(): number {
  const [width, setWidth] = useState(currentWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setWidth(currentWidth());
      }, resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return width;
}
