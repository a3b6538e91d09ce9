import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import { AdminPage } from '@/features/admin/AdminPage';
import type { GroupSummary } from '@/features/admin/api/groups';

const groupStatuses = [
  { id: 1, code: 'active', nameEn: 'Active', nameZh: '活跃' },
  { id: 2, code: 'pending', nameEn: 'Pending', nameZh: '待审核' },
  { id: 3, code: 'closed', nameEn: 'Closed', nameZh: '已关闭' },
  { id: 4, code: 'deleted', nameEn: 'Deleted', nameZh: '已删除' },
  { id: 5, code: 'portfolio-apt-only', nameEn: 'Portfolio Apt Only', nameZh: '仅限投资组合' },
];

function company(groupId: number, groupName: string, groupStatusId: number, programCount = 0): GroupSummary {
  return {
    groupId,
    groupUri: groupName.toLowerCase().replace(/ /g, '-'),
    groupName,
    groupStatusId,
    country: 'US',
    dateCreated: `2026-11-${String(10 + groupId)}T09:00:00Z`,
    dateApproved: null,
    programCount,
    managerCount: 1,
  };
}

const alpha = company(1, 'Alpha Capital', 1, 3);
const beta = company(2, 'Beta Trading', 2);
const gamma = company(3, 'Gamma Partners', 4);

