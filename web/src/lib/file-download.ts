import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { ApiError, networkErrorCode } from './errors';

/**
 * A binary answer of the API client called with `parseAs: 'blob'`: failures never get here (the
 * client's middleware throws them as `ApiError`), so `data` is the file.
 */
export interface BlobAnswer {
  data?: Blob;
  response: Response;
}

/**
 * The file name a `Content-Disposition` header gives: RFC 6266's `filename*=UTF-8''…` (percent
 * encoded) before the plain `filename="…"`. Only the last path segment counts, so a name can
 * never point the browser at a folder.
 */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  let name: string | undefined;
  if (extended) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  if (name === undefined) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/i.exec(header);
    name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  }
  const base = name?.split(/[/\\]/).pop()?.trim();
  if (!base) return undefined;
  return base;
}

/**
 * Saves a file the page already holds: an object URL clicked through a temporary `<a download>`,
 * then revoked once the browser has taken the click (it keeps the data for the download itself).
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
  }
}

/** Waits for a file from the API and saves it under the server's name, else `fallbackName`. */
export async function downloadFile(call: Promise<BlobAnswer>, fallbackName: string): Promise<void> {
  const { data, response } = await call;
  if (!data) throw new ApiError({ code: networkErrorCode, message: 'empty answer', status: response.status });
  saveBlob(data, fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName);
}

/**
 * What to tell the reader when a report could not be made: the report's own reasons (no returns,
 * no months, too many at once), else the API's usual message for the failure.
 */
export function reportErrorKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'print.tooMany';
    if (error.code === 'no_returns') return 'print.noReturns';
    if (error.code === 'no_months') return 'print.noMonths';
    if (error.status === 401) return 'errors.unauthorized';
    if (error.status === 404) return 'errors.not_found';
  }
  return errorMessageKey(error);
}
