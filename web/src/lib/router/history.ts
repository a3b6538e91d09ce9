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

class Listeners {
  private readonly listeners = new Set<HistoryListener>();

  add(listener: HistoryListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  notify(location: RouterLocation, action: NavigationAction) {
    for (const listener of this.listeners) listener(location, action);
  }
}

interface EntryState {
  key?: unknown;
}

/** The window's history; each entry carries its key in `history.state`. */
export function createBrowserHistory(win: Window = window): History {
  const listeners = new Listeners();
  const read = (): RouterLocation => {
    const state = win.history.state as EntryState | null;
    const key = typeof state?.key === 'string' ? state.key : 'initial';
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key };
  };
  let location = read();
  win.addEventListener('popstate', () => {
    location = read();
    listeners.notify(location, 'pop');
  });
  const go = (to: string, action: 'push' | 'replace') => {
    location = parsePath(to, newKey());
    const state: EntryState = { key: location.key };
    if (action === 'push') win.history.pushState(state, '', to);
    else win.history.replaceState(state, '', to);
    listeners.notify(location, action);
  };
  return {
    get location() {
      return location;
    },
    push: (to) => {
      go(to, 'push');
    },
    replace: (to) => {
      go(to, 'replace');
    },
    listen: (listener) => listeners.add(listener),
  };
}

/** A history kept in memory, starting at `initial` (tests, and anything without a window). */
export function createMemoryHistory(initial: string): History {
  const listeners = new Listeners();
  let location = parsePath(initial, 'initial');
  const go = (to: string, action: 'push' | 'replace') => {
    location = parsePath(to, newKey());
    listeners.notify(location, action);
  };
  return {
    get location() {
      return location;
    },
    push: (to) => {
      go(to, 'push');
    },
    replace: (to) => {
      go(to, 'replace');
    },
    listen: (listener) => listeners.add(listener),
  };
}
