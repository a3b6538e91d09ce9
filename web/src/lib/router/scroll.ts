import { useLayoutEffect } from 'react';
import { useLocation, useNavigationAction } from './Router';

const storageKey = 'router-scroll';
// Enough for a long session of Back and Forward; older entries are forgotten first.
const maxEntries = 100;

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]');
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function savePosition(key: string, top: number) {
  const positions = readPositions();
  positions.delete(key);
  positions.set(key, top);
  const kept = [...positions].slice(-maxEntries);
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): Back then starts at the top, nothing worse.
  }
}

/**
 * What the browser does for full page loads, for the app's own navigations: a new page starts at
 * the top (or at its `#anchor`), and Back or Forward returns to where the reader was on that
 * entry, across reloads of the tab.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationAction();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const saved = action === 'pop' ? readPositions().get(location.key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash !== '') document.getElementById(location.hash.slice(1))?.scrollIntoView();
    else window.scrollTo(0, 0);
    const key = location.key;
    return () => {
      savePosition(key, window.scrollY);
    };
  }, [location, action]);
}
