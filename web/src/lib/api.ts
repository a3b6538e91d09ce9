import type { components } from '@/api/schema';

/** A problem of a refused CSV file (`invalid_csv`), with its row and column. */
export type CsvErrorBody = components['schemas']['CsvError'];

/** The server's error body: a stable `code` the UI translates, English `message`, field keys. */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
  errors?: readonly CsvErrorBody[];
  /** How many problems a refused CSV file has; `errors` lists the first 100. */
  errorCount?: number;
  /** `conflict`: who saved the newer version, and when (RFC 3339). */
  changedBy?: string;
  changedAt?: string;
}

/** Code of a failure that never reached the server or whose answer was not the API's JSON. */
export const networkErrorCode = 'network';

export class ApiError extends Error {
  readonly code: string;
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** Field name → message key (`required`, `invalidEmail`, …) for validation failures. */
  readonly fields: Readonly<Record<string, string>>;
  /** The first problems of a refused CSV file, so each can be shown with its row and column. */
  readonly errors: readonly CsvErrorBody[];
  /** How many problems the refused file has in all. */
  readonly errorCount: number;
  /** `conflict`: the display name of who saved the newer version, when the server knows it. */
  readonly changedBy: string | undefined;
  /** `conflict`: when the newer version was saved (RFC 3339). */
  readonly changedAt: string | undefined;

  constructor(init: ApiErrorBody & { status: number }, options?: ErrorOptions) {
    super(init.message, options);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields ?? {};
    this.errors = init.errors ?? [];
    this.errorCount = init.errorCount ?? this.errors.length;
    this.changedBy = init.changedBy;
    this.changedAt = init.changedAt;
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  const fields = body.fields;
  const errors = body.errors;
  return (
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    (fields === undefined ||
      (typeof fields === 'object' &&
        fields !== null &&
        Object.values(fields).every((v) => typeof v === 'string'))) &&
    (errors === undefined || (Array.isArray(errors) && errors.every(isCsvErrorBody))) &&
    (body.errorCount === undefined || typeof body.errorCount === 'number') &&
    (body.changedBy === undefined || typeof body.changedBy === 'string') &&
    (body.changedAt === undefined || typeof body.changedAt === 'string')
  );
}

function isCsvErrorBody(value: unknown): value is CsvErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = value as Record<string, unknown>;
  return (
    typeof error.code === 'string' &&
    typeof error.message === 'string' &&
    (error.row === undefined || error.row === null || typeof error.row === 'number') &&
    (error.column === undefined || error.column === null || typeof error.column === 'string')
  );
}

/** Relative, so the one server that serves the app also answers its API (no CORS, same cookies). */
export const apiBase = '/api/v1';

type QueryValue = string | number | boolean | null | undefined;

/** Query parameters; an array repeats its key (`filterByIds=1&filterByIds=2`) as the API expects. */
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  query?: Query;
  signal?: AbortSignal;
  /** Let the request finish after the page is left (a background save sent on `pagehide`). */
  keepalive?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

export function apiUrl(path: string, query?: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(key, String(item));
    }
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${apiBase}${path.startsWith('/') ? path : `/${path}`}${suffix}`;
}

async function request<T>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [sessionTransportHeader.name]: sessionTransportHeader.value,
  };
  if (method !== 'GET') {
    const csrf = readCookie(csrfCookieName);
    if (csrf) headers[csrfHeaderName] = csrf;
  }
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body instanceof Blob) {
    // A file sent as it is (an uploaded image): the server reads its type from its bytes.
    headers['Content-Type'] = body.type || 'application/octet-stream';
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), init);
  } catch (cause) {
    // Aborts are the caller's own doing (React Query cancels stale requests): keep them as they are.
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    const message = cause instanceof Error ? cause.message : String(cause);
    throw new ApiError({ code: networkErrorCode, message, status: 0 }, { cause });
  }

  if (!response.ok) throw await errorFrom(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
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

export function apiGet<T>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('GET', path, undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('POST', path, body, options);
}

export function apiPut<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PUT', path, body, options);
}

export function apiPatch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>('PATCH', path, body, options);
}

export function apiDelete<T = void>(path: string, options?: RequestOptions): Promise<T> {
  return request<T>('DELETE', path, undefined, options);
}
