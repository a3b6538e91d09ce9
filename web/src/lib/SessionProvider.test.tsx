import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '@/test/api-mock';
import { useRefreshSession, useSession, useSignIn, useSignOut, type Session } from './session';
import { refreshMarginMs, sessionStorageKey, type SessionResponse, type StoredSession } from './session-store';
import { SessionProvider } from './SessionProvider';

const now = Date.parse('2025-01-15T12:00:00Z');
const hour = 3_600_000;

function stored(expires: number): StoredSession {
  return { userId: 7, email: 'admin@example.com', roles: ['Member', 'Administrator'], groups: [3], admin: true, platformAdmin: false, expires };
}

function response(expires: number, roles = ['Member']): SessionResponse {
  return {
    accessToken: 'secret-access',
    refreshToken: 'secret-refresh',
    expiresIn: 3600,
    expires: new Date(expires).toISOString(),
    userId: 9,
    email: 'member@example.com',
    roles,
    groups: [],
    admin: false,
    platformAdmin: false,
  };
}

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const probe = {} as {
  session: Session;
  signIn: ReturnType<typeof useSignIn>;
  signOut: ReturnType<typeof useSignOut>;
  refresh: ReturnType<typeof useRefreshSession>;
};

function Probe() {
  const session = useSession();
  const signIn = useSignIn();
  const signOut = useSignOut();
  const refresh = useRefreshSession();
  useEffect(() => {
    Object.assign(probe, { session, signIn, signOut, refresh });
  });
  return <p>{session.status}</p>;
}

/** The path a request asked for: the API client sends whole `Request`s with absolute URLs. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  const url = new URL(requestOf(input).url);
  return `${url.pathname}${url.search}`;
}

function mount() {
  return render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
}

function calls(path: string) {
  return fetchMock.mock.calls.filter(([url]) => urlOf(url) === `/api/v1${path}`);
}

/** Lets pending fetch promises settle under fake timers. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  vi.setSystemTime(now);
  localStorage.clear();
  fetchMock = vi.fn<typeof fetch>(() => Promise.resolve(json(204)));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('SessionProvider lifetime', () => {
  it('is anonymous with no stored session', () => {
    mount();
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs out a stored session that has expired', () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now - 1)));
    mount();
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('restores a valid stored session without refreshing', () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + hour)));
    mount();
    expect(probe.session).toMatchObject({ status: 'signedIn', email: 'admin@example.com', isAdmin: true, groups: [3] });
    expect(calls('/auth/refresh')).toHaveLength(0);
  });

  it('refreshes at once when under 10 minutes remain', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + refreshMarginMs - 1000)));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, response(now + hour))));
    mount();
    await flush();
    expect(calls('/auth/refresh')).toHaveLength(1);
    expect(probe.session).toMatchObject({ status: 'signedIn', email: 'member@example.com' });
    const kept = JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}') as Record<string, unknown>;
    expect(kept.expires).toBe(now + hour);
    expect(JSON.stringify(kept)).not.toContain('secret');
  });

  it('refreshes when 10 minutes remain, then logs out at expiry if refreshing failed', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + hour)));
    mount();
    fetchMock.mockImplementation((input) =>
      Promise.resolve(urlOf(input).endsWith('/auth/refresh') ? json(401, { code: 'invalid_refresh_token', message: 'no' }) : json(204)),
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(hour - refreshMarginMs - 1);
    });
    expect(calls('/auth/refresh')).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(calls('/auth/refresh')).toHaveLength(1);
    // A failed refresh logs out.
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(calls('/auth/logout')).toHaveLength(1);
  });

  it('logs out at expiry when the timer fires', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + hour)));
    let refreshed = 0;
    fetchMock.mockImplementation((input) => {
      if (urlOf(input).endsWith('/auth/refresh')) {
        refreshed += 1;
        // The server keeps the same expiry: nothing to extend.
        return Promise.resolve(json(200, { ...response(now + hour), email: 'admin@example.com' }));
      }
      return Promise.resolve(json(204));
    });
    mount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(hour - refreshMarginMs);
    });
    expect(refreshed).toBe(1);
    expect(probe.session.status).toBe('signedIn');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(refreshMarginMs);
    });
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('signIn stores only the non-secret fields; signOut calls /auth/logout and clears them', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(urlOf(input).endsWith('/auth/token') ? json(200, response(now + hour, ['Member', 'CTA Manager'])) : json(204)),
    );
    mount();
    await act(async () => {
      await expect(probe.signIn({ email: 'member@example.com', password: 'pw' })).resolves.toBe('signedIn');
    });
    expect(probe.session).toMatchObject({ status: 'signedIn', roles: ['Member', 'CTA Manager'], isAdmin: false });
    const raw = localStorage.getItem(sessionStorageKey) ?? '';
    expect(raw).not.toContain('secret');
    expect(JSON.parse(raw)).toEqual({
      userId: 9,
      email: 'member@example.com',
      roles: ['Member', 'CTA Manager'],
      groups: [],
      admin: false,
      platformAdmin: false,
      expires: now + hour,
    });
    await act(async () => {
      await probe.signOut();
    });
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(calls('/auth/logout')).toHaveLength(1);
  });

  it('stores no session for a Member Limited Access account', async () => {
    fetchMock.mockImplementation((input) =>
      Promise.resolve(urlOf(input).endsWith('/auth/token') ? json(200, response(now + hour, ['Member Limited Access'])) : json(204)),
    );
    mount();
    await act(async () => {
      await expect(probe.signIn({ email: 'x@example.com', password: 'pw' })).resolves.toBe('suspended');
    });
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
  });

  it('useRefreshSession refreshes at once and keeps the new groups', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + hour)));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, { ...response(now + 2 * hour), groups: [3, 12] })));
    mount();
    await act(async () => {
      await Promise.all([probe.refresh(), probe.refresh()]);
    });
    // Two callers at once share one request: refresh tokens are spent on use.
    expect(calls('/auth/refresh')).toHaveLength(1);
    expect(probe.session).toMatchObject({ status: 'signedIn', groups: [3, 12] });
    const kept = JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}') as Record<string, unknown>;
    expect(kept).toMatchObject({ groups: [3, 12], expires: now + 2 * hour });
  });

  it('useRefreshSession logs out and rejects when refreshing fails', async () => {
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + hour)));
    fetchMock.mockImplementation((input) =>
      Promise.resolve(urlOf(input).endsWith('/auth/refresh') ? json(401, { code: 'invalid_refresh_token', message: 'no' }) : json(204)),
    );
    mount();
    await act(async () => {
      await expect(probe.refresh()).rejects.toMatchObject({ code: 'invalid_refresh_token' });
    });
    expect(probe.session.status).toBe('anonymous');
    expect(localStorage.getItem(sessionStorageKey)).toBeNull();
    expect(calls('/auth/logout')).toHaveLength(1);
  });
});

/**
 * A stand-in for the browser's LockManager, which jsdom lacks: grants each named lock to one
 * holder at a time, in request order, as the Web Locks API does.
 */
