import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { AdminPage } from './AdminPage';

const platformManager: SignedInSession = {
  ...signedInMember,
  email: 'platform@example.com',
  roles: ['Member', 'Platform Manager'],
  isPlatformAdmin: true,
};
const adminAndPlatformManager: SignedInSession = { ...signedInAdmin, isPlatformAdmin: true };

/** All Programs' unfiltered first page: whether it has rows decides whether the tab is shown. */
const allProgramsPath = 'GET /admin/programs?sortBy=programName&orderBy=ASC&pageSize=25&pageNumber=1';
const usersPath = 'GET /admin/users?sortBy=dateCreated&orderBy=DESC&pageSize=10&pageNumber=1';

const program = {
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
  platformIds: [1],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAdmin(
  session: SignedInSession,
  route = '/en/admin',
  { programCount = 1, routes = {} }: { programCount?: number; routes?: Record<string, (request: MockRequest) => Response> } = {},
) {
  const api = mockApi({
    'GET /reference': () => json(200, { platforms: [], programStatuses: [] }),
    'GET /roles': () => json(200, []),
    [usersPath]: () => json(200, { items: [], totalCount: 0 }),
    [allProgramsPath]: () => json(200, { items: programCount === 0 ? [] : [program], totalCount: programCount }),
    ...routes,
  });
  renderWithProviders(
    <>
      <ScreenAt path="/en/admin/:tab?/:id?" screen={<AdminPage pendingTab={<p>pending tab</p>} />} />
      <CurrentLocation />
    </>,
    { route, session },
  );
  return api;
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
const lost = () => screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' });

describe('AdminPage tabs by role', () => {
  it('shows a platform manager only All Programs, and opens on it', async () => {
    renderAdmin(platformManager);
    expect(await screen.findByRole('tab', { name: 'All Programs', selected: true })).toBeInTheDocument();
    expect(tabNames()).toEqual(['All Programs']);
    expect(await screen.findByRole('table', { name: 'All Programs' })).toBeInTheDocument();
  });

  it('keeps the administrators’ tabs from a platform manager', async () => {
    const api = renderAdmin(platformManager, '/en/admin/users');
    expect(await lost()).toBeInTheDocument();
    expect(api.sent(usersPath)).toHaveLength(0);
    cleanup();
    renderAdmin(platformManager, '/en/admin/recently-archived');
    expect(await lost()).toBeInTheDocument();
  });

  it('shows an administrator who is also a platform manager every tab, from Users', async () => {
    const user = userEvent.setup();
    renderAdmin(adminAndPlatformManager);
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'All Programs' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Users', 'CTAs', 'Pending', 'Recently Archived', 'All Programs', 'Exchange Rates', 'Inquiries']);
    await user.click(screen.getByRole('tab', { name: 'All Programs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/all-programs');
    expect(await screen.findByRole('table', { name: 'All Programs' })).toBeInTheDocument();
  });

  it('shows an administrator who is not a platform manager no All Programs, and asks nothing about it', async () => {
    const api = renderAdmin(signedInAdmin);
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Users', 'CTAs', 'Pending', 'Recently Archived', 'Exchange Rates', 'Inquiries']);
    expect(api.sent(allProgramsPath)).toHaveLength(0);
    cleanup();
    renderAdmin(signedInAdmin, '/en/admin/all-programs');
    expect(await lost()).toBeInTheDocument();
  });

  it('hides All Programs while it has no program', async () => {
    renderAdmin(adminAndPlatformManager, '/en/admin', { programCount: 0 });
    expect(await screen.findByRole('tab', { name: 'Users', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    expect(tabNames()).toEqual(['Users', 'CTAs', 'Pending', 'Recently Archived', 'Exchange Rates', 'Inquiries']);
    cleanup();

    renderAdmin(platformManager, '/en/admin', { programCount: 0 });
    expect(await screen.findByText('There are no programs to manage yet.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    cleanup();

    renderAdmin(platformManager, '/en/admin/all-programs', { programCount: 0 });
    expect(await lost()).toBeInTheDocument();
  });

  it('shows All Programs when whether it has programs cannot be told, and lets the tab say why', async () => {
    const api = renderAdmin(platformManager, '/en/admin', {
      routes: { [allProgramsPath]: () => json(500, { code: 'internal_error', message: 'down' }) },
    });
    expect(await screen.findByRole('tab', { name: 'All Programs', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Something went wrong…')).toBeInTheDocument();
    // The page's request and the tab's one retry, no more.
    expect(api.sent(allProgramsPath)).toHaveLength(2);
  });

  it('is not found for a member who is neither', async () => {
    const api = renderAdmin(signedInMember);
    expect(await lost()).toBeInTheDocument();
    expect(api.sent(allProgramsPath)).toHaveLength(0);
  });
});
