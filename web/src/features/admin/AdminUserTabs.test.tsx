import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, type MockRequest } from '@/test/api-mock';
import type { AdminProfileUpdate, BlendSummary, PortfolioRow, UserView, WatchlistItem } from './api/users';
import { ann, renderUser } from './test-user-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const watched: WatchlistItem = {
  watchlistId: 3,
  programId: 7,
  programName: 'Trend Program',
  programUri: 'trend',
  groupName: 'Alpha Capital',
  groupUri: 'alpha-capital',
  alert: true,
  currency: 'USD',
  dateCreated: '2026-11-01T09:00:00Z',
  dateInception: '2015-01-01',
  dateReturn: 202610,
  monthReturn: -0.0123,
  ytdReturn: 0.0456,
  compoundReturn: 0.0789,
  maxDrawDown: -0.2,
  assets: 12_500_000,
  investmentMin: 100_000,
};

const allocation: PortfolioRow = {
  portfolioOrderId: 5,
  programId: 7,
  programName: 'Trend Program',
  programUri: 'trend',
  groupName: 'Alpha Capital',
  groupUri: 'alpha-capital',
  currency: 'USD',
  quantity: 250_000,
  leverage: 2,
  cashLevel: 125_000,
  pctAllocated: 1,
  periodReturn: 0.1,
  currentValue: 137_500,
  dateAllocation: '2024-01-01',
  dateInception: '2015-01-01',
  dateReturn: 202610,
  color: null,
  investmentMin: 100_000,
};

const blend: BlendSummary = {
  blendId: 9,
  blendName: 'Core Trend',
  blendStatusId: 2,
  blendTypeId: 1,
  isCurrent: true,
  isNormalized: false,
  dateCreated: '2026-10-05T09:00:00Z',
  dateCalculated: '2026-10-05T09:00:00Z',
  programCount: 3,
  ytdReturn: 0.05,
  compoundedAnnualROR: 0.081,
  maxDrawDown: -0.15,
  correlationsp500: 0.12,
  sharpe: 0.91,
  standardDeviation: 0.11,
};

const view: UserView = {
  programId: 7,
  programName: 'Trend Program',
  programUri: 'trend',
  groupName: 'Alpha Capital',
  groupUri: 'alpha-capital',
  dateCreated: '2026-11-22T09:00:00Z',
};