/** The list request the tab sends, its query in the order the client writes it. */
function listPath({
  statuses,
  search,
  sortBy = 'dateCreated',
  orderBy = 'DESC',
  pageSize = 10,
  pageNumber = 1,
}: { statuses?: string; search?: string; sortBy?: string; orderBy?: string; pageSize?: number; pageNumber?: number } = {}): string {
  const query = new URLSearchParams();
  if (statuses !== undefined) query.set('filterByGroupStatusIds', statuses);
  if (search !== undefined) query.set('search', search);
  query.set('sortBy', sortBy);
  query.set('orderBy', orderBy);
  query.set('pageSize', String(pageSize));
  query.set('pageNumber', String(pageNumber));
  return `GET /admin/groups?${query.toString()}`;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderGroups({
  route = '/en/admin/groups',
  lang = 'en',
  routes = {},
}: { route?: string; lang?: Lang; routes?: Record<string, (request: MockRequest) => Response> } = {}) {
  const api = mockApi({
    'GET /reference': () => json(200, { groupStatuses }),
    [listPath()]: () => json(200, { items: [beta, alpha, gamma], totalCount: 3 }),
    ...routes,
  });
  renderWithProviders(
    <>
      <ScreenAt path={`/${lang}/admin/:tab?/:id?`} screen={<AdminPage pendingTab={null} />} />
      <CurrentLocation />
    </>,
    { route, session: signedInAdmin, lang },
  );
  return api;
}

const table = () => screen.findByRole('table', { name: 'CTAs' });

async function rowOf(name: string): Promise<HTMLElement> {
  const header = await within(await table()).findByRole('rowheader', { name });
  const row = header.closest('tr');
  if (!row) throw new Error('no row');
  return row;
}

describe('GroupsTab', () => {
  it('lists the newest companies first with status, counts, created day and their actions', async () => {
    renderGroups();
    expect(screen.getByRole('tab', { name: 'CTAs', selected: true })).toBeInTheDocument();
    const groups = await table();
    expect(await within(groups).findByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');

    const alphaRow = await rowOf('Alpha Capital');
    expect(within(alphaRow).getByText('Active')).toHaveClass('badge--success');
    expect(within(alphaRow).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(alphaRow).getByText('2026-11-11')).toBeInTheDocument();
    expect(within(alphaRow).queryByRole('button', { name: 'Activate Alpha Capital' })).not.toBeInTheDocument();
    expect(within(alphaRow).getByRole('link', { name: 'Edit Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital/edit');
    expect(within(alphaRow).getByRole('link', { name: 'Users of Alpha Capital' })).toHaveAttribute(
      'href',
      '/en/groups/alpha-capital/users',
    );
    expect(within(alphaRow).getByRole('button', { name: 'Delete Alpha Capital' })).toHaveTextContent('Delete');

    const betaRow = await rowOf('Beta Trading');
    expect(within(betaRow).getByText('Pending')).toHaveClass('badge--info');
    expect(within(betaRow).getByRole('button', { name: 'Activate Beta Trading' })).toHaveTextContent('Activate');

    // A deleted company cannot be deleted again.
    const gammaRow = await rowOf('Gamma Partners');
    expect(within(gammaRow).getByText('Deleted')).toHaveClass('badge--danger');
    expect(within(gammaRow).queryByRole('button', { name: 'Delete Gamma Partners' })).not.toBeInTheDocument();

    expect(screen.getByText('1 – 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    const exportLink = screen.getByRole('link', { name: 'Export' });
    expect(exportLink).toHaveAttribute('href', '/api/v1/admin/groups.csv');
    expect(exportLink).toHaveAttribute('download', 'groups.csv');
    expect(screen.getByRole('link', { name: 'Add CTA' })).toHaveAttribute('href', '/en/admin/groups/add');
  });

  it('filters by several statuses at once, keeping them in the URL', async () => {
    const user = userEvent.setup();
    const api = renderGroups({
      route: '/en/admin/groups?pageNumber=2',
      routes: {
        [listPath({ pageNumber: 2 })]: () => json(200, { items: [gamma], totalCount: 13 }),
        [listPath({ statuses: '2' })]: () => json(200, { items: [beta], totalCount: 1 }),
        [listPath({ statuses: '1,2' })]: () => json(200, { items: [beta, alpha], totalCount: 2 }),
      },
    });
    expect(await screen.findByText('11 – 13 of 13')).toBeInTheDocument();
    const filter = screen.getByRole('group', { name: 'Company status' });
    expect(within(filter).getAllByRole('checkbox').map((box) => box.closest('.field')?.textContent)).toEqual([
      'Active',
      'Pending',
      'Closed',
      'Deleted',
      'Portfolio Apt Only',
    ]);

    await user.click(within(filter).getByRole('checkbox', { name: 'Pending' }));
    expect(await screen.findByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?filterByGroupStatusIds=2');

    await user.click(within(filter).getByRole('checkbox', { name: 'Active' }));
    expect(await screen.findByText('1 – 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?filterByGroupStatusIds=1%2C2');
    expect(within(filter).getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(api.sent(listPath({ statuses: '1,2' }))).toHaveLength(1);
  });

  it('searches names from 3 characters after a pause and keeps the term in the URL', async () => {
    const user = userEvent.setup();
    const api = renderGroups({
      routes: { [listPath({ search: 'alp' })]: () => json(200, { items: [alpha], totalCount: 1 }) },
    });
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search CTAs' });
    await user.type(box, 'al');
    expect(box).toHaveAccessibleDescription('Enter at least 3 characters.');
    await user.type(box, 'p');
    expect(box).toHaveAccessibleDescription("Part of a company's name, at least 3 characters.");
    expect(await screen.findByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?search=alp');
    // One request for the settled term, none for the keys typed before it.
    expect(api.sent(listPath({ search: 'alp' }))).toHaveLength(1);
    expect(api.sent(listPath({ search: 'al' }))).toHaveLength(0);
  });

  it('sorts by a column, pages and changes the page size', async () => {
    const user = userEvent.setup();
    const api = renderGroups({
      routes: {
        [listPath()]: () => json(200, { items: [beta, alpha, gamma], totalCount: 30 }),
        [listPath({ sortBy: 'groupName', orderBy: 'ASC' })]: () => json(200, { items: [alpha, beta], totalCount: 30 }),
        [listPath({ sortBy: 'groupName', orderBy: 'ASC', pageNumber: 2 })]: () => json(200, { items: [gamma], totalCount: 30 }),
        [listPath({ sortBy: 'groupName', orderBy: 'ASC', pageSize: 50 })]: () => json(200, { items: [alpha], totalCount: 30 }),
        [listPath({ sortBy: 'programCount', orderBy: 'DESC', pageSize: 50 })]: () => json(200, { items: [alpha], totalCount: 30 }),
      },
    });
    expect(await screen.findByText('1 – 10 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?sortBy=groupName&orderBy=ASC');
    });
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('11 – 20 of 30')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?sortBy=groupName&orderBy=ASC&pageNumber=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByText('1 – 30 of 30')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups?sortBy=groupName&orderBy=ASC&pageSize=50');

    // A count column starts with the most programs; the page size stays.
    await user.click(screen.getByRole('button', { name: 'Programs' }));
    await waitFor(() => {
      expect(api.sent(listPath({ sortBy: 'programCount', orderBy: 'DESC', pageSize: 50 }))).toHaveLength(1);
    });
  });

  it('activates a pending company: a 5 s toast links to its profile and the list is read again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let listed = [beta, alpha];
    const api = renderGroups({
      routes: {
        [listPath()]: () => json(200, { items: listed, totalCount: 2 }),
        'PATCH /groups/beta-trading/status': () => {
          listed = [{ ...beta, groupStatusId: 1 }, alpha];
          return json(200, {});
        },
      },
    });
    await user.click(await within(await rowOf('Beta Trading')).findByRole('button', { name: 'Activate Beta Trading' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Group activated!')).toBeInTheDocument();
    expect(within(toasts).getByRole('link', { name: 'View Beta Trading' })).toHaveAttribute('href', '/en/groups/beta-trading');
    expect(api.sent('PATCH /groups/beta-trading/status')[0]?.body).toEqual({ groupStatusId: 1, expectedStatusId: 2 });
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Activate Beta Trading' })).not.toBeInTheDocument();
    });
    expect(within(await rowOf('Beta Trading')).getByText('Active')).toBeInTheDocument();

    vi.advanceTimersByTime(4000);
    expect(within(toasts).getByText('Group activated!')).toBeInTheDocument();
    vi.advanceTimersByTime(1500);
    await waitFor(() => {
      expect(within(toasts).queryByText('Group activated!')).not.toBeInTheDocument();
    });
  });

  it('says why an activation was refused and reads the list again', async () => {
    const user = userEvent.setup();
    const api = renderGroups({
      routes: { 'PATCH /groups/beta-trading/status': () => json(409, { code: 'conflict', message: 'changed' }) },
    });
    await user.click(await within(await rowOf('Beta Trading')).findByRole('button', { name: 'Activate Beta Trading' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('Someone else saved a newer version since you opened this page: nothing was saved.'),
    ).toBeInTheDocument();
    expect(within(toasts).queryByText('Group activated!')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(api.sent(listPath())).toHaveLength(2);
    });
  });

  it('deletes a company only after the confirmation, then says CTA Deleted', async () => {
    const user = userEvent.setup();
    let listed = [beta, alpha];
    const api = renderGroups({
      routes: {
        [listPath()]: () => json(200, { items: listed, totalCount: listed.length }),
        'DELETE /groups/alpha-capital': () => {
          listed = [beta, { ...alpha, groupStatusId: 4 }];
          return json(204);
        },
      },
    });
    const alphaRow = await rowOf('Alpha Capital');
    await user.click(within(alphaRow).getByRole('button', { name: 'Delete Alpha Capital' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this CTA?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.sent('DELETE /groups/alpha-capital')).toHaveLength(0);

    await user.click(within(alphaRow).getByRole('button', { name: 'Delete Alpha Capital' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('CTA Deleted')).toBeInTheDocument();
    expect(api.sent('DELETE /groups/alpha-capital')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Delete Alpha Capital' })).not.toBeInTheDocument();
    });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when no company matches', async () => {
    renderGroups({
      route: '/en/admin/groups?filterByGroupStatusIds=3',
      routes: { [listPath({ statuses: '3' })]: () => json(200, { items: [], totalCount: 0 }) },
    });
    expect(await screen.findByText('0 – 0 of 0')).toBeInTheDocument();
    expect(within(await table()).getByText('No data available in table')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Closed' })).toBeChecked();
  });

  it('speaks Chinese under /zh-hans, status names included', async () => {
    renderGroups({ route: '/zh-hans/admin/groups', lang: 'zh-hans' });
    const groups = await screen.findByRole('table', { name: 'CTA 公司' });
    expect(await within(groups).findByText('待审核')).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: '激活 Beta Trading' })).toBeInTheDocument();
    expect(within(groups).getByRole('button', { name: '删除 Alpha Capital' })).toHaveTextContent('删除');
    expect(screen.getByRole('searchbox', { name: '搜索 CTA 公司' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出' })).toHaveAttribute('href', '/api/v1/admin/groups.csv');
    expect(screen.getByRole('link', { name: '添加 CTA' })).toHaveAttribute('href', '/zh-hans/admin/groups/add');
  });
});
