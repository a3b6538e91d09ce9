import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '@/lib/load-once';

export interface LazyComponent {
  readonly Component: ComponentType;
  /** Starts the download; undefined once the code is here (nothing to wait for). */
  readonly preload: () => Promise<unknown> | undefined;
}

/**
 * A component whose code is fetched on demand. Unlike React.lazy alone it renders at once when
 * the code has arrived, so a router that preloads before it navigates never shows a fallback;
 * before that (the first page of a visit) it suspends. A failed preload is tried again on the
 * next one.
 */
export function lazyComponent(load: () => Promise<ComponentType>): LazyComponent {
  const code = loadOnce(load);
  const Suspending = lazy(() => code.load().then((component) => ({ default: component })));
  function LazyComponent() {
    // Fixed for the instance's life: switching from the lazy wrapper to the loaded component once
    // the code arrives would be a new element type, remounting the screen and losing its state.
    const [Mounted] = useState(() => code.loaded() ?? Suspending);
    return <Mounted />;
  }
  return { Component: LazyComponent, preload: () => (code.loaded() ? undefined : code.load()) };
}
