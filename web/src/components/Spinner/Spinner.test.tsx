import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces loading in the interface language', () => {
    renderWithProviders(<Spinner />, { lang: 'zh-hans' });
    expect(screen.getByRole('status')).toHaveTextContent('加载中…');
  });

  it('is hidden from screen readers when decorative', () => {
    renderWithProviders(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
