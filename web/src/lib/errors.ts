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
