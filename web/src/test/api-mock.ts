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

/** The request a stubbed `fetch` got: the API client always sends a whole `Request`. */
export function requestOf(input: Parameters<typeof fetch>[0], init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(new URL(String(input), location.origin), init);
}

/** The path and query each call of a stubbed `fetch` asked for, e.g. `/api/v1/reference`. */
export function sentUrls(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(requestOf(input, init).url);
    return `${url.pathname}${url.search}`;
  });
}

/** A request's path under /api/v1 with its query, e.g. `/accounts?x=1`. */
export function apiPathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`.replace(/^\/api\/v1/, '');
}

/**
 * Stubs `fetch` with handlers keyed `METHOD /path` (`POST /accounts`); anything else answers 404
 * so a missing handler shows up as a failed request. Undo with `vi.unstubAllGlobals()`.
 */
export function mockApi(routes: Record<string, Handler>) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const sent = requestOf(input, init);
    const isJson = sent.headers.get('Content-Type')?.startsWith('application/json') ?? false;
    const body: unknown = isJson ? JSON.parse(await sent.clone().text()) : undefined;
    const request = { method: sent.method, path: apiPathOf(sent), body };
    requests.push(request);
    const handler = routes[`${request.method} ${request.path}`];
    return handler ? handler(request) : json(404, { code: 'not_found', message: 'not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** Requests sent to `METHOD /path`, oldest first. */
    sent: (route: string) => requests.filter((request) => `${request.method} ${request.path}` === route),
  };
}
