import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { AdminPage } from '@/features/admin/AdminPage';
import type { AdminProgram } from '@/features/admin/api/programs';

const platformManager: SignedInSession = {
  ...signedInMember,
  email: 'platform@example.com',
  roles: ['Member', 'Platform Manager'],
  isPlatformAdmin: true,
};

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: nameEn.toLowerCase(), nameEn, nameZh });

const reference = {
  platforms: [item(1, 'Atlas Managed Accounts', '阿特拉斯管理账户'), item(2, 'Atlas Fund Platform', '阿特拉斯基金平台')],
  programStatuses: [item(1, 'Active', '活跃'), item(2, 'Pending', '待审核'), item(3, 'Archived', '已归档'), item(4, 'Deleted', '已删除')],
};

const alpha: AdminProgram = {
  programId: 31,
  programUri: 'alpha-trend',
  programName: 'Alpha Trend',
  programStatusId: 1,
  groupId: 3,
  groupUri: 'alpha-capital',
  groupName: 'Alpha Capital',
  groupStatusId: 1,
  dateCreated: '2025-06-02T09:00:00Z',
  dateArchived: null,
  platformIds: [2, 1],
};

const beta: AdminProgram = {
  ...alpha,
  programId: 41,
  programUri: 'beta-macro',
  programName: 'Beta Macro',
  programStatusId: 3,
  groupUri: 'beta-partners',
  groupName: 'Beta Partners',
  dateCreated: '2024-01-15T09:00:00Z',
  dateArchived: '2026-01-05T19:00:00Z',
  platformIds: [],
};

