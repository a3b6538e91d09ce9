import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { MarketQuotesPage } from './MarketQuotesPage';

const sp500 = {
  id: 1,
  portfolioUri: 'sp-500',
  kind: 'benchmark',
  nameEn: 'S&P 500 (demo)',
  nameZh: '标普500指数（演示）',
  lastMonth: '2026-10',
  monthReturn: 0.0702,
  ytdReturn: -0.0312,
  twelveMonthReturn: 0.3113,
  vami: [
    { month: '2023-10', value: 1000 },
    { month: '2023-11', value: 1048.1 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MarketQuotesPage', () => {
  it('shows each index with its latest figures and a line of its growth', async () => {
    mockApi({ 'GET /market-quotes': () => json(200, [sp500]) });
    renderWithProviders(<MarketQuotesPage />, { session: signedInMember });
    const card = within((await screen.findByRole('heading', { name: 'S&P 500 (demo)' })).closest('li') as HTMLElement);
    expect(card.getByText(/Benchmark · as of Oct 2026/)).toBeInTheDocument();
    expect(card.getByText('7.02%')).toBeInTheDocument();
    expect(card.getByText('-3.12%')).toHaveClass('market-quote__negative');
    expect(card.getByText('31.13%')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'S&P 500 (demo): Growth over the last 36 months' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Sign Up/i })).not.toBeInTheDocument();
  });

  it('names the index in Chinese and keeps visitors behind the sign-in blocker', async () => {
    mockApi({ 'GET /market-quotes': () => json(200, [sp500]) });
    renderWithProviders(<MarketQuotesPage />, { lang: 'zh-hans' });
    expect(await screen.findByRole('heading', { name: '标普500指数（演示）' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('says so when the site holds no index yet', async () => {
    mockApi({ 'GET /market-quotes': () => json(200, []) });
    renderWithProviders(<MarketQuotesPage />, { session: signedInMember });
    expect(await screen.findByText('No index series are available yet.')).toBeInTheDocument();
  });
});
