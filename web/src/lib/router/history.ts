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

/**
 * Told of a navigation held because a screen must be asked first (unsaved edits); `retry` makes
 * it, past every blocker, once the blocker has returned (after the user's answer).
 */
export type Blocker = (retry: () => void) => void;

/** The browser's session history, or an in-memory one for tests. */
export interface History {
  readonly location: RouterLocation;
  push(to: string): void;
  replace(to: string): void;
  listen(listener: HistoryListener): () => void;
  /**
   * Holds every navigation (push, replace, Back and Forward) while `blocker` is registered and
   * hands it to the latest blocker; returns the unregistration.
   */
  block(blocker: Blocker): () => void;
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
  /** The entry's place in the session history, to undo a held Back or Forward. */
  index?: unknown;
}

/**
 * What both kinds of history share: the current location, going somewhere (`write` records it,
 * for the browser), telling the listeners and holding navigations for the blockers; `moved`
 * reports a move made elsewhere (Back).
 */
function historyFrom(start: RouterLocation, write?: (to: string, key: string, action: 'push' | 'replace') => void) {
  const listeners = new Set<HistoryListener>();
  const blockers: Blocker[] = [];
  let location = start;
  const moved = (next: RouterLocation, action: NavigationAction) => {
    location = next;
    for (const listener of listeners) listener(next, action);
  };
  /** Makes `navigation` now, or hands it to the latest blocker; true when it was made. */
  const unlessBlocked = (navigation: () => void): boolean => {
    const blocker = blockers.at(-1);
    if (!blocker) {
      navigation();
      return true;
    }
    blocker(navigation);
    return false;
  };
  const go = (to: string, action: 'push' | 'replace') => {
    unlessBlocked(() => {
      const next = parsePath(to, newKey());
      write?.(to, next.key, action);
      moved(next, action);
    });
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
    block: (blocker) => {
      blockers.push(blocker);
      return () => {
        const at = blockers.lastIndexOf(blocker);
        if (at >= 0) blockers.splice(at, 1);
      };
    },
  };
  return { history, moved, unlessBlocked };
}

/**
 * The window's history; each entry carries its key and its index in `history.state`. The browser
 * has already moved when it reports Back or Forward: a held one is undone (by the index
 * difference) and redone if the blocker retries it.
 */
export function createBrowserHistory(win: Window = window): History {
  const entryState = () => win.history.state as EntryState | null;
  const readIndex = (): number => {
    const index = entryState()?.index;
    return typeof index === 'number' ? index : 0;
  };
  const read = (): RouterLocation => {
    const key = entryState()?.key;
    const { pathname, search, hash } = win.location;
    return { pathname, search, hash, key: typeof key === 'string' ? key : 'initial' };
  };
  let index = readIndex();
  const { history, moved, unlessBlocked } = historyFrom(read(), (to, key, action) => {
    if (action === 'push') index += 1;
    const state: EntryState = { key, index };
    if (action === 'push') win.history.pushState(state, '', to);
    else win.history.replaceState(state, '', to);
  });
  // The popstate of undoing a held move: the app never left its location.
  let undoing = false;
  // The popstate of redoing a held move the blocker let through.
  let redoing = false;
  win.addEventListener('popstate', () => {
    if (undoing) {
      undoing = false;
      return;
    }
    const delta = index - readIndex();
    const arrive = () => {
      index = readIndex();
      moved(read(), 'pop');
    };
    if (redoing || delta === 0) {
      redoing = false;
      arrive();
      return;
    }
    let undone = false;
    const made = unlessBlocked(() => {
      if (!undone) {
        arrive();
        return;
      }
      redoing = true;
      win.history.go(-delta);
    });
    if (made) return;
    undone = true;
    undoing = true;
    win.history.go(delta);
  });
  return history;
}

/** A history kept in memory, starting at `initial` (tests, and anything without a window). */
export function createMemoryHistory(initial: string): History {
  return historyFrom(parsePath(initial, 'initial')).history;
}
