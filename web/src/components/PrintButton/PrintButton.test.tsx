import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/errors';
import type { BlobAnswer } from '@/lib/file-download';
import { catalogs } from '@/test/catalogs';
import { captureDownloads, releaseDownloads } from '@/test/downloads';
import { renderWithProviders } from '@/test/render';
import { PrintButton } from './PrintButton';

/** A request the test answers when it likes, with the signal the button gave it. */
function pendingRequest() {
  let settle: { resolve: (answer: BlobAnswer) => void; reject: (error: unknown) => void } | undefined;
  let signal: AbortSignal | undefined;
  const request = vi.fn((given: AbortSignal) => {
    signal = given;
    return new Promise<BlobAnswer>((resolve, reject) => {
      settle = { resolve, reject };
    });
  });
  return {
    request,
    signal: () => signal,
    resolve: (answer: BlobAnswer) => settle?.resolve(answer),
    reject: (error: unknown) => settle?.reject(error),
  };
}

const pdfAnswer = (): BlobAnswer => ({
  data: new Blob(['%PDF'], { type: 'application/pdf' }),
  response: new Response(null, { headers: { 'Content-Disposition': 'attachment; filename="alpha-2026-10.pdf"' } }),
});

describe('PrintButton', () => {
  let downloads: ReturnType<typeof captureDownloads>;

  beforeEach(() => {
    downloads = captureDownloads();
  });

  afterEach(releaseDownloads);

  it('shows the generating-PDF modal while the report is made, then downloads it', async () => {
    const pending = pendingRequest();
    renderWithProviders(<PrintButton request={pending.request} fallbackName="report.pdf" />);
    const print = screen.getByRole('button', { name: 'Print' });
    await userEvent.click(print);

    const dialog = screen.getByRole('dialog', { name: 'Generating PDF' });
    expect(dialog).toHaveTextContent('Your report is being prepared.');
    expect(print).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(print);
    expect(pending.request).toHaveBeenCalledOnce();

    await act(async () => {
      pending.resolve(pdfAnswer());
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(downloads.names()).toEqual(['alpha-2026-10.pdf']);
    expect(print).not.toHaveAttribute('aria-disabled');
    expect(print).toHaveFocus();
  });

  it('closes the modal and says why when the server refuses, in the reader\'s language', async () => {
    const pending = pendingRequest();
    renderWithProviders(<PrintButton request={pending.request} fallbackName="report.pdf" />, { lang: 'zh-hans' });
    await userEvent.click(screen.getByRole('button', { name: catalogs['zh-hans']['print.print'] }));
    expect(screen.getByRole('dialog', { name: catalogs['zh-hans']['print.generatingTitle'] })).toBeInTheDocument();

    await act(async () => {
      pending.reject(new ApiError({ code: 'rate_limited', message: 'busy', status: 429 }));
      await Promise.resolve();
    });
    expect(await screen.findByText(catalogs['zh-hans']['print.tooMany'])).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(downloads.files).toEqual([]);
  });

  it('cancels the request when the reader closes the modal, without an error', async () => {
    const pending = pendingRequest();
    renderWithProviders(<PrintButton request={pending.request} fallbackName="report.pdf" />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(pending.signal()?.aborted).toBe(true);

    await act(async () => {
      pending.reject(new DOMException('aborted', 'AbortError'));
      await Promise.resolve();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(downloads.files).toEqual([]);
  });

  it('is disabled and says why when there is nothing to print', () => {
    const request = vi.fn();
    renderWithProviders(
      <PrintButton request={request} fallbackName="blend.pdf" disabledReason={catalogs.en['print.emptyBlend']} />,
    );
    const print = screen.getByRole('button', { name: 'Print' });
    expect(print).toBeDisabled();
    expect(print).toHaveAccessibleDescription(catalogs.en['print.emptyBlend']);
  });
});
