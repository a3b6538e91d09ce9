import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import { AdminPage } from '@/features/admin/AdminPage';
import type { UserSummary } from '@/features/admin/api/users';

const roles = [
  { id: 1, code: 'member', nameEn: 'Member', nameZh: '会员' },
  { id: 2, code: 'cta-manager', nameEn: 'CTA Manager', nameZh: 'CTA 管理人' },
  { id: 3, code: 'administrator', nameEn: 'Administrator', nameZh: '管理员' },
  { id: 5, code: 'member-limited-access', nameEn: 'Member Limited Access', nameZh: '受限会员' },
  { id: 7, code: 'member-plus', nameEn: 'Member Plus', nameZh: '高级会员' },
];

const ann: UserSummary = {
  userId: 11,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+1 312-555-0123',
  createdUtc: '2026-11-20T09:00:00Z',
  roleNames: ['Member', 'Member Plus'],
  lockoutEndUtc: '2099-01-01T00:15:00Z',
  suspended: false,
};

const bo: UserSummary = {
  userId: 12,
  email: 'bo@example.com',
  firstName: 'Bo',
  lastName: 'Chen',
  phone: '+86 138-5550-0123',
  createdUtc: '2026-11-18T09:00:00Z',
  roleNames: ['Member', 'Member Limited Access'],
  lockoutEndUtc: null,
  suspended: true,
};

