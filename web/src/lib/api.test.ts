import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, fileBody, unwrap } from './api';
import { ApiError, isApiErrorBody } from './errors';

function respond(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The request of the `index`th call: openapi-fetch hands `fetch` a whole `Request`. */
function sent(fetchMock: ReturnType<typeof respond>, index = 0): Request {
  const input = fetchMock.mock.calls[index]?.[0];
  if (!(input instanceof Request)) throw new Error(`call ${String(index)} sent no Request`);
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api paths', () => {
  it('puts paths under /api/v1 on the page\'s origin and repeats multi-value query keys', async () => {
    const fetchMock = respond(200, { items: [] });
    await api.GET('/api/v1/programs', {
      params: { query: { filterByProgramTypesId: [1, 2], sortBy: 'monthReturn', pageNumber: undefined } },
    });
    const url = new URL(sent(fetchMock).url);
    expect(url.origin).toBe(location.origin);
    expect(`${url.pathname}${url.search}`).toBe(
      '/api/v1/programs?filterByProgramTypesId=1&filterByProgramTypesId=2&sortBy=monthReturn',
    );
  });
});

describe('api requests', () => {
  it('GET JSON from the relative API', async () => {
    const fetchMock = respond(200, { status: 'ok' });
    await expect(unwrap(api.GET('/api/v1/health'))).resolves.toEqual({ status: 'ok' });
    expect(new URL(sent(fetchMock).url).pathname).toBe('/api/v1/health');
    expect(sent(fetchMock).method).toBe('GET');
  });

  it('send JSON bodies', async () => {
    const fetchMock = respond(201, { blendId: 7 });
    await api.POST('/api/v1/me/blends', { body: { programIds: [] } });
    expect(await sent(fetchMock).text()).toBe('{"programIds":[]}');
    expect(sent(fetchMock).headers.get('Content-Type')).toBe('application/json');
  });

  it('send a file as it is, with its own type', async () => {
    const fetchMock = respond(200, { logoUrl: '/api/v1/groups/acme/logo?v=1' });
    const file = new Blob(['PNG bytes'], { type: 'image/png' });
    await api.PUT('/api/v1/groups/{groupUri}/logo', { params: { path: { groupUri: 'acme' } }, ...(await fileBody(file)) });
    expect(await sent(fetchMock).text()).toBe('PNG bytes');
    expect(sent(fetchMock).headers.get('Content-Type')).toBe('image/png');
  });

  it('ask for keepalive only when told, so a write sent on leaving the page still arrives', async () => {
    const fetchMock = respond(200, {});
    const call = { params: { path: { blendId: 3 } }, body: { programIds: [1] } };
    await api.POST('/api/v1/me/blends/{blendId}/orders', call);
    await api.POST('/api/v1/me/blends/{blendId}/orders', { ...call, keepalive: true });
    expect([sent(fetchMock, 0).keepalive, sent(fetchMock, 1).keepalive]).toEqual([false, true]);
  });

  it('accept an empty success', async () => {
    respond(204);
    await expect(unwrap(api.DELETE('/api/v1/me/watchlist/{watchlistId}', { params: { path: { watchlistId: 3 } } }))).resolves.toBeUndefined();
  });

  it("turn the server's error body into a typed ApiError", async () => {
    respond(422, { code: 'validation_failed', message: 'validation failed', fields: { email: 'invalidEmail' } });
    const error = await api.GET('/api/v1/me/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 422, fields: { email: 'invalidEmail' } });
  });

  it('treat a non-JSON failure as the generic network error', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    await expect(api.GET('/api/v1/health')).rejects.toMatchObject({ code: 'network', status: 502 });
  });

  it('treat an unreachable server as a network error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.GET('/api/v1/health')).rejects.toMatchObject({ code: 'network', status: 0, message: 'Failed to fetch' });
  });

  it('let aborts through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(api.GET('/api/v1/health')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('isApiErrorBody', () => {
  it('recognises only the error shape', () => {
    expect(isApiErrorBody({ code: 'x', message: 'y' })).toBe(true);
    expect(isApiErrorBody({ code: 'x', message: 'y', fields: { a: 'required' } })).toBe(true);
    expect(isApiErrorBody({ code: 'x', message: 'y', fields: { a: 1 } })).toBe(false);
    expect(isApiErrorBody({ message: 'y' })).toBe(false);
    expect(isApiErrorBody(null)).toBe(false);
  });
});

describe('CSRF header', () => {
  afterEach(() => {
    document.cookie = 'atlas_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends the atlas_csrf cookie on unsafe requests only', async () => {
    document.cookie = 'atlas_csrf=abc123; path=/';
    const fetchMock = respond(200, {});
    await api.POST('/api/v1/auth/refresh', { body: {} });
    await api.GET('/api/v1/health');
    expect(sent(fetchMock, 0).headers.get('X-CSRF-Token')).toBe('abc123');
    expect(sent(fetchMock, 0).credentials).toBe('same-origin');
    expect(sent(fetchMock, 1).headers.get('X-CSRF-Token')).toBeNull();
  });

  it('says on every request that tokens stay in cookies, so none come back in a body', async () => {
    const fetchMock = respond(200, {});
    await api.POST('/api/v1/auth/token', { body: { email: 'a@example.com', password: 'pw' } });
    await api.GET('/api/v1/health');
    for (const index of fetchMock.mock.calls.keys()) {
      expect(sent(fetchMock, index).headers.get('X-Atlas-Session')).toBe('cookie');
    }
  });
});
