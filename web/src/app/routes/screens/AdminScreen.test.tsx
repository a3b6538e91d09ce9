import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { AdminScreen } from './AdminScreen';

const pending = {
  groups: [
    { groupId: 12, groupUri: 'beta-capital', groupName: 'Beta Capital', dateCreated: '2026-11-20T09:00:00Z' },
    { groupId: 13, groupUri: 'gamma', groupName: 'Gamma Trading', dateCreated: '2026-11-21T09:00:00Z' },
  ],
  programs: [
    {
      programId: 31,
      programUri: 'beta-trend',
      programName: 'Beta Trend',
      groupUri: 'beta-capital',
      groupName: 'Beta Capital',
      groupStatusId: 2,
      dateCreated: '2026-11-20T10:00:00Z',
    },
    {
      programId: 41,
      programUri: 'delta-macro',
      programName: 'Delta Macro',
      groupUri: 'delta',
      groupName: 'Delta Partners',
      groupStatusId: 1,
      dateCreated: '2026-11-22T10:00:00Z',
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAdmin({
  route = '/en/admin/pending-programs',
  session = signedInAdmin,
  lang = 'en',
  routes = {},
}: {
  route?: string;
  session?: SignedInSession;
  lang?: Lang;
  routes?: Record<string, (request: MockRequest) => Response>;
} = {}) {
  const api = mockApi({ 'GET /admin/pending': () => json(200, pending), ...routes });
  renderWithProviders(<ScreenAt path={`/${lang}/admin/:tab?/:id?`} screen={<AdminScreen />} />, { route, session, lang });
  return api;
}

describe('AdminPage', () => {
  it('lists the pending companies and programs, oldest first, with their companies', async () => {
    renderAdmin();
    const groups = await screen.findByRole('table', { name: 'Pending CTAs' });
    const groupRows = await within(groups).findAllByRole('rowheader');
    expect(groupRows.map((row) => row.textContent)).toEqual(['Beta Capital', 'Gamma Trading']);
    expect(within(groups).getByRole('link', { name: 'Beta Capital' })).toHaveAttribute('href', '/en/groups/beta-capital');
    expect(within(groups).getByText('2026-11-20')).toBeInTheDocument();

    const programs = screen.getByRole('table', { name: 'Pending Programs' });
    expect(within(programs).getByRole('link', { name: 'Beta Trend' })).toHaveAttribute(
      'href',
      '/en/groups/beta-capital/programs/beta-trend',
    );
    // A program of a company that is itself still pending says so.
    const betaRow = within(programs).getByRole('rowheader', { name: 'Beta Trend' }).closest('tr');
    expect(betaRow && within(betaRow).getByText('Pending')).toBeInTheDocument();
    const deltaRow = within(programs).getByRole('rowheader', { name: 'Delta Macro' }).closest('tr');
    expect(deltaRow && within(deltaRow).queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending', selected: true })).toBeInTheDocument();
  });

  it('activates a company: its row leaves the list and the toast links to its profile', async () => {
    const user = userEvent.setup();
    let remaining = pending;
    const api = renderAdmin({
      routes: {
        'GET /admin/pending': () => json(200, remaining),
        'PATCH /groups/beta-capital/status': () => {
          remaining = { ...pending, groups: pending.groups.slice(1) };
          return json(200, {});
        },
      },
    });
    const groups = await screen.findByRole('table', { name: 'Pending CTAs' });
    await user.click(await within(groups).findByRole('button', { name: 'Activate Beta Capital' }));

    expect(await screen.findByText('Group activated!')).toBeInTheDocument();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByRole('link', { name: 'View Beta Capital' })).toHaveAttribute('href', '/en/groups/beta-capital');
    expect(within(groups).queryByRole('rowheader', { name: 'Beta Capital' })).not.toBeInTheDocument();
    expect(within(groups).getByRole('rowheader', { name: 'Gamma Trading' })).toBeInTheDocument();
    expect(api.sent('PATCH /groups/beta-capital/status')[0]?.body).toEqual({ groupStatusId: 1, expectedStatusId: 2 });
  });

  it('activates a program: its row leaves the list and the toast links to it', async () => {
    const user = userEvent.setup();
    let remaining = pending;
    const api = renderAdmin({
      routes: {
        'GET /admin/pending': () => json(200, remaining),
        'PATCH /groups/delta/programs/delta-macro/status': () => {
          remaining = { ...pending, programs: pending.programs.slice(0, 1) };
          return json(200, {});
        },
      },
    });
    const programs = await screen.findByRole('table', { name: 'Pending Programs' });
    await user.click(await within(programs).findByRole('button', { name: 'Activate Delta Macro' }));

    expect(await screen.findByText('Program activated!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Delta Macro' })).toHaveAttribute('href', '/en/groups/delta/programs/delta-macro');
    expect(within(programs).queryByRole('rowheader', { name: 'Delta Macro' })).not.toBeInTheDocument();
    expect(api.sent('PATCH /groups/delta/programs/delta-macro/status')[0]?.body).toEqual({ programStatusId: 1, expectedStatusId: 2 });
  });

  it('keeps the row and says why when the activation is refused', async () => {
    const user = userEvent.setup();
    renderAdmin({ routes: { 'PATCH /groups/gamma/status': () => json(404, { code: 'not_found', message: 'gone' }) } });
    const groups = await screen.findByRole('table', { name: 'Pending CTAs' });
    await user.click(await within(groups).findByRole('button', { name: 'Activate Gamma Trading' }));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
    expect(within(groups).getByRole('rowheader', { name: 'Gamma Trading' })).toBeInTheDocument();
  });

  it('opens on the users, shows the CTAs tab, and offers All Programs to Platform Managers only', async () => {
    renderAdmin({
      route: '/en/admin',
      routes: {
        'GET /roles': () => json(200, []),
        'GET /admin/users?sortBy=dateCreated&orderBy=DESC&pageSize=10&pageNumber=1': () =>
          json(200, { items: [], totalCount: 0 }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'All Programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Pending CTAs' })).not.toBeInTheDocument();

    cleanup();
    renderAdmin({
      route: '/en/admin/groups',
      routes: {
        'GET /admin/groups?sortBy=dateCreated&orderBy=DESC&pageSize=10&pageNumber=1': () => json(200, { items: [], totalCount: 0 }),
      },
    });
    expect(await screen.findByRole('tab', { name: 'CTAs', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No data available in table')).toBeInTheDocument();
  });

  it('shows All Programs to an administrator who is also a Platform Manager', async () => {
    renderAdmin({ route: '/en/admin/all-programs', session: { ...signedInAdmin, isPlatformAdmin: true } });
    expect(await screen.findByRole('tab', { name: 'All Programs', selected: true })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to log in and back', async () => {
    renderWithProviders(<ScreenAt path="/en/admin/:tab?/:id?" screen={<AdminScreen />} />, { route: '/en/admin/pending-programs' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/login?redirect=%2Fadmin%2Fpending-programs');
  });

  it('is not found for a member who is not an administrator', async () => {
    const api = renderAdmin({ session: signedInMember });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(api.sent('GET /admin/pending')).toHaveLength(0);
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderAdmin({ route: '/zh-hans/admin/pending-programs', lang: 'zh-hans' });
    expect(await screen.findByRole('table', { name: '待审核的 CTA 公司' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '激活 Beta Capital' })).toBeInTheDocument();
  });
});
