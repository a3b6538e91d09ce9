import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { Portfolio } from './Portfolio';
import type { Portfolio as PortfolioBody, PortfolioRow } from '@/features/member-lists/api/portfolio';

function allocation(portfolioOrderId: number, programName: string, groupName: string, quantity: number, leverage = 1): PortfolioRow {
  return {
    portfolioOrderId,
    programId: portfolioOrderId * 10,
    programName,
    programUri: programName.toLowerCase().replace(/ /g, '-'),
    groupName,
    groupUri: groupName.toLowerCase().replace(/ /g, '-'),
    quantity,
    dateAllocation: '2015-06-01',
    leverage,
    cashLevel: quantity / leverage,
    pctAllocated: 0.5,
    valueInBase: quantity,
    periodReturn: 0.25,
    currentValue: (quantity / leverage) * 1.25,
    currency: 'USD',
    usdPerUnit: 1,
    investmentMin: 250_000,
    dateInception: '2015-06-17',
    color: null,
    dateReturn: 202610,
  };
}

/** The portfolio as the server sends it, summed in dollars unless `base` says otherwise. */
function portfolio(items: PortfolioRow[], base: Partial<PortfolioBody> = {}): PortfolioBody {
  const total = items.reduce((sum, row) => sum + (row.valueInBase ?? 0), 0);
  return { portfolioId: 1, portfolioName: 'My Portfolio', baseCurrency: 'USD', baseUsdPerUnit: 1, total, items, ...base };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(rows: PortfolioRow[], patch?: () => Response) {
  let items = [...rows];
  const api = mockApi({
    'GET /me/portfolio': () => json(200, portfolio(items)),
    'PATCH /me/portfolio/orders/1': (request) => {
      if (patch) return patch();
      const change = request.body as Partial<PortfolioRow>;
      items = items.map((row) => {
        if (row.portfolioOrderId !== 1) return row;
        const next = { ...row, ...change };
        return { ...next, cashLevel: next.quantity / next.leverage };
      });
      return json(200, items[0]);
    },
    'DELETE /me/portfolio/orders/1': () => {
      items = items.filter((row) => row.portfolioOrderId !== 1);
      return json(204);
    },
  });
  renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember });
  return api;
}

function row(name: string): HTMLTableRowElement {
  const found = screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr');
  if (!found) throw new Error(`no row for ${name}`);
  return found;
}

