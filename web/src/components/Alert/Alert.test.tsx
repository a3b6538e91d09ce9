import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { renderWithProviders } from '@/test/render';
import { Alert } from './Alert';
import { ErrorAlert } from './ErrorAlert';

describe('Alert', () => {
  it('is a red, interrupting alert by default', () => {
    renderWithProviders(<Alert>Broken</Alert>);
    expect(screen.getByRole('alert')).toHaveClass('alert--danger');
  });

  it('uses a polite status for good news', () => {
    renderWithProviders(<Alert variant="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});

describe('ErrorAlert', () => {
  it('translates a known server error code', () => {
    const error = new ApiError({ code: 'forbidden', message: 'forbidden', status: 403 });
    renderWithProviders(<ErrorAlert error={error} />, { lang: 'zh-hans' });
    expect(screen.getByRole('alert')).toHaveTextContent('您无权执行此操作。');
  });

  it('falls back to the generic network message', () => {
    const error = new ApiError({ code: 'weird_code', message: 'weird', status: 400 });
    renderWithProviders(<ErrorAlert error={error} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network response was not ok');
  });
});
