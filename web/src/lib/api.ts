import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@/api/schema';
import { ApiError, isApiErrorBody, networkErrorCode } from './errors';

/** The readable cookie the server sets at sign-in; unsafe requests echo it in `X-CSRF-Token`. */
export const csrfCookieName = 'atlas_csrf';
export const csrfHeaderName = 'X-CSRF-Token';
/**
 * Tells the server this client keeps its tokens in HttpOnly cookies, so session answers leave
 * them out of the JSON body where a script could read them.
 */
export const sessionTransportHeader = { name: 'X-Atlas-Session', value: 'cookie' } as const;

/** A cookie's value from `document.cookie`, or undefined (also outside a browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

async function errorFrom(response: Response): Promise<ApiError> {
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) return new ApiError({ ...body, status: response.status });
  } catch {
    // Not the API's JSON (a proxy's HTML page, an empty body): fall through to the generic error.
  }
  return new ApiError({
    code: networkErrorCode,
    message: `HTTP ${String(response.status)}`,
    status: response.status,
  });
}

/**
 * What every call shares: the session transport header, the CSRF echo on unsafe methods, and
 * failures as `ApiError` (thrown, so a call's result is only ever its success body).
 */
const session: Middleware = {
  onRequest({ request }) {
    request.headers.set('Accept', 'application/json');
    request.headers.set(sessionTransportHeader.name, sessionTransportHeader.value);
    if (request.method !== 'GET') {
      const csrf = readCookie(csrfCookieName);
      if (csrf) request.headers.set(csrfHeaderName, csrf);
    }
    return undefined;
  },
  async onResponse({ response }) {
    if (!response.ok) throw await errorFrom(response);
    return undefined;
  },
  onError({ error }) {
    // Aborts are the caller's own doing (React Query cancels stale requests): keep them as they are.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError({ code: networkErrorCode, message, status: 0 }, { cause: error });
  },
};

/**
 * The API client: every path, parameter, body and answer is typed from the OpenAPI document
 * (`src/api/schema.d.ts`), whose paths start with `/api/v1`. The API is the page's own origin, so
 * the one server that serves the app also answers it (no CORS, same cookies); the origin is
 * spelled out because a `Request` needs an absolute URL outside a browser (the unit tests). `fetch` is
 * looked up on each call rather than once, so a stubbed one (tests) is the one used.
 */
export const api = createClient<paths>({
  baseUrl: typeof location === 'undefined' ? '' : location.origin,
  credentials: 'same-origin',
  fetch: (request) => globalThis.fetch(request),
});
api.use(session);

/**
 * The success body of a call. Failures never get here: the middleware throws them as `ApiError`,
 * so the error half of openapi-fetch's answer is always empty.
 */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const { data } = await call;
  return data as T;
}

/**
 * Sends a file as it is (an image): the server reads what it is from its bytes. The OpenAPI
 * document types such a body as its bytes (`number[]`), which TypeScript cannot see in a binary
 * buffer; the path, parameters and answer stay typed by the caller. The bytes are read first
 * because a `Request` takes a buffer from any source, where a `Blob` must be the runtime's own.
 */
export async function fileBody(file: Blob) {
  const bytes = await file.arrayBuffer();
  return {
    body: bytes as never,
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    bodySerializer: () => bytes,
  };
}