function installWebLocks() {
  const requested: string[] = [];
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request: (name: string, task: () => Promise<unknown>) => {
      requested.push(name);
      const run = (queues.get(name) ?? Promise.resolve()).then(task);
      queues.set(name, run.catch(() => undefined));
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return requested;
}

describe('SessionProvider across tabs', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('two tabs due to refresh present the refresh cookie once: the second adopts the first one’s session', async () => {
    const requested = installWebLocks();
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + refreshMarginMs - 1000)));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, response(now + hour))));
    // Two tabs of one browser: one localStorage, one cookie jar.
    const first = mount();
    const second = mount();
    await flush();
    await flush();
    expect(requested).toEqual(['cta-atlas-refresh', 'cta-atlas-refresh']);
    expect(calls('/auth/refresh')).toHaveLength(1);
    for (const tab of [first, second]) {
      expect(tab.container.textContent).toBe('signedIn');
    }
    expect(probe.session).toMatchObject({ status: 'signedIn', email: 'member@example.com' });
    const kept = JSON.parse(localStorage.getItem(sessionStorageKey) ?? '{}') as Record<string, unknown>;
    expect(kept.expires).toBe(now + hour);
  });

  it('a tab whose lock turn comes with no newer session refreshes itself', async () => {
    const requested = installWebLocks();
    localStorage.setItem(sessionStorageKey, JSON.stringify(stored(now + refreshMarginMs - 1000)));
    fetchMock.mockImplementation(() => Promise.resolve(json(200, response(now + hour))));
    mount();
    await flush();
    expect(requested).toEqual(['cta-atlas-refresh']);
    expect(calls('/auth/refresh')).toHaveLength(1);
  });
});