describe('Portfolio', () => {
  it('shows each allocation with its cash level, share, return and value', async () => {
    setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000, 2)]);
    await screen.findByRole('rowheader', { name: /Alpha Trend/ });
    const cells = within(row('Alpha Trend'));
    expect(cells.getByRole('spinbutton', { name: 'Amount allocated to Alpha Trend' })).toHaveValue(500_000);
    expect(cells.getByRole('combobox', { name: 'Leverage of Alpha Trend' })).toHaveValue('2');
    // Shortened, the exact figure on hover.
    expect(cells.getByTitle('$250,000')).toHaveTextContent(/^\$250K/);
    expect(cells.getByText('50.00%')).toBeInTheDocument();
    expect(cells.getByText('25.00%')).toBeInTheDocument();
    expect(cells.getByTitle('$312,500')).toHaveTextContent(/^\$313K/);
  });

  it('counts in 万 in Chinese and tells another currency’s exact figure and dollar value on hover', async () => {
    const euro = { ...allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000, 2), currency: 'EUR', usdPerUnit: 1.1 };
    mockApi({ 'GET /me/portfolio': () => json(200, portfolio([euro])) });
    renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember, lang: 'zh-hans' });
    await screen.findByRole('rowheader', { name: /Alpha Trend/ });
    const cells = within(row('Alpha Trend'));
    expect(cells.getByTitle('€250,000，约合 US$27.5万')).toHaveTextContent(/^€25万/);
    expect(cells.getByTitle('€312,500，约合 US$34.4万')).toHaveTextContent(/^€31.3万/);
  });

  it('sorts amounts in different currencies by their dollar value', async () => {
    const yen = { ...allocation(1, 'Alpha Trend', 'Alpha Capital', 50_000_000), currency: 'JPY', usdPerUnit: 0.0065 };
    const dollars = { ...allocation(2, 'Beta Macro', 'Beta Capital', 400_000), usdPerUnit: 1 };
    setup([yen, dollars]);
    await screen.findByRole('rowheader', { name: /Alpha Trend/ });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Cash Level/ }));
    const names = () => screen.getAllByRole('rowheader').map((header) => header.textContent);
    // Largest first: ¥50M is about $325K, below $400K, though the yen figure is larger.
    expect(names()[0]).toMatch(/Beta Macro/);
    await user.click(screen.getByRole('button', { name: /Cash Level/ }));
    expect(names()[0]).toMatch(/Alpha Trend/);
  });

  it('says when the portfolio is empty', async () => {
    setup([]);
    expect(await screen.findByText('No programs in portfolio.')).toBeInTheDocument();
  });

  it("refuses an amount below the program's minimum without asking the server", async () => {
    const { sent } = setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)]);
    const user = userEvent.setup();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount allocated to Alpha Trend' });
    await user.clear(amount);
    await user.type(amount, '1000{Enter}');
    expect(await screen.findByText('The minimum is $250,000')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PATCH /me/portfolio/orders/1')).toHaveLength(0);
  });

  it('sends a valid amount and shows the new cash level', async () => {
    const { sent } = setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)]);
    const user = userEvent.setup();
    const amount = await screen.findByRole('spinbutton', { name: 'Amount allocated to Alpha Trend' });
    await user.clear(amount);
    await user.type(amount, '300000');
    await user.tab();
    expect(sent('PATCH /me/portfolio/orders/1')[0]?.body).toEqual({ quantity: 300_000 });
    expect(await within(row('Alpha Trend')).findByTitle('$300,000')).toHaveTextContent(/^\$300K/);
  });

  it('a leverage change updates the cash level', async () => {
    const { sent } = setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Leverage of Alpha Trend' }), '2.5');
    expect(sent('PATCH /me/portfolio/orders/1')[0]?.body).toEqual({ leverage: 2.5 });
    expect(await within(row('Alpha Trend')).findByTitle('$200,000')).toHaveTextContent(/^\$200K/);
  });

  it('refuses an allocation date before the inception month', async () => {
    const { sent } = setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)]);
    const date = await screen.findByLabelText('Allocation date of Alpha Trend');
    expect(date).toHaveAttribute('min', '2015-06-01');
    await userEvent.setup().clear(date);
    await userEvent.setup().type(date, '2015-05-31');
    expect(await screen.findByText(/Choose a date from 2015-06-01 to/)).toBeInTheDocument();
    expect(sent('PATCH /me/portfolio/orders/1')).toHaveLength(0);
  });

  it("shows the server's field error in the reader's language", async () => {
    setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)], () =>
      json(422, { code: 'validation_failed', message: 'invalid', fields: { leverage: 'invalidLeverage' } }),
    );
    await userEvent.setup().selectOptions(await screen.findByRole('combobox', { name: 'Leverage of Alpha Trend' }), '3');
    expect(await screen.findByText('Leverage runs from 1 to 10 in steps of 0.5')).toBeInTheDocument();
  });

  it('removes an allocation after confirmation', async () => {
    const { sent } = setup([allocation(1, 'Alpha Trend', 'Alpha Capital', 500_000)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Alpha Trend' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No programs in portfolio.')).toBeInTheDocument();
    expect(sent('DELETE /me/portfolio/orders/1')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.getByText('Alpha Trend removed from your portfolio')).toBeInTheDocument();
    });
  });

  describe('summed in one base currency', () => {
    // £1,000,000 at $1.25, ¥500,000 at $0.0067 and $500,000, summed in euros at $1.08.
    const euroRate = 1.08;
    function mixed(): PortfolioRow[] {
      const sterling = { ...allocation(1, 'Sterling Trend', 'Alpha Capital', 1_000_000), currency: 'GBP', usdPerUnit: 1.25 };
      const yen = { ...allocation(2, 'Yen Carry', 'Beta Capital', 500_000), currency: 'JPY', usdPerUnit: 0.0067 };
      const dollars = allocation(3, 'Dollar Macro', 'Gamma Capital', 500_000);
      const rows = [sterling, yen, dollars];
      const values = rows.map((row) => (row.quantity * (row.usdPerUnit ?? 0)) / euroRate);
      const total = values.reduce((sum, value) => sum + value, 0);
      return rows.map((row, index) => ({ ...row, valueInBase: values[index], pctAllocated: (values[index] ?? 0) / total }));
    }

    it('heads the total and the value column with the base and keeps each amount in its own currency', async () => {
      mockApi({ 'GET /me/portfolio': () => json(200, portfolio(mixed(), { baseCurrency: 'EUR', baseUsdPerUnit: euroRate })) });
      renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember });
      await screen.findByRole('rowheader', { name: /Sterling Trend/ });
      expect(screen.getByRole('columnheader', { name: /Allocated \(€\)/ })).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: /Amount \(Program's Currency\)/ })).toBeInTheDocument();
      // £1,000,000 is $1,250,000, €1,157,407 at $1.08 a euro.
      const sterling = within(row('Sterling Trend'));
      expect(sterling.getByRole('spinbutton', { name: 'Amount allocated to Sterling Trend' })).toHaveValue(1_000_000);
      expect(sterling.getByText('GBP')).toBeInTheDocument();
      expect(sterling.getByTitle('€1,157,407, about $1.3M in US dollars')).toHaveTextContent(/^€1.2M/);
      expect(sterling.getByText('71.29%')).toBeInTheDocument();
      expect(within(row('Yen Carry')).getByText('0.19%')).toBeInTheDocument();
      expect(within(row('Dollar Macro')).getByText('28.52%')).toBeInTheDocument();
      // $1,753,350 in all: €1,623,472.
      expect(screen.getByText('Total (€)')).toBeInTheDocument();
      expect(screen.getByTitle('€1,623,472, about $1.8M in US dollars')).toHaveTextContent(/^€1.6M/);
    });

    it('heads them in Chinese too', async () => {
      mockApi({ 'GET /me/portfolio': () => json(200, portfolio(mixed(), { baseCurrency: 'EUR', baseUsdPerUnit: euroRate })) });
      renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember, lang: 'zh-hans' });
      expect(await screen.findByRole('columnheader', { name: /配置（€）/ })).toBeInTheDocument();
      expect(screen.getByText('合计（€）')).toBeInTheDocument();
    });

    it('offers the currencies the site has rates for, and shows the portfolio the server sums in the chosen one', async () => {
      const franc = { ...allocation(4, 'Franc Value', 'Delta Capital', 250_000), currency: 'CHF', usdPerUnit: null, valueInBase: null };
      const rate = (currency: string, usdPerUnit: number) => ({ currency, usdPerUnit, month: currency === 'USD' ? null : 202610 });
      const { sent } = mockApi({
        'GET /me/portfolio': () => json(200, portfolio(mixed(), { baseCurrency: 'EUR', baseUsdPerUnit: euroRate })),
        'GET /exchange-rates': () =>
          json(200, { items: [rate('USD', 1), rate('CAD', 0.73), rate('EUR', euroRate), rate('GBP', 1.25), rate('JPY', 0.0067)] }),
        'PUT /me/portfolio/base-currency': () => json(200, portfolio([...mixed(), franc], { baseCurrency: 'USD', total: null })),
      });
      renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember });
      const choice = await screen.findByRole('combobox', { name: /Base currency/ });
      await vi.waitFor(() => {
        expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'CAD', 'EUR', 'GBP', 'JPY']);
      });
      expect(choice).toHaveValue('EUR');
      await userEvent.setup().selectOptions(choice, 'USD');
      expect(sent('PUT /me/portfolio/base-currency')[0]?.body).toEqual({ baseCurrency: 'USD' });
      expect(await screen.findByRole('columnheader', { name: /Allocated \(US\$\)/ })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Base currency/ })).toHaveValue('USD');
    });

    it('names the currency without a rate and where administrators add one, instead of a total', async () => {
      const franc = { ...allocation(4, 'Franc Value', 'Delta Capital', 250_000), currency: 'CHF', usdPerUnit: null, valueInBase: null };
      const rows = [...mixed(), franc].map((row) => ({ ...row, pctAllocated: null }));
      mockApi({ 'GET /me/portfolio': () => json(200, portfolio(rows, { total: null })) });
      renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "No exchange rate for CHF: the portfolio's total and shares are not shown until an administrator adds the rate on the administration's Exchange Rates tab.",
      );
      expect(within(screen.getByRole('combobox', { name: /Base currency/ })).queryByRole('option', { name: 'CHF' })).toBeNull();
    });

    it('says so when the server refuses a base without a rate', async () => {
      mockApi({
        'GET /me/portfolio': () => json(200, portfolio(mixed())),
        // Offered when the page loaded; its rate was gone by the time it was chosen.
        'GET /exchange-rates': () => json(200, { items: [{ currency: 'USD', usdPerUnit: 1, month: null }, { currency: 'GBP', usdPerUnit: 1.25, month: 202610 }] }),
        'PUT /me/portfolio/base-currency': () =>
          json(422, { code: 'validation_failed', message: 'invalid', fields: { baseCurrency: 'noExchangeRate' } }),
      });
      renderWithProviders(<Portfolio session={signedInMember} />, { session: signedInMember });
      const choice = await screen.findByRole('combobox', { name: /Base currency/ });
      await within(choice).findByRole('option', { name: 'GBP' });
      await userEvent.setup().selectOptions(choice, 'GBP');
      expect(await screen.findByText('There is no exchange rate for GBP yet, so the portfolio cannot be summed in it.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: /Base currency/ })).toHaveValue('USD');
    });
  });
});
