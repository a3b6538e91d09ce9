import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders } from '@/test/render';
import { summaries } from './api/index-fixtures';
import { IndexesPage } from './IndexesPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const firstPage = '/indexes?sortBy=monthReturn&orderBy=DESC&pageSize=50&pageNumber=1';

function renderList(route = '/en/indexes', lang: 'en' | 'zh-hans' = 'en') {
  const api = mockApi({
    [`GET ${firstPage}`]: () => json(200, { items: summaries, totalCount: 2 }),
    'GET /indexes?sortBy=sharpe&orderBy=DESC&pageSize=50&pageNumber=1': () => json(200, { items: [summaries[0]], totalCount: 2 }),
  });
  renderWithProviders(
    <>
      <IndexesPage />
      <CurrentLocation />
    </>,
    { route, lang },
  );
  return api;
}

describe('IndexesPage', () => {
  it("lists the indexes with their figures, the month's return first, each linking to its page", async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'CTA Indexes' });
    expect(await within(table).findByRole('link', { name: 'Energy Traders Index' })).toHaveAttribute('href', '/en/indexes/sector-energy');
    expect(document.title).toBe('CTA Indexes | CTA Atlas');

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Index', 'Oct 2026', 'YTD', 'CAROR', 'Max DD', 'Sharpe', 'Std. Dev.', 'S&P Correlation', 'Programs', 'Start']);
    expect(within(table).getByRole('columnheader', { name: 'Oct 2026' })).toHaveAttribute('aria-sort', 'descending');

    const energy = within(table).getAllByRole('row')[1];
    expect([...(energy?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      'Energy Traders Index',
      '6.49%',
      '-4.87%',
      '8.51%',
      '-42.00%',
      '0.60',
      '13.55%',
      '0.06',
      '22',
      'Jan 1995',
    ]);
    // An index whose last month is older says so; missing figures are a dash.
    const main = within(table).getAllByRole('row')[2];
    expect([...(main?.children ?? [])].map((cell) => cell.textContent)).toEqual([
      'CTA Atlas CTA Index',
      '-0.81% (Sep 2026)',
      '–',
      '6.16%',
      '-16.24%',
      '–',
      '7.11%',
      '–',
      '467',
      'Mar 1983',
    ]);
    expect(screen.getByText('1 – 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How the indexes are built' })).toHaveAttribute('href', '/en/indexes/methodology');
  });

  it('sorts on the server by the column clicked, keeping the sort in the URL', async () => {
    const user = userEvent.setup();
    const api = renderList();
    const table = await screen.findByRole('table', { name: 'CTA Indexes' });
    await within(table).findByRole('link', { name: 'Energy Traders Index' });
    await user.click(within(table).getByRole('button', { name: 'Sharpe' }));
    await waitFor(() => {
      expect(api.sent('GET /indexes?sortBy=sharpe&orderBy=DESC&pageSize=50&pageNumber=1')).toHaveLength(1);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/indexes?sortBy=sharpe&orderBy=DESC');
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(2);
    });
  });

  it('names the indexes in Chinese on the Chinese site', async () => {
    renderList('/zh-hans/indexes', 'zh-hans');
    const table = await screen.findByRole('table', { name: 'CTA 指数' });
    expect(await within(table).findByRole('link', { name: '能源交易员指数' })).toHaveAttribute('href', '/zh-hans/indexes/sector-energy');
    expect(within(table).getByRole('columnheader', { name: '2026年10月' })).toBeInTheDocument();
  });

  it('shows the generic error in a red alert when the list cannot be loaded', async () => {
    mockApi({ [`GET ${firstPage}`]: () => json(500, { code: 'internal', message: 'boom' }) });
    renderWithProviders(<IndexesPage />, { route: '/en/indexes' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network response was not ok');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
