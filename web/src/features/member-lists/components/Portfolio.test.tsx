import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { Portfolio } from './Portfolio';
import type { PortfolioRow } from '@/features/member-lists/api/portfolio';

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
    periodReturn: 0.25,
    currentValue: (quantity / leverage) * 1.25,
    currency: 'USD',
    investmentMin: 250_000,
    dateInception: '2015-06-17',
    color: null,
    dateReturn: 202610,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(rows: PortfolioRow[], patch?: () => Response) {
  let items = [...rows];
  const api = mockApi({
    'GET /me/portfolio': () => json(200, { portfolioId: 1, portfolioName: 'My Portfolio', items }),
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
    mockApi({ 'GET /me/portfolio': () => json(200, { portfolioId: 1, portfolioName: 'My Portfolio', items: [euro] }) });
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
});
