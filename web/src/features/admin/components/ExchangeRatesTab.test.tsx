import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { json, mockApi, requestOf, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import { AdminPage } from '@/features/admin/AdminPage';
import type { CurrencyRates } from '@/features/admin/api/exchange-rates';

const euro: CurrencyRates = {
  currency: 'EUR',
  monthCount: 562,
  firstMonth: '1980-01',
  latestMonth: '2026-10',
  latestUsdPerUnit: 1.08421234,
};
const yen: CurrencyRates = { currency: 'JPY', monthCount: 0, firstMonth: null, latestMonth: null, latestUsdPerUnit: null };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderRates(routes: Record<string, (request: MockRequest) => Response> = {}, lang: Lang = 'en', page = '') {
  const api = mockApi({
    'GET /admin/exchange-rates': () => json(200, { items: [euro, yen] }),
    ...routes,
  });
  renderWithProviders(<ScreenAt path={`/${lang}/admin/:tab?/:id?`} screen={<AdminPage pendingTab={null} />} />, {
    route: `/${lang}/admin/exchange-rates${page}`,
    session: signedInAdmin,
    lang,
  });
  return api;
}

const csvFile = (text: string) => new File([text], 'rates.csv', { type: 'text/csv' });

function rowOf(table: HTMLElement, currency: string): HTMLElement {
  const row = within(table).getByRole('rowheader', { name: currency }).closest('tr');
  if (!row) throw new Error(`no row for ${currency}`);
  return row;
}

describe('ExchangeRatesTab', () => {
  it('lists each currency with its latest month and rate, and a dash where none is stored', async () => {
    renderRates();
    const table = await screen.findByRole('table', { name: 'Exchange rates to the US dollar' });
    expect(screen.getByRole('tab', { name: 'Exchange Rates', selected: true })).toBeInTheDocument();
    const euroRow = await within(table).findByRole('rowheader', { name: 'EUR' });
    const row = euroRow.closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Oct 2026')).toBeInTheDocument();
    expect(within(row).getByText('1.08421')).toBeInTheDocument();
    expect(within(row).getByText('562')).toBeInTheDocument();
    expect(within(row).getByText('Jan 1980')).toBeInTheDocument();
    expect(within(rowOf(table, 'JPY')).getAllByText('–')).toHaveLength(3);
    expect(within(table).getByRole('link', { name: 'EUR' })).toHaveAttribute('href', '/en/admin/exchange-rates/EUR');
  });

  it("shows a currency's months newest first and the uploads that changed them", async () => {
    renderRates(
      {
        'GET /admin/exchange-rates/EUR': () =>
          json(200, {
            ...euro,
            months: [
              { month: '2026-10', usdPerUnit: 1.08421234 },
              { month: '2026-09', usdPerUnit: 1.07 },
            ],
            audit: [
              {
                id: 9,
                actorUserId: 1,
                actorEmail: 'admin@example.com',
                action: 'ratesImported',
                oldValue: null,
                newValue: '{"first":"2026-09","last":"2026-10","months":2}',
                createdAt: '2026-11-20T09:00:00Z',
              },
            ],
          }),
      },
      'en',
      '/EUR',
    );
    const months = await screen.findByRole('table', { name: 'Monthly rates of EUR' });
    await within(months).findByRole('rowheader', { name: 'Oct 2026' });
    const rows = within(months).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Oct 20261.08421', 'Sep 20261.07']);
    const audit = screen.getByRole('table', { name: 'Audit Log' });
    expect(await within(audit).findByText('Rates uploaded')).toBeInTheDocument();
    expect(within(audit).getByText('2 month(s), Sep 2026 – Oct 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All currencies' })).toHaveAttribute('href', '/en/admin/exchange-rates');
  });

  it('uploads the chosen file as CSV and shows the rates the server answers', async () => {
    const user = userEvent.setup();
    const newer = { ...euro, monthCount: 563, latestMonth: '2026-11', latestUsdPerUnit: 1.1 };
    const api = renderRates({
      'POST /admin/exchange-rates': () => json(200, { storedCount: 1, items: [newer, yen] }),
    });
    const table = await screen.findByRole('table', { name: 'Exchange rates to the US dollar' });
    const send = screen.getByRole('button', { name: 'Upload' });
    expect(send).toBeDisabled();
    await user.upload(screen.getByLabelText('CSV file of monthly rates'), csvFile('currency,month,usdPerUnit\nEUR,2026-11,1.1\n'));
    await user.click(send);
    expect(await screen.findByText('1 rate(s) stored.')).toBeInTheDocument();
    expect(within(rowOf(table, 'EUR')).getByText('Nov 2026')).toBeInTheDocument();
    const [call] = api.fetchMock.mock.calls.filter(([input, init]) => requestOf(input, init).method === 'POST');
    if (!call) throw new Error('no upload');
    const sent = requestOf(...call);
    expect(sent.headers.get('Content-Type')).toBe('text/csv');
    expect(await sent.text()).toBe('currency,month,usdPerUnit\nEUR,2026-11,1.1\n');
  });

  it('lists the problems of a refused file with their rows, in Chinese too', async () => {
    const user = userEvent.setup();
    renderRates(
      {
        'POST /admin/exchange-rates': () =>
          json(422, {
            code: 'invalid_csv',
            message: 'the file has 2 problem(s)',
            errors: [
              { row: 3, column: 'currency', code: 'dollar_rate', message: 'Row 3, column currency: …' },
              { row: 5, column: 'month', code: 'month_in_future', message: 'Row 5, column month: …' },
            ],
            errorCount: 2,
          }),
      },
      'zh-hans',
    );
    await screen.findByRole('table', { name: '兑美元汇率' });
    await user.upload(screen.getByLabelText('月度汇率 CSV 文件'), csvFile('currency,month,usdPerUnit\n'));
    await user.click(screen.getByRole('button', { name: '上传' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('文件有 2 个问题，未保存任何汇率');
    const problems = within(alert).getByRole('table', { name: '文件中的问题' });
    const rows = within(problems).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '3currency美元无需汇率：一美元始终等于一美元。',
      '5month此月份晚于本月。',
    ]);
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const user = userEvent.setup();
    const api = renderRates();
    await screen.findByRole('table', { name: 'Exchange rates to the US dollar' });
    await user.upload(screen.getByLabelText('CSV file of monthly rates'), csvFile('x'.repeat(1024 * 1024 + 1)));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file is larger than 1 MB.');
    expect(api.sent('POST /admin/exchange-rates')).toHaveLength(0);
  });
});
