import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, type History, type HistoryListener, type RouterLocation } from './history';
import { Router } from './Router';
import { useScrollRestoration } from './scroll';

function Restorer() {
  useScrollRestoration();
  return null;
}

// A history whose Back can be played: the memory history has no pop of its own.
function historyWithBack(): History & { back(): void } {
  const inner = createMemoryHistory('/en/list');
  const entries: RouterLocation[] = [inner.location];
  const listeners = new Set<HistoryListener>();
  inner.listen((location, action) => {
    if (action === 'push') entries.push(location);
    for (const listener of listeners) listener(location, action);
  });
  return {
    get location() {
      return entries.at(-1) ?? inner.location;
    },
    push: (to) => {
      inner.push(to);
    },
    replace: (to) => {
      inner.replace(to);
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block: (blocker) => inner.block(blocker),
    back: () => {
      entries.pop();
      const previous = entries.at(-1);
      if (previous) for (const listener of listeners) listener(previous, 'pop');
    },
  };
}

describe('useScrollRestoration', () => {
  let scrollY = 0;
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });
  afterEach(() => {
    scrollY = 0;
  });

  it('starts a new page at the top and returns to the reader’s place on Back', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const history = historyWithBack();
    render(
      <Router history={history}>
        <Restorer />
      </Router>,
    );
    scrollY = 1200;
    act(() => {
      history.push('/en/groups/acme');
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollY = 300;
    act(() => {
      history.back();
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});
