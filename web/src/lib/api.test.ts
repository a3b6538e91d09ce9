import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDelete, apiGet, apiPost, apiUrl, isApiErrorBody } from './api';

function respond(status: number, body?: unknown, contentType = 'application/json') {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(status === 204 ? null : text, { status, headers: { 'Content-Type': contentType } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiUrl', () => {
  it('puts paths under /api/v1 and repeats multi-value query keys', () => {
    expect(apiUrl('/programsListings', { filterByProgramTypesId: [1, 2], sortBy: 'monthReturn', pageNumber: undefined })).toBe(
      '/api/v1/programsListings?filterByProgramTypesId=1&filterByProgramTypesId=2&sortBy=monthReturn',
    );
    expect(apiUrl('reference')).toBe('/api/v1/reference');
  });
});

describe('api requests', () => {
  it('GET JSON from the relative API', async () => {
    const fetchMock = respond(200, { status: 'ok' });
    await expect(apiGet<{ status: string }>('/health')).resolves.toEqual({ status: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/health');
    expect(init?.method).toBe('GET');
  });

  it('send JSON bodies', async () => {
    const fetchMock = respond(201, { blendId: 7 });
    await apiPost('/blends', { allocations: [] });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"allocations":[]}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('ask for keepalive only when told, so a write sent on leaving the page still arrives', async () => {
    const fetchMock = respond(200, {});
    await apiPost('/me/blends/3/orders', { programIds: [1] });
    await apiPost('/me/blends/3/orders', { programIds: [1] }, { keepalive: true });
    expect(fetchMock.mock.calls.map((call) => call[1]?.keepalive)).toEqual([undefined, true]);
  });

  it('accept an empty success', async () => {
    respond(204);
    await expect(apiDelete('/watchlists/3')).resolves.toBeUndefined();
  });

  it("turn the server's error body into a typed ApiError", async () => {
    respond(422, { code: 'validation_failed', message: 'validation failed', fields: { email: 'invalidEmail' } });
    const error = await apiGet('/userAccounts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'validation_failed', status: 422, fields: { email: 'invalidEmail' } });
  });

  it('treat a non-JSON failure as the generic network error', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    await expect(apiGet('/health')).rejects.toMatchObject({ code: 'network', status: 502 });
  });

  it('treat an unreachable server as a network error with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiGet('/health')).rejects.toMatchObject({ code: 'network', status: 0, message: 'Failed to fetch' });
  });

  it('let aborts through untouched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(apiGet('/health')).rejects.toMatchObject({ name: 'AbortError' });
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
    await apiPost('/auth/refresh');
    await apiGet('/health');
    const postHeaders = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    const getHeaders = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(postHeaders['X-CSRF-Token']).toBe('abc123');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
    expect(getHeaders['X-CSRF-Token']).toBeUndefined();
  });

  it('says on every request that tokens stay in cookies, so none come back in a body', async () => {
    const fetchMock = respond(200, {});
    await apiPost('/auth/token', { email: 'a@example.com', password: 'pw' });
    await apiGet('/health');
    for (const call of fetchMock.mock.calls) {
      expect((call[1]?.headers as Record<string, string>)['X-Atlas-Session']).toBe('cookie');
    }
  });
});