/** The list request the tab sends, its query in the order the client writes it. */
function listPath({
  statuses,
  platform,
  search,
  sortBy = 'programName',
  orderBy = 'ASC',
  pageSize = 25,
  pageNumber = 1,
}: {
  statuses?: string;
  platform?: number;
  search?: string;
  sortBy?: string;
  orderBy?: string;
  pageSize?: number;
  pageNumber?: number;
} = {}): string {
  const query = new URLSearchParams();
  if (statuses !== undefined) query.set('filterByProgramStatusIds', statuses);
  if (platform !== undefined) query.set('filterByPlatformId', String(platform));
  if (search !== undefined) query.set('search', search);
  query.set('sortBy', sortBy);
  query.set('orderBy', orderBy);
  query.set('pageSize', String(pageSize));
  query.set('pageNumber', String(pageNumber));
  return `GET /admin/programs?${query.toString()}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPrograms({
  route = '/en/admin',
  lang = 'en',
  routes = {},
}: { route?: string; lang?: Lang; routes?: Record<string, (request: MockRequest) => Response> } = {}) {
  const api = mockApi({
    'GET /reference': () => json(200, reference),
    [listPath()]: () => json(200, { items: [alpha, beta], totalCount: 2 }),
    ...routes,
  });
  renderWithProviders(
    <>
      <ScreenAt path={`/${lang}/admin/:tab?/:id?`} screen={<AdminPage pendingTab={null} />} />
      <CurrentLocation />
    </>,
    { route, session: platformManager, lang },
  );
  return api;
}

const table = () => screen.findByRole('table', { name: 'All Programs' });

function rowOf(programs: HTMLElement, name: string): HTMLElement {
  const row = within(programs).getByRole('rowheader', { name }).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('AllProgramsTab', () => {
  it('lists every program by name with its company, status, platforms and creation day', async () => {
    const api = renderPrograms();
    const programs = await table();
    expect(screen.getByRole('tab', { name: 'All Programs', selected: true })).toBeInTheDocument();
    expect(within(programs).getByRole('link', { name: 'Alpha Trend' })).toHaveAttribute(
      'href',
      '/en/groups/alpha-capital/programs/alpha-trend',
    );
    expect(within(programs).getByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');
    const alphaRow = rowOf(programs, 'Alpha Trend');
    expect(await within(alphaRow).findByText('Active')).toHaveClass('badge--success');
    expect(within(alphaRow).getByText('Atlas Managed Accounts, Atlas Fund Platform')).toBeInTheDocument();
    expect(within(alphaRow).getByText('2025-06-02')).toBeInTheDocument();
    expect(within(rowOf(programs, 'Beta Macro')).getByText('Archived')).toHaveClass('badge--warning');
    expect(screen.getByRole('columnheader', { name: 'Program' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(screen.getByText('1 – 2 of 2')).toBeInTheDocument();
    // The page's check that the tab has programs and the tab's first page are one request.
    expect(api.sent(listPath())).toHaveLength(1);
  });

  it('filters by platform and by several statuses, from the first page, in the URL', async () => {
    const user = userEvent.setup();
    const api = renderPrograms({
      route: '/en/admin/all-programs?pageNumber=2',
      routes: {
        [listPath({ pageNumber: 2 })]: () => json(200, { items: [beta], totalCount: 27 }),
        [listPath({ platform: 2 })]: () => json(200, { items: [alpha], totalCount: 1 }),
        [listPath({ statuses: '3', platform: 2 })]: () => json(200, { items: [], totalCount: 0 }),
        [listPath({ statuses: '2,3', platform: 2 })]: () => json(200, { items: [], totalCount: 0 }),
      },
    });
    expect(await screen.findByText('26 – 27 of 27')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'Atlas Fund Platform');
    expect(await screen.findByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/all-programs?filterByPlatformId=2');

    const statuses = screen.getByRole('group', { name: 'Program status' });
    expect(statuses).toHaveAccessibleDescription('With none ticked, every status is shown.');
    await user.click(within(statuses).getByRole('checkbox', { name: 'Archived' }));
    expect(await within(await table()).findByText('No data available in table')).toBeInTheDocument();
    await user.click(within(statuses).getByRole('checkbox', { name: 'Pending' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/en/admin/all-programs?filterByPlatformId=2&filterByProgramStatusIds=2%2C3',
    );
    expect(within(statuses).getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(api.sent(listPath({ statuses: '2,3', platform: 2 }))).toHaveLength(1);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Platform' }), 'All platforms');
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/all-programs?filterByProgramStatusIds=2%2C3');
  });

  it('searches from 3 characters after a pause', async () => {
    const user = userEvent.setup();
    const api = renderPrograms({
      routes: { [listPath({ search: 'bet' })]: () => json(200, { items: [beta], totalCount: 1 }) },
    });
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search programs' });
    await user.type(box, 'be');
    expect(box).toHaveAccessibleDescription('Enter at least 3 characters.');
    await user.type(box, 't');
    expect(await screen.findByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin?search=bet');
    expect(api.sent(listPath({ search: 'bet' }))).toHaveLength(1);
    expect(api.sent(listPath({ search: 'be' }))).toHaveLength(0);
  });

  it('sorts by a column and changes the page size', async () => {
    const user = userEvent.setup();
    const api = renderPrograms({
      routes: {
        [listPath({ sortBy: 'groupName' })]: () => json(200, { items: [alpha, beta], totalCount: 60 }),
        [listPath({ sortBy: 'groupName', orderBy: 'DESC' })]: () => json(200, { items: [beta, alpha], totalCount: 60 }),
        [listPath({ sortBy: 'groupName', orderBy: 'DESC', pageSize: 50 })]: () =>
          json(200, { items: [beta, alpha], totalCount: 60 }),
        [listPath({ sortBy: 'dateCreated', orderBy: 'DESC', pageSize: 50 })]: () =>
          json(200, { items: [alpha, beta], totalCount: 60 }),
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(await screen.findByText('1 – 25 of 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Company' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin?sortBy=groupName&orderBy=DESC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('1 – 50 of 60')).toBeInTheDocument();
    // Dates start with the newest.
    await user.click(screen.getByRole('button', { name: 'Created' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin?sortBy=dateCreated&orderBy=DESC&pageSize=50');
    expect(api.sent(listPath({ sortBy: 'dateCreated', orderBy: 'DESC', pageSize: 50 }))).toHaveLength(1);
  });

  it('speaks Chinese under /zh-hans, reference names included', async () => {
    renderPrograms({ route: '/zh-hans/admin', lang: 'zh-hans' });
    const programs = await screen.findByRole('table', { name: '所有项目' });
    const alphaRow = rowOf(programs, 'Alpha Trend');
    expect(await within(alphaRow).findByText('活跃')).toBeInTheDocument();
    expect(within(alphaRow).getByText('阿特拉斯管理账户、阿特拉斯基金平台')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '平台' })).toHaveDisplayValue('全部平台');
    expect(screen.getByRole('searchbox', { name: '搜索项目' })).toBeInTheDocument();
  });
});
