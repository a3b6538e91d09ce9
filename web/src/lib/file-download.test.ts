import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { captureDownloads, releaseDownloads } from '@/test/downloads';
import { api } from './api';
import { ApiError } from './errors';
import { downloadFile, fileNameFromDisposition, reportErrorKey } from './file-download';

const pdf = (disposition?: string) =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    status: 200,
    headers: { 'Content-Type': 'application/pdf', ...(disposition ? { 'Content-Disposition': disposition } : {}) },
  });

/** A binary call through the app's API client, as the reports make. */
const fileCall = () => api.GET('/api/v1/health', { parseAs: 'blob' });

describe('fileNameFromDisposition', () => {
  it('reads the quoted and the bare file name', () => {
    expect(fileNameFromDisposition('attachment; filename="global-diversified-2026-10.pdf"')).toBe(
      'global-diversified-2026-10.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename=blend-2026-09.pdf; size=10')).toBe('blend-2026-09.pdf');
  });

  it('prefers the UTF-8 name, percent-decoded', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="blend.pdf"; filename*=UTF-8''%E7%BB%84%E5%90%88-2026-10.pdf`),
    ).toBe('组合-2026-10.pdf');
  });

  it('keeps only the last path segment, so a name cannot point into a folder', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/report.pdf"')).toBe('report.pdf');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\report.pdf"')).toBe('report.pdf');
  });

  it('gives nothing for a missing header or name', () => {
    expect(fileNameFromDisposition(null)).toBeUndefined();
    expect(fileNameFromDisposition('attachment')).toBeUndefined();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeUndefined();
  });
});

describe('downloadFile', () => {
  let downloads: ReturnType<typeof captureDownloads>;

  beforeEach(() => {
    downloads = captureDownloads();
  });

  afterEach(() => {
    releaseDownloads();
    vi.unstubAllGlobals();
  });

  it('saves the file under the server\'s name through a temporary link, then revokes its URL', async () => {
    vi.useFakeTimers();
    try {
      mockApi({ 'GET /health': () => pdf('attachment; filename="global-diversified-2026-10.pdf"') });
      await downloadFile(fileCall(), 'fallback.pdf');
      expect(downloads.names()).toEqual(['global-diversified-2026-10.pdf']);
      expect(downloads.files[0]?.blob).toMatchObject({ size: 4, type: 'application/pdf' });
      expect(document.querySelector('a[download]')).toBeNull();
      expect(downloads.revoked).toEqual([]);
      vi.runAllTimers();
      expect(downloads.revoked).toEqual(['blob:test/1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('falls back to the caller\'s name when the server gives none', async () => {
    mockApi({ 'GET /health': () => pdf() });
    await downloadFile(fileCall(), 'fallback.pdf');
    expect(downloads.names()).toEqual(['fallback.pdf']);
  });

  it('saves nothing when the server refuses', async () => {
    mockApi({ 'GET /health': () => json(422, { code: 'no_returns', message: 'no returns' }) });
    await expect(downloadFile(fileCall(), 'fallback.pdf')).rejects.toMatchObject({ code: 'no_returns', status: 422 });
    expect(downloads.files).toEqual([]);
  });
});

describe('reportErrorKey', () => {
  const error = (status: number, code: string) => new ApiError({ code, message: code, status });

  it('names the report\'s own refusals', () => {
    expect(reportErrorKey(error(422, 'no_returns'))).toBe('print.noReturns');
    expect(reportErrorKey(error(422, 'no_months'))).toBe('print.noMonths');
    expect(reportErrorKey(error(429, 'rate_limited'))).toBe('print.tooMany');
  });

  it('says sign in again, not found, or the API\'s usual message otherwise', () => {
    expect(reportErrorKey(error(401, 'invalid_token'))).toBe('errors.unauthorized');
    expect(reportErrorKey(error(404, 'not_found'))).toBe('errors.not_found');
    expect(reportErrorKey(error(422, 'validation_failed'))).toBe('errors.validation_failed');
    expect(reportErrorKey(new TypeError('Failed to fetch'))).toBe('errors.network');
  });
});
