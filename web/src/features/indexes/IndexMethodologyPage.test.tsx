import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { IndexMethodologyPage } from './IndexMethodologyPage';

describe('IndexMethodologyPage', () => {
  it('states the rules: equal weights, track records, status, families, rankings, awards', () => {
    renderWithProviders(<IndexMethodologyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'CTA Index Methodology' })).toBeInTheDocument();
    expect(document.title).toBe('CTA Index Methodology | CTA Atlas');
    for (const heading of ['How an index month is computed', 'Which programs count', 'The indexes', 'Monthly rankings and awards', 'Updates', 'Not an investment']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/equal-weighted mean of its members' returns/)).toBeInTheDocument();
    expect(screen.getByText(/reaches 36 months for the CTA Atlas CTA Index, and 24 months for every other index/)).toBeInTheDocument();
    expect(screen.getByText(/counts until the month before it was archived or deleted/)).toBeInTheDocument();
    expect(screen.getByText(/more than 50% of their allocation .* Exactly 50% is not enough/)).toBeInTheDocument();
    expect(screen.getByText(/under \$10M, or \$10M and over/)).toBeInTheDocument();
    expect(screen.getByText(/risk-free rate 1%/)).toBeInTheDocument();
    expect(screen.getByText(/gold, silver and bronze/)).toBeInTheDocument();
    expect(screen.getByText(/investors cannot invest in the indexes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the CTA Indexes' })).toHaveAttribute('href', '/en/indexes');
  });

  it('reads in Chinese on the Chinese site', () => {
    renderWithProviders(<IndexMethodologyPage />, { lang: 'zh-hans' });
    expect(screen.getByRole('heading', { level: 1, name: 'CTA 指数编制方法' })).toBeInTheDocument();
    expect(screen.getByText(/等权平均值/)).toBeInTheDocument();
  });
});
