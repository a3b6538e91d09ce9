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

const index = (id: number, kind: string, portfolioUri: string, nameEn: string, nameZh: string, monthReturn: number) => ({
  ...sp500,
  id,
  kind,
  portfolioUri,
  nameEn,
  nameZh,
  monthReturn,
});

const ctaIndex = index(1, 'main', 'cta-index', 'CTA Atlas CTA Index', 'CTA Atlas CTA 指数', 0.03074561027837259);
/** In the server's order: the benchmark, the main index, then the others by name. */
const quotes = [
  sp500,
  ctaIndex,
  index(2, 'sector', 'sector-agricultural', 'Agricultural Traders Index', '农产品交易员指数', 0.0109),
  index(10, 'strategy', 'strategy-arbitrage', 'Arbitrage Index', '套利指数', 0.0116),
  index(31, 'assets', 'assets-over-10m', 'Assets Over $10M Index', '管理资产高于1000万指数', 0.0313),
  index(24, 'methodology', 'methodology-discretionary', 'Discretionary Traders Index', '主观交易员指数', 0.0204),
  index(6, 'sector', 'sector-energy', 'Energy Traders Index', '能源交易员指数', -0.0319),
];

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

  it('leads with the S&P 500 and the CTA index, then groups the indexes by family, each linking to its page', async () => {
    mockApi({ 'GET /market-quotes': () => json(200, quotes) });
    renderWithProviders(<MarketQuotesPage />, { session: signedInMember });
    await screen.findByRole('heading', { name: 'S&P 500 (demo)' });
    // The page's sections (the toasts' live region aside).
    const sections = screen.getAllByRole('region').filter((region) => region.matches('.market-quotes__section'));
    const cardNames = (region: HTMLElement) => within(region).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(sections.map((region) => within(region).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Benchmark and main index',
      'Sector indexes',
      'Strategy indexes',
      'Methodology indexes',
      'Assets indexes',
    ]);
    expect(sections.map(cardNames)).toEqual([
      ['S&P 500 (demo)', 'CTA Atlas CTA Index'],
      ['Agricultural Traders Index', 'Energy Traders Index'],
      ['Arbitrage Index'],
      ['Discretionary Traders Index'],
      ['Assets Over $10M Index'],
    ]);
    // The benchmark has no index page: its name is no link.
    expect(screen.queryByRole('link', { name: 'S&P 500 (demo)' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CTA Atlas CTA Index' })).toHaveAttribute('href', '/en/indexes/cta-index');
    expect(screen.getByRole('link', { name: 'Energy Traders Index' })).toHaveAttribute('href', '/en/indexes/sector-energy');
    const energy = within(screen.getByRole('link', { name: 'Energy Traders Index' }).closest('li') as HTMLElement);
    expect(energy.getByText(/CTA Index · as of Oct 2026/)).toBeInTheDocument();
    expect(energy.getByText('-3.19%')).toHaveClass('market-quote__negative');
    expect(within(screen.getByRole('link', { name: 'CTA Atlas CTA Index' }).closest('li') as HTMLElement).getByText('3.07%')).toBeInTheDocument();
  });

  it('names the sections and indexes in Chinese, linking to the Chinese index pages', async () => {
    mockApi({ 'GET /market-quotes': () => json(200, quotes) });
    renderWithProviders(<MarketQuotesPage />, { lang: 'zh-hans', session: signedInMember });
    expect(await screen.findByRole('heading', { level: 2, name: '行业指数' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '能源交易员指数' })).toHaveAttribute('href', '/zh-hans/indexes/sector-energy');
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
