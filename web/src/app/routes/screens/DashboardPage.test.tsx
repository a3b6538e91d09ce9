import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import type { Session } from '@/lib/session';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { DashboardPage } from './DashboardPage';

const item = (id: number, nameEn: string) => ({ id, code: String(id), nameEn, nameZh: '' });

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDashboard(route: string, session: Session = signedInMember) {
  return renderWithProviders(
    <ScreenAt path="/en/tools/dashboard/:tab?" screen={<DashboardPage />} />,
    { route, session },
  );
}

const listing = (programId: number, programName: string, programStatusId: number) => ({
  programId,
  programName,
  programUri: programName.toLowerCase().replace(/ /g, '-'),
  groupId: 4,
  groupName: 'Alpha Capital',
  groupUri: 'alpha-capital',
  programStatusId,
});

describe('DashboardPage', () => {
  it('sends visitors who are not signed in to the login page and back', () => {
    renderDashboard('/en/tools/dashboard/portfolio', { status: 'anonymous' });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?redirect=%2Ftools%2Fdashboard%2Fportfolio');
  });

  it('opens on the watchlist and moves between tabs by URL', async () => {
    mockApi({
      'GET /me/watchlist': () => json(200, { items: [] }),
      'GET /me/portfolio': () => json(200, { portfolioId: null, portfolioName: 'My Portfolio', items: [] }),
    });
    renderDashboard('/en/tools/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Watchlist' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'My Programs' })).not.toBeInTheDocument();
    expect(await screen.findByText('No programs in watchlist.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Portfolio' }));
    expect(await screen.findByText('No programs in portfolio.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit My Profile' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/en/contact-us');
    expect(screen.queryByRole('link', { name: 'Add Your CTA' })).not.toBeInTheDocument();
  });

  it('offers Add Your CTA to a CTA Manager without a company', () => {
    mockApi({ 'GET /me/watchlist': () => json(200, { items: [] }) });
    renderDashboard('/en/tools/dashboard', { ...signedInMember, roles: ['Member', 'CTA Manager'] });
    expect(screen.getByRole('link', { name: 'Add Your CTA' })).toHaveAttribute('href', '/en/tools/add-cta');
  });

  it("lists a manager's company programs with their status and an Add Program button", async () => {
    mockApi({
      'GET /me/groups': () =>
        json(200, { items: [{ groupId: 4, groupUri: 'alpha-capital', groupName: 'Alpha Capital', groupStatusId: 1 }] }),
      'GET /groups/alpha-capital/programs?includeArchived=true': () =>
        json(200, { items: [listing(1, 'Alpha Trend', 1), listing(2, 'Alpha Pending', 2)], visits: { '1': 3 } }),
      'GET /reference': () => json(200, { programStatuses: [item(1, 'Active'), item(2, 'Pending')] }),
    });
    renderDashboard('/en/tools/dashboard/programs', { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] });
    const table = await screen.findByRole('table', { name: 'Alpha Capital' });
    expect(await within(table).findByText('Pending')).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Alpha Pending' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Program' })).toHaveAttribute('href', '/en/groups/alpha-capital/add-program');
  });
});