/** The view history request, its query in the order the client writes it. */
function viewsPath({ sortBy = 'dateCreated', orderBy = 'DESC', pageSize = 25, pageNumber = 1 } = {}): string {
  const query = new URLSearchParams({ sortBy, orderBy, pageSize: String(pageSize), pageNumber: String(pageNumber) });
  return `GET /admin/users/11/views?${query.toString()}`;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('AdminUserPage profile tab', () => {
  it('edits the profile without asking for a password and says Profile Saved', async () => {
    const user = userEvent.setup();
    const api = renderUser({
      routes: {
        'PUT /admin/users/11/profile': ({ body }: MockRequest) => {
          const saved = body as AdminProfileUpdate;
          return json(200, { ...ann, email: saved.email, lastName: saved.lastName });
        },
      },
    });
    const lastName = await screen.findByRole('textbox', { name: /^Last Name/ });
    await user.clear(lastName);
    await user.type(lastName, ' Li ');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ann.li@example.com');
    // An administrator needs none of the user's passwords.
    expect(screen.queryByLabelText(/Current Password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    const sent = api.sent('PUT /admin/users/11/profile');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ lastName: 'Li', email: 'ann.li@example.com', country: 'US', phone: '312-555-0123' });
    expect(sent[0]?.body).not.toHaveProperty('currentPassword');
    // The summary shows the record the server answered.
    expect(await screen.findByText('Ann Li · ann.li@example.com')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Audit Log' })).toBeInTheDocument();
  });

  it("checks the spec's rules before sending and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const api = renderUser({
      routes: {
        'PUT /admin/users/11/profile': () =>
          json(422, { code: 'validation_failed', message: 'no', fields: { phone: 'invalidPhone' } }),
      },
    });
    const firstName = await screen.findByRole('textbox', { name: /^First Name/ });
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(firstName).toHaveAccessibleDescription('Required');
    expect(api.sent('PUT /admin/users/11/profile')).toHaveLength(0);

    await user.type(firstName, 'Ann');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => {
      expect(field('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    });
    expect(screen.queryByText('Profile Saved')).not.toBeInTheDocument();
  });
});

describe('AdminUserPage password tab', () => {
  it("refuses a password the spec's rules refuse, then sets it and says Password Updated", async () => {
    const user = userEvent.setup();
    const api = renderUser({
      route: '/en/admin/users/11/password',
      routes: { 'PUT /admin/users/11/password': () => json(204) },
    });
    const password = await screen.findByLabelText(/^New Password/);
    const confirmation = screen.getByLabelText(/^Confirm New Password/);
    expect(screen.getByRole('tab', { name: 'Password', selected: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(password).toHaveAccessibleDescription('Please enter a password');
    expect(confirmation).toHaveAccessibleDescription('Required');

    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription('Password must be at least 6 characters');
    await user.type(password, 'def');
    expect(password).toHaveAccessibleDescription('Must include a mixture of uppercase and lowercase letters');
    await user.clear(password);
    await user.type(password, 'Secret12');
    await user.type(confirmation, 'Secret13');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    expect(api.sent('PUT /admin/users/11/password')).toHaveLength(0);

    await user.clear(confirmation);
    await user.type(confirmation, 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(api.sent('PUT /admin/users/11/password').map((request) => request.body)).toEqual([
      { password: 'Secret12', confirmPassword: 'Secret12' },
    ]);
    expect(password).toHaveValue('');
  });

  it("sends the administrator to their profile for their own password", async () => {
    renderUser({ route: '/en/admin/users/1/password' });
    const link = await screen.findByRole('link', { name: 'Change my password' });
    expect(link).toHaveAttribute('href', '/en/profile/password');
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});

describe("AdminUserPage lists (read only)", () => {
  it('shows the watchlist with links to the programs and no controls', async () => {
    renderUser({ route: '/en/admin/users/11/watchlist', routes: { 'GET /admin/users/11/watchlist': () => json(200, { items: [watched] }) } });
    const table = await screen.findByRole('table', { name: 'Watchlist' });
    expect(within(table).getByRole('link', { name: 'Trend Program' })).toHaveAttribute('href', '/en/groups/alpha-capital/programs/trend');
    expect(within(table).getByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('On');
    expect(row).toHaveTextContent('-1.23%');
    expect(row).toHaveTextContent('4.56%');
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the watchlist is empty', async () => {
    renderUser({ route: '/en/admin/users/11/watchlist', routes: { 'GET /admin/users/11/watchlist': () => json(200, { items: [] }) } });
    expect(await screen.findByText('No programs in watchlist.')).toBeInTheDocument();
  });

  it('shows the portfolio allocations as text', async () => {
    const api = renderUser({
      route: '/en/admin/users/11/portfolio',
      routes: {
        'GET /admin/users/11/portfolio': () =>
          json(200, {
            items: [{ ...allocation, valueInBase: 250_000 }],
            portfolioId: 2,
            portfolioName: 'Portfolio',
            baseCurrency: 'USD',
            baseUsdPerUnit: 1,
            total: 250_000,
          }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Portfolio' });
    expect(within(table).getByRole('columnheader', { name: 'Allocated (US$)' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Trend Program' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    for (const text of ['$250,000', '2024-01-01', '2.0x', '$125,000', '100.00%', '10.00%', '$137,500']) expect(row).toHaveTextContent(text);
    expect(within(table).queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.sent('GET /admin/users/11/portfolio')).toHaveLength(1);
  });

  it('says when the portfolio is empty', async () => {
    renderUser({
      route: '/en/admin/users/11/portfolio',
      routes: {
        'GET /admin/users/11/portfolio': () =>
          json(200, { items: [], portfolioId: null, portfolioName: 'Portfolio', baseCurrency: 'USD', baseUsdPerUnit: 1, total: 0 }),
      },
    });
    expect(await screen.findByText('No programs in portfolio.')).toBeInTheDocument();
  });

  it('shows the saved blends with their stored statistics, or says there are none', async () => {
    renderUser({ route: '/en/admin/users/11/saved-blends', routes: { 'GET /admin/users/11/blends': () => json(200, { items: [blend] }) } });
    const table = await screen.findByRole('table', { name: 'Saved Blends' });
    const row = within(table).getByRole('rowheader', { name: /Core Trend/ }).closest('tr');
    if (!row) throw new Error('no row');
    for (const text of ['Current', '2026-10-05', '3', '8.10%', '-15.00%', '0.91']) expect(row).toHaveTextContent(text);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no saved blends', async () => {
    renderUser({ route: '/en/admin/users/11/saved-blends', routes: { 'GET /admin/users/11/blends': () => json(200, { items: [] }) } });
    expect(await screen.findByText('No saved blends found.')).toBeInTheDocument();
  });
});

describe('AdminUserPage logs tab', () => {
  it('lists the viewed programs newest first, 25 a page, sorts in the URL and exports', async () => {
    const user = userEvent.setup();
    const api = renderUser({
      route: '/en/admin/users/11/logs',
      showLocation: true,
      routes: {
        [viewsPath()]: () => json(200, { items: [view], totalCount: 1 }),
        [viewsPath({ sortBy: 'programName', orderBy: 'ASC' })]: () => json(200, { items: [view], totalCount: 1 }),
        [viewsPath({ sortBy: 'programName', orderBy: 'ASC', pageSize: 50 })]: () => json(200, { items: [view], totalCount: 1 }),
      },
    });
    const table = await screen.findByRole('table', { name: 'View History' });
    expect(await within(table).findByRole('link', { name: 'Trend Program' })).toHaveAttribute(
      'href',
      '/en/groups/alpha-capital/programs/trend',
    );
    expect(within(table).getByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');
    expect(within(table).getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(screen.getByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export' })).toHaveAttribute('href', '/api/v1/admin/users/11/views.csv');

    await user.click(within(table).getByRole('button', { name: 'Program' }));
    await waitFor(() => {
      expect(api.sent(viewsPath({ sortBy: 'programName', orderBy: 'ASC' }))).toHaveLength(1);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/users/11/logs?sortBy=programName&orderBy=ASC');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => {
      expect(api.sent(viewsPath({ sortBy: 'programName', orderBy: 'ASC', pageSize: 50 }))).toHaveLength(1);
    });
  });

  it('says when the user has viewed no program', async () => {
    renderUser({ route: '/en/admin/users/11/logs', routes: { [viewsPath()]: () => json(200, { items: [], totalCount: 0 }) } });
    expect(await screen.findByText('No logs found…')).toBeInTheDocument();
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderUser({
      route: '/zh-hans/admin/users/11/logs',
      lang: 'zh-hans',
      routes: { [viewsPath()]: () => json(200, { items: [view], totalCount: 1 }) },
    });
    expect(await screen.findByRole('tab', { name: '日志', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      '资料',
      '密码',
      '角色',
      '关注列表',
      '投资组合',
      '已保存的组合',
      '日志',
    ]);
    expect(await screen.findByRole('table', { name: '浏览记录' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出' })).toBeInTheDocument();
  });
});
