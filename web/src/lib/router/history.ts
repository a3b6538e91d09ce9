/** Where the app is: the parts of a URL the screens read, and a key unique to the history entry. */
export interface RouterLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** Tells entries apart even when their URL is the same (scroll positions are kept per key). */
  readonly key: string;
}

/** How the app got to a location: a link or a redirect (push, replace) or Back / Forward (pop). */
export type NavigationAction = 'push' | 'replace' | 'pop';

export type HistoryListener = (location: RouterLocation, action: NavigationAction) => void;

/** The browser's session history, or an in-memory one for tests. */
export interface History {
  readonly location: RouterLocation;
  push(to: string): void;
  replace(to: string): void;
  listen(listener: HistoryListener): () => void;
}

let keyCount = 0;
function newKey(): string {
  keyCount += 1;
  return `${Date.now().toString(36)}-${keyCount.toString(36)}`;
}

/** Splits a path such as `/en/x?a=1#top` into its parts; `to` must start with `/`. */
export function parsePath(to: string, key: string): RouterLocation {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : '';
  const pathname = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  return { pathname: pathname === '' ? '/' : pathname, search: search === '?' ? '' : search, hash, key };
}

export function pathOf(location: Pick<RouterLocation, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

interface EntryState {
  key?: unknown;
}

/**
 * What both kinds of history share: the current location, going somewhere (`write` records it,
 * for the browser) and telling the listeners; `moved` reports a move made elsewhere (Back).
 */
function historyFrom(start: RouterLocation, write?: (to: string, key: string, action: 'push' | 'replace') => void) {
  const listeners = new Set<HistoryListener>();
  let location = start;
  const moved = (next: RouterLocation, action: NavigationAction) => {
    location = next;
    for (const listener of listeners) listener(next, action);
  };
  const go = (to: string, action: 'push' | 'replace') => {
    const next = parsePath(to, newKey());
    write?.(to, next.key, action);
    moved(next, action);
  };
  const history: History = {
    get location() {
      return location;
    },
    push: (to) => {
      go(to, 'push');
    },
    replace: (to) => {
      go(to, 'replace');
    },
    listen: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return { history, moved };
}

/** The window's history; each entry carries its key in `history.state`. */
export function createBrowserHistory(win: Window = window): History {
  const read = (): RouterLocation => {
    const state = win.history.state as EntryState | null;
    const key = typeof state?.key === 'string' ? state.key : 'initial';
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key };
  };
  const { history, moved } = historyFrom(read(), (to, key, action) => {
    const state: EntryState = { key };
    if (action === 'push') win.history.pushState(state, '', to);
    else win.history.replaceState(state, '', to);
  });
  win.addEventListener('popstate', () => {
    moved(read(), 'pop');
  });
  return history;
}

/** A history kept in memory, starting at `initial` (tests, and anything without a window). */
export function createMemoryHistory(initial: string): History {
  return historyFrom(parsePath(initial, 'initial')).history;
}
