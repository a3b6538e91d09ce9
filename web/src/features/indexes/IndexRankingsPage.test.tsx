import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { json, mockApi } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders } from '@/test/render';
import { awardList, mainIdentity, sharpeIdentity } from './api/index-fixtures';
import { IndexRankingsPage } from './IndexRankingsPage';

const reference = { sectorFocusTypes: [], allocationStrategyTypes: [], methodologyTypes: [] };

/** `GET /awards` of cta-index for a month, with the sort. */
const awards = (month: string, sort = 'sortBy=rank&orderBy=ASC', uri = 'cta-index') =>
  `GET /awards?filterByPortfolioUri=${uri}&filterByDateEnd=${month}&${sort}&pageSize=500&pageNumber=1`;

beforeEach(() => {
  // The default month is 3 months before the reader's current month: November 2026 here.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 26, 12));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRankings(query = '', routes: Record<string, () => Response> = {}, lang: Lang = 'en', uri = 'cta-index') {
  const api = mockApi({
    'GET /reference': () => json(200, reference),
    [awards('2026-08')]: () => json(200, awardList(mainIdentity, '2026-08')),
    [awards('2026-07')]: () => json(200, awardList(mainIdentity, '2026-07', { items: [], totalCount: 0, hiddenCount: 0 })),
    [awards('2026-08', 'sortBy=performance&orderBy=DESC')]: () => json(200, awardList(mainIdentity, '2026-08')),
    ...routes,
  });
  renderWithProviders(
    <>
      <ScreenAt path="/:lang/indexes/:portfolioUri/rankings" screen={<IndexRankingsPage />} />
      <CurrentLocation />
    </>,
    { route: `/${lang}/indexes/${uri}/rankings${query}`, lang },
  );
  return api;
}

const location = () => screen.getAllByTestId('location').at(-1)?.textContent;

describe('IndexRankingsPage', () => {
  it('ranks the programs of the month 3 months back by default: rank, program, return, minimum, inception', async () => {
    renderRankings();
    const table = await screen.findByRole('table', { name: 'Ranking of Aug 2026' });
    expect(screen.getByRole('heading', { level: 1, name: 'CTA Atlas CTA Index: Monthly Rankings' })).toBeInTheDocument();
    expect(document.title).toBe('CTA Atlas CTA Index: Monthly Rankings | CTA Atlas');
    expect(await screen.findByText('Active programs with at least 36 months of returns')).toBeInTheDocument();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Rank', 'CTA / Program', 'Month return', 'Min Investment', 'Inception']);
    const cells = (row: number) => [...(within(table).getAllByRole('row')[row]?.children ?? [])].map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['Gold1', 'Diversified Trend Fund LtdEllery & Ingram', '20.54%', '$25K', 'Jul 2012']);
    // Another currency's minimum carries its dollar value (heard by screen readers, shown on hover).
    expect(cells(2)).toEqual(['Silver2', 'Program 2Company 2', '17.69%', '£1M (About $1.3M in US dollars)', 'Mar 2007']);
    expect(within(table).getByTitle('About $1.3M in US dollars')).toHaveTextContent(/^£1M/);
    expect(cells(3)[0]).toBe('Bronze3');
    expect(cells(4)).toEqual(['5', 'Program 5Company 5', '-2.00%', '–', '–']);
    expect(within(table).getByRole('link', { name: 'Program 2' })).toHaveAttribute('href', '/en/groups/company-2/programs/program-2');

    expect(screen.getByText('Programs ranked: 4')).toBeInTheDocument();
    expect(screen.getByText('Programs hidden from visitors: 1. They keep their places in the ranking.')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-08');
    expect(screen.getByRole('link', { name: 'View the index' })).toHaveAttribute('href', '/en/indexes/cta-index');
    expect(screen.getByRole('link', { name: 'How the indexes are built' })).toHaveAttribute('href', '/en/indexes/methodology');
  });

  it("lands on the month a listing's recent-return link names", async () => {
    const api = renderRankings('?filterByDateEnd=2026-09', {
      [awards('2026-09')]: () => json(200, awardList(mainIdentity, '2026-09')),
    });
    expect(await screen.findByRole('table', { name: 'Ranking of Sep 2026' })).toBeInTheDocument();
    expect(api.sent(awards('2026-09'))).toHaveLength(1);
    expect(api.sent(awards('2026-08'))).toHaveLength(0);
  });

  it("keeps the default month within the index's rankings", async () => {
    const api = renderRankings('', {
      [awards('2026-08')]: () => json(200, awardList(mainIdentity, '2026-08', { items: [], totalCount: 0, rankingMonths: { first: '1995-01', last: '2026-06' } })),
      [awards('2026-06')]: () => json(200, awardList(mainIdentity, '2026-06', { rankingMonths: { first: '1995-01', last: '2026-06' } })),
    });
    expect(await screen.findByRole('table', { name: 'Ranking of Jun 2026' })).toBeInTheDocument();
    expect(api.sent(awards('2026-06'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('sorts on the server and changes month, both kept in the URL', async () => {
    const user = userEvent.setup();
    const api = renderRankings();
    const table = await screen.findByRole('table', { name: 'Ranking of Aug 2026' });
    await user.click(within(table).getByRole('button', { name: 'Month return' }));
    await waitFor(() => {
      expect(api.sent(awards('2026-08', 'sortBy=performance&orderBy=DESC'))).toHaveLength(1);
    });
    expect(location()).toBe('/en/indexes/cta-index/rankings?sortBy=performance&orderBy=DESC');

    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(location()).toBe('/en/indexes/cta-index/rankings?sortBy=performance&orderBy=DESC&filterByDateEnd=2026-07');
  });

  it('goes to the month typed in the month box, kept within the ranked months', async () => {
    renderRankings('', { [awards('2026-10')]: () => json(200, awardList(mainIdentity, '2026-10')) });
    const box = await screen.findByLabelText('Month');
    fireEvent.change(box, { target: { value: '2026-07' } });
    expect(location()).toBe('/en/indexes/cta-index/rankings?filterByDateEnd=2026-07');
    expect(await screen.findByRole('table', { name: 'Ranking of Jul 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();

    // A month after the last ranking is read when the box is left, as the last ranked month.
    const moved = screen.getByLabelText('Month');
    fireEvent.change(moved, { target: { value: '2031-01' } });
    expect(location()).toBe('/en/indexes/cta-index/rankings?filterByDateEnd=2026-07');
    fireEvent.blur(moved);
    expect(location()).toBe('/en/indexes/cta-index/rankings?filterByDateEnd=2026-10');
    expect(await screen.findByRole('table', { name: 'Ranking of Oct 2026' })).toBeInTheDocument();
  });

  it("labels a measure ranking's figure by its measure and has no index page to link to", async () => {
    renderRankings(
      '',
      {
        [awards('2026-08', 'sortBy=rank&orderBy=ASC', 'ranking-sharpe-ratio')]: () =>
          json(200, {
            ...awardList(sharpeIdentity, '2026-08'),
            items: [{ ...awardList(sharpeIdentity, '2026-08').items[0], performance: 3.7083393 }],
          }),
      },
      'en',
      'ranking-sharpe-ratio',
    );
    const table = await screen.findByRole('table', { name: 'Ranking of Aug 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Sharpe ratio' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '3.71' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sharpe Ratio Ranking: Monthly Rankings' })).toBeInTheDocument();
    expect(
      await screen.findByText('The programs of the CTA Atlas CTA Index each month, ranked by the Sharpe ratio of their record up to that month'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View the index' })).not.toBeInTheDocument();
  });

  it('says when there is no ranking for the month asked for', async () => {
    renderRankings('?filterByDateEnd=2030-01', {
      [awards('2030-01')]: () => json(200, awardList(mainIdentity, '2030-01', { items: [], totalCount: 0, hiddenCount: 0 })),
    });
    expect(await screen.findByText('There is no ranking for Jan 2030. Rankings run from Mar 1983 to Oct 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the lost page for an index that does not exist', async () => {
    renderRankings('', { [awards('2026-08', 'sortBy=rank&orderBy=ASC', 'nope')]: () => json(404, { code: 'not_found', message: 'not found' }) }, 'en', 'nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('shows the lost page for the S&P 500, which has no rankings', async () => {
    const benchmark = { ...mainIdentity, portfolioUri: 'sp-500', kind: 'benchmark' as const, minTrackMonths: 0 };
    renderRankings(
      '',
      {
        [awards('2026-08', 'sortBy=rank&orderBy=ASC', 'sp-500')]: () =>
          json(200, awardList(benchmark, '2026-08', { items: [], totalCount: 0, hiddenCount: 0, rankingMonths: null, month: null })),
      },
      'en',
      'sp-500',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('speaks Chinese on the Chinese site', async () => {
    renderRankings('', {}, 'zh-hans');
    const table = await screen.findByRole('table', { name: '2026年8月排名' });
    expect(screen.getByRole('heading', { level: 1, name: 'CTA Atlas CTA 指数：月度排名' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: '月度收益率' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('金奖');
    expect(screen.getByText('对访客隐藏的项目：1 个。它们在排名中的名次保持不变。')).toBeInTheDocument();
  });
});
