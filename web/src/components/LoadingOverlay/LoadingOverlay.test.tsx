import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { LoadingOverlay } from './LoadingOverlay';

describe('LoadingOverlay', () => {
  it('marks its content busy and announces loading while active', () => {
    renderWithProviders(
      <LoadingOverlay active label="Generating PDF…">
        <p>Blend</p>
      </LoadingOverlay>,
    );
    expect(screen.getByText('Blend').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Generating PDF…');
  });

  it('shows only its content when idle', () => {
    renderWithProviders(
      <LoadingOverlay active={false}>
        <p>Blend</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Blend').parentElement).toHaveAttribute('aria-busy', 'false');
  });
});