/** The list request the tab sends, its query in the order the client writes it. */
function listPath({
  search,
  sortBy = 'dateCreated',
  orderBy = 'DESC',
  pageSize = 10,
  pageNumber = 1,
}: { search?: string; sortBy?: string; orderBy?: string; pageSize?: number; pageNumber?: number } = {}): string {
  const query = new URLSearchParams();
  if (search !== undefined) query.set('search', search);
  query.set('sortBy', sortBy);
  query.set('orderBy', orderBy);
  query.set('pageSize', String(pageSize));
  query.set('pageNumber', String(pageNumber));
  return `GET /admin/users?${query.toString()}`;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUsers({
  route = '/en/admin/users',
  lang = 'en',
  routes = {},
}: { route?: string; lang?: Lang; routes?: Record<string, (request: MockRequest) => Response> } = {}) {
  const api = mockApi({
    'GET /roles': () => json(200, roles),
    [listPath()]: () => json(200, { items: [ann, bo], totalCount: 2 }),
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

const table = () => screen.findByRole('table', { name: 'Users' });

describe('UsersTab', () => {
  it('lists the newest accounts first, each leading to its page, with roles, created day and state', async () => {
    renderUsers({ route: '/en/admin' });
    const users = await table();
    expect(screen.getByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    const link = await within(users).findByRole('link', { name: 'ann@example.com' });
    expect(link).toHaveAttribute('href', '/en/admin/users/11');
    const annRow = within(users).getByRole('rowheader', { name: 'ann@example.com' }).closest('tr');
    if (!annRow) throw new Error('no row');
    expect(within(annRow).getByText('Lee')).toBeInTheDocument();
    expect(within(annRow).getByText('+1 312-555-0123')).toBeInTheDocument();
    expect(within(annRow).getByText('Member, Member Plus')).toBeInTheDocument();
    expect(within(annRow).getByText('2026-11-20')).toBeInTheDocument();
    expect(within(annRow).getByRole('button', { name: 'Unlock ann@example.com' })).toHaveTextContent('Locked');
    expect(within(annRow).queryByText('Suspended')).not.toBeInTheDocument();

    const boRow = within(users).getByRole('rowheader', { name: 'bo@example.com' }).closest('tr');
    if (!boRow) throw new Error('no row');
    expect(within(boRow).getByText('Suspended')).toBeInTheDocument();
    expect(within(boRow).queryByRole('button')).not.toBeInTheDocument();

    expect(screen.getByText('1 – 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('searches from 3 characters after a pause and keeps the term in the URL', async () => {
    const user = userEvent.setup();
    const api = renderUsers({
      routes: { [listPath({ search: 'ann' })]: () => json(200, { items: [ann], totalCount: 1 }) },
    });
    await table();
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await user.type(box, 'an');
    expect(box).toHaveAccessibleDescription('Enter at least 3 characters.');
    await user.type(box, 'n');
    expect(box).toHaveAccessibleDescription('Part of an email or a name, at least 3 characters.');
    expect(await screen.findByText('1 – 1 of 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/users?search=ann');
    // One request for the settled term, none for the keys typed before it.
    expect(api.sent(listPath({ search: 'ann' }))).toHaveLength(1);
    expect(api.fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
  });

  it('opens with the search of the URL and says when nobody matches', async () => {
    renderUsers({
      route: '/en/admin/users?search=nobody',
      routes: { [listPath({ search: 'nobody' })]: () => json(200, { items: [], totalCount: 0 }) },
    });
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
  });

  it('sorts by a column and changes the page size, from the first page', async () => {
    const user = userEvent.setup();
    const api = renderUsers({
      route: '/en/admin/users?pageNumber=2',
      routes: {
        [listPath({ pageNumber: 2 })]: () => json(200, { items: [bo], totalCount: 11 }),
        [listPath({ sortBy: 'email', orderBy: 'ASC' })]: () => json(200, { items: [ann, bo], totalCount: 11 }),
        [listPath({ sortBy: 'email', orderBy: 'ASC', pageSize: 25 })]: () => json(200, { items: [ann, bo], totalCount: 11 }),
      },
    });
    expect(await screen.findByText('11 – 11 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Email' }));
    expect(await screen.findByText('1 – 10 of 11')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/users?sortBy=email&orderBy=ASC');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '25');
    expect(await screen.findByText('1 – 11 of 11')).toBeInTheDocument();
    expect(api.sent(listPath({ sortBy: 'email', orderBy: 'ASC', pageSize: 25 }))).toHaveLength(1);
  });

  it('unlocks a locked-out account from its badge after a confirmation', async () => {
    const user = userEvent.setup();
    let listed = [ann, bo];
    const api = renderUsers({
      routes: {
        [listPath()]: () => json(200, { items: listed, totalCount: 2 }),
        'POST /admin/users/11/unlock': () => {
          listed = [{ ...ann, lockoutEndUtc: null }, bo];
          return json(200, { ...ann, lockoutEndUtc: null, managedGroups: [], audit: [] });
        },
      },
    });
    const users = await table();
    await user.click(await within(users).findByRole('button', { name: 'Unlock ann@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Unlock ann@example.com? They can sign in again at once.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.sent('POST /admin/users/11/unlock')).toHaveLength(0);

    await user.click(within(users).getByRole('button', { name: 'Unlock ann@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User unlocked')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(users).queryByRole('button', { name: 'Unlock ann@example.com' })).not.toBeInTheDocument();
    });
    expect(api.sent('POST /admin/users/11/unlock')).toHaveLength(1);
  });

  it('says why an unlock failed', async () => {
    const user = userEvent.setup();
    renderUsers({ routes: { 'POST /admin/users/11/unlock': () => json(404, { code: 'not_found', message: 'gone' }) } });
    const users = await table();
    await user.click(await within(users).findByRole('button', { name: 'Unlock ann@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
  });

  it('offers the users.csv and newsletter-subscribers.csv downloads and the Add User page', async () => {
    renderUsers();
    await table();
    const exportLink = screen.getByRole('link', { name: 'Export' });
    // The browser downloads it itself, the session's cookie authenticating the request.
    expect(exportLink).toHaveAttribute('href', '/api/v1/admin/users.csv');
    expect(exportLink).toHaveAttribute('download', 'users.csv');
    const subscribers = screen.getByRole('link', { name: 'Newsletter Subscribers' });
    expect(subscribers).toHaveAttribute('href', '/api/v1/admin/newsletter-subscribers.csv');
    expect(subscribers).toHaveAttribute('download', 'newsletter-subscribers.csv');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/en/admin/users/add');
  });

  it('speaks Chinese under /zh-hans, role names included', async () => {
    renderUsers({ route: '/zh-hans/admin/users', lang: 'zh-hans' });
    const users = await screen.findByRole('table', { name: '用户' });
    expect(await within(users).findByText('会员、高级会员')).toBeInTheDocument();
    expect(within(users).getByRole('button', { name: '解锁 ann@example.com' })).toHaveTextContent('已锁定');
    expect(within(users).getByText('已停用')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '搜索用户' })).toBeInTheDocument();
    expect(screen.getByText('第 1 – 2 条，共 2 条')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '导出' })).toHaveAttribute('href', '/api/v1/admin/users.csv');
    expect(screen.getByRole('link', { name: '添加用户' })).toHaveAttribute('href', '/zh-hans/admin/users/add');
  });
});
