import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  /** Path under /api/v1 with its query, e.g. `/accounts`. */
  path: string;
  body: unknown;
}

type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON answer as the server sends it; no body for 204. */
export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function urlOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * Stubs `fetch` with handlers keyed `METHOD /path` (`POST /accounts`); anything else answers 404
 * so a missing handler shows up as a failed request. Undo with `vi.unstubAllGlobals()`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = urlOf(input).replace(/^\/api\/v1/, '');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, body };
    requests.push(request);
    const handler = routes[`${method} ${path}`];
    return handler ? handler(request) : json(404, { code: 'not_found', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Requests sent to `METHOD /path`, oldest first. */
    sent: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
