import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import type { ProgramDetail, ViewLogPage } from '@/features/programs/api/program';
import { ViewLogTab } from './ViewLogTab';

const viewLog: ViewLogPage = {
  items: [
    {
      userId: 4,
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '+1 312-555-0123',
      dateCreated: '2026-11-22T09:00:00Z',
    },
    { userId: 5, firstName: '', lastName: '', email: 'bo@example.com', phone: '', dateCreated: '2026-11-21T10:00:00Z' },
    { userId: null, firstName: '', lastName: '', email: '', phone: '', dateCreated: '2026-11-21T09:00:00Z' },
  ],
  totalCount: 3,
};

// The tab reads nothing of the program but its id.
const program = { programId: 7 } as ProgramDetail;

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderLog(session: Session) {
  mockApi({ 'GET /programs/7/views?pageNumber=1&pageSize=25&orderBy=DESC': () => json(200, viewLog) });
  renderWithProviders(<ViewLogTab program={program} />, { session });
  const log = await screen.findByRole('table', { name: 'View Log' });
  await within(log).findByText('ann@example.com');
  return log;
}

describe('ViewLogTab', () => {
  it("links a signed-in viewer's name to their user page for administrators", async () => {
    const log = await renderLog(signedInAdmin);
    expect(within(log).getByRole('link', { name: 'Ann Lee' })).toHaveAttribute('href', '/en/admin/users/4');
    // Without a name, the viewer is named by their email.
    expect(within(log).getByRole('link', { name: 'bo@example.com' })).toHaveAttribute('href', '/en/admin/users/5');
    expect(within(log).getByText('Visitor')).not.toHaveAttribute('href');
    expect(within(log).getAllByRole('link')).toHaveLength(2);
  });

  it("names the viewers without links for a company's managers", async () => {
    const log = await renderLog({ ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [3] });
    expect(within(log).getByText('Ann Lee')).toBeInTheDocument();
    expect(within(log).queryByRole('link')).not.toBeInTheDocument();
  });
});
