import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserHistory, createMemoryHistory, parsePath, type HistoryListener } from './history';

describe('parsePath', () => {
  it('splits a path into pathname, search and hash', () => {
    expect(parsePath('/en/x?a=1#top', 'k')).toEqual({ pathname: '/en/x', search: '?a=1', hash: '#top', key: 'k' });
    expect(parsePath('/en/x#a?b', 'k')).toEqual({ pathname: '/en/x', search: '', hash: '#a?b', key: 'k' });
    expect(parsePath('?', 'k')).toEqual({ pathname: '/', search: '', hash: '', key: 'k' });
  });
});

describe('createMemoryHistory', () => {
  it('tells its listeners where it went, with a new key each time', () => {
    const history = createMemoryHistory('/en/a');
    const listener = vi.fn<HistoryListener>();
    const stop = history.listen(listener);
    history.push('/en/b?x=1');
    history.replace('/en/b?x=1');
    expect(listener.mock.calls.map(([location, action]) => [location.pathname, location.search, action])).toEqual([
      ['/en/b', '?x=1', 'push'],
      ['/en/b', '?x=1', 'replace'],
    ]);
    const [first, second] = listener.mock.calls.map(([location]) => location.key);
    expect(first).not.toBe(second);
    stop();
    history.push('/en/c');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(history.location.pathname).toBe('/en/c');
  });

  it('holds navigations while blocked and makes a held one when retried', () => {
    const history = createMemoryHistory('/en/form');
    let held: (() => void) | undefined;
    const unblock = history.block((retry) => {
      held = retry;
    });
    history.push('/en/elsewhere');
    expect(history.location.pathname).toBe('/en/form');
    held?.();
    expect(history.location.pathname).toBe('/en/elsewhere');
    unblock();
    history.replace('/en/free');
    expect(history.location.pathname).toBe('/en/free');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('writes the URL and keeps the entry key in history.state, across Back', async () => {
    const history = createBrowserHistory();
    const actions: string[] = [];
    history.listen((location, action) => actions.push(`${action} ${location.pathname}${location.search}`));
    history.push('/en/a');
    const keyOfA = history.location.key;
    history.push('/en/b?page=2');
    expect(window.location.pathname).toBe('/en/b');
    expect(window.location.search).toBe('?page=2');

    const popped = new Promise((resolve) => {
      window.addEventListener('popstate', resolve, { once: true });
    });
    window.history.back();
    await popped;
    expect(history.location.pathname).toBe('/en/a');
    expect(history.location.key).toBe(keyOfA);
    expect(actions).toEqual(['push /en/a', 'push /en/b?page=2', 'pop /en/a']);
  });

  it('undoes a held Back, and goes back when the blocker retries it', async () => {
    const history = createBrowserHistory();
    history.push('/en/a');
    history.push('/en/form');
    const moves: string[] = [];
    history.listen((location, action) => moves.push(`${action} ${location.pathname}`));
    let held: (() => void) | undefined;
    const unblock = history.block((retry) => {
      held = retry;
    });
    const nextPop = () =>
      new Promise((resolve) => {
        window.addEventListener('popstate', resolve, { once: true });
      });

    let popped = nextPop();
    window.history.back();
    await popped;
    popped = nextPop();
    await popped;
    expect(window.location.pathname).toBe('/en/form');
    expect(history.location.pathname).toBe('/en/form');
    expect(moves).toEqual([]);

    popped = nextPop();
    held?.();
    await popped;
    expect(window.location.pathname).toBe('/en/a');
    expect(moves).toEqual(['pop /en/a']);
    unblock();
  });
});
