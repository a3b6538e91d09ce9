import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { GroupPage } from './GroupPage';

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });

const pendingGroup = {
  groupId: 12,
  groupUri: 'beta-capital',
  groupName: 'Beta Capital',
  webUrl: 'http://beta.example.com',
  descriptionLong: 'Systematic macro.\nSince 2001.',
  groupStatusId: 2,
  country: 'US',
  dateCreated: '2026-11-22T09:00:00Z',
  groupTypeIds: [2],
  memberships: [{ membershipTypeId: 1, membershipUrl: null, title: 'NFA', info: '0123456' }],
  contacts: [
    {
      contactTypeId: 1,
      firstName: 'Ann',
      lastName: 'Lee',
      emailAddress: 'ann@beta.example.com',
      phoneDirect: '+1 312-555-0147',
      address1: '1 Main St',
      address2: null,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    },
  ],
  logoUrl: null,
  canEdit: true,
};

const listing = (programId: number, programName: string, programStatusId: number) => ({
  programId,
  programName,
  programUri: programName.toLowerCase().replace(/ /g, '-'),
  groupId: 12,
  groupName: 'Beta Capital',
  groupUri: 'beta-capital',
  programTypeId: 2,
  programStatusId,
  membershipStatusId: 2,
  isNew: false,
  dateApproved: null,
  dateArchived: null,
  dateInception: '2010-01-01',
  monthReturn: 0.01,
  dateReturn: 202610,
  ytdReturn: 0.1234,
  compoundReturn: null,
  maxDrawDown: -0.2,
  assets: 25_000_000,
  currency: 'USD',
  investmentMin: 100_000,
  sharpeRatio: 1,
  volatility: 0.1,
  correlationSp500: 0.1,
  fullYearReturn: 0.1,
  threeYearReturn: 0.3,
  fiveYearReturn: 0.5,
  past12Months: 0.1,
  returnCount: 12,
  recentReturns: [],
});

/** The company's audit log, which only administrators ask for. */
const auditPath = 'GET /admin/audit?subject=group&id=12';

const auditEntries = [
  {
    id: 3,
    actorUserId: 1,
    actorEmail: 'admin@example.com',
    action: 'statusChanged',
    oldValue: 'pending',
    newValue: 'active',
    createdAt: '2026-11-23T10:00:00Z',
  },
  {
    id: 2,
    actorUserId: 1,
    actorEmail: 'admin@example.com',
    action: 'administratorAdded',
    oldValue: null,
    newValue: 'ann@beta.example.com',
    createdAt: '2026-11-22T10:00:00Z',
  },
  {
    id: 1,
    actorUserId: null,
    actorEmail: 'gone@example.com',
    action: 'created',
    oldValue: null,
    newValue: 'Beta Capital',
    createdAt: '2026-11-22T09:00:00Z',
  },
];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderGroup(
  route: string,
  answer: () => Response,
  lang: 'en' | 'zh-hans' = 'en',
  session?: SignedInSession,
  extra: Record<string, (request: MockRequest) => Response> = {},
) {
  const api = mockApi({
    [auditPath]: () => json(200, { items: [] }),
    ...extra,
    'GET /groups/beta-capital': answer,
    'GET /groups/beta-capital/programs?includeArchived=false': () =>
      json(200, { items: [listing(1, 'Beta Trend', 1), listing(2, 'Beta New', 2)], visits: { '1': 7, '2': 0 } }),
    'GET /groups/beta-capital/programs?includeArchived=true': () =>
      json(200, { items: [listing(1, 'Beta Trend', 1), listing(3, 'Beta Old', 3)], visits: { '1': 7, '3': 2 } }),
    'GET /countries': () => json(200, [{ code: 'US', dialingPrefix: '+1' }]),
    'GET /reference': () =>
      json(200, {
        groupTypes: [item(1, 'Managed Forex Manager', ''), item(2, 'CTA', '商品交易顾问')],
        contactTypes: [item(1, 'Performance Manager', '业绩经理')],
        programTypes: [item(1, 'Index', '指数'), item(2, 'Fund', '基金'), item(3, 'Managed Account', '管理账户')],
        groupStatuses: [
          { id: 1, code: 'active', nameEn: 'Active', nameZh: '活跃' },
          { id: 2, code: 'pending', nameEn: 'Pending', nameZh: '待审核' },
        ],
      }),
  });
  renderWithProviders(<ScreenAt path="/:lang/groups/:groupUri" screen={<GroupPage />} />, { route, lang, session });
  return api;
}

describe('GroupPage', () => {
  it('shows a pending company to its manager with the badge and the welcome after registering', async () => {
    renderGroup('/en/groups/beta-capital?reg=cta', () => json(200, pendingGroup));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Capital' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Thank you for registering!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change Logo' })).toHaveAttribute('href', '/en/groups/beta-capital/logo');
    expect(screen.getByRole('link', { name: 'http://beta.example.com' })).toHaveAttribute('href', 'http://beta.example.com');
    expect(await screen.findByText('CTA')).toBeInTheDocument();
    expect(screen.getByText('0123456')).toBeInTheDocument();
  });

  it('greets no one without the registration query and shows an active company without a badge', async () => {
    renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1 }));
    await screen.findByRole('heading', { level: 1, name: 'Beta Capital' });
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for registering!')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('titles the tab with the company and describes the page with its description', async () => {
    renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1 }));
    await screen.findByRole('heading', { level: 1, name: 'Beta Capital' });
    expect(document.title).toBe('Beta Capital | CTA Atlas');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Systematic macro. Since 2001.');
  });

  it('shows the logo where the server serves it', async () => {
    const logoUrl = '/api/v1/groups/beta-capital/logo?v=0123456789abcdef';
    renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1, logoUrl }));
    expect(await screen.findByRole('img', { name: 'Logo of Beta Capital' })).toHaveAttribute('src', logoUrl);
  });

  it('names company types in Chinese on the Chinese site', async () => {
    renderGroup('/zh-hans/groups/beta-capital', () => json(200, pendingGroup), 'zh-hans');
    expect(await screen.findByText('商品交易顾问')).toBeInTheDocument();
  });

  it('shows the contacts and the programs with visits and status badges for its manager', async () => {
    renderGroup('/en/groups/beta-capital', () => json(200, pendingGroup));
    expect(await screen.findByRole('link', { name: 'ann@beta.example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@beta.example.com',
    );
    expect(screen.getByRole('link', { name: 'Edit Company' })).toHaveAttribute('href', '/en/groups/beta-capital/edit');
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).getByRole('link', { name: 'Beta Trend' })).toHaveAttribute(
      'href',
      '/en/groups/beta-capital/programs/beta-trend',
    );
    expect(within(table).getByRole('columnheader', { name: 'Visits' })).toBeInTheDocument();
    expect(within(table).getAllByText('12.34%')).toHaveLength(2);
    expect(within(table).getAllByText('Pending')).toHaveLength(1);
    expect(within(table).queryByText('Beta Old')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Show archived programs' }));
    expect(await within(table).findByText('Beta Old')).toBeInTheDocument();
    expect(within(table).getByText('Archived')).toBeInTheDocument();
  });

  it('offers its manager the edit, logo and add-program links but neither Activate nor Users', async () => {
    const manager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [12] };
    renderGroup('/en/groups/beta-capital', () => json(200, pendingGroup), 'en', manager);
    expect(await screen.findByRole('link', { name: 'Add Program' })).toHaveAttribute(
      'href',
      '/en/groups/beta-capital/add-program',
    );
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Programs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate Beta New' })).not.toBeInTheDocument();
  });

  it('lets an administrator activate a pending company: 5 s toast with a link to its profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    let status = 2;
    const api = renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: status }), 'en', signedInAdmin, {
      'PATCH /groups/beta-capital/status': () => {
        status = 1;
        return json(200, {});
      },
    });
    expect(await screen.findByRole('link', { name: 'Users' })).toHaveAttribute('href', '/en/groups/beta-capital/users');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Group activated!')).toBeInTheDocument();
    expect(within(toasts).getByRole('link', { name: 'View Beta Capital' })).toHaveAttribute('href', '/en/groups/beta-capital');
    expect(api.sent('PATCH /groups/beta-capital/status')[0]?.body).toEqual({ groupStatusId: 1, expectedStatusId: 2 });
    // The profile is read again: the company is active now, so badge and button go.
    await vi.waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    });
    expect(screen.queryByText('Pending', { selector: '.group-profile__actions *' })).not.toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(within(toasts).getByText('Group activated!')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1500);
    });
    expect(within(toasts).queryByText('Group activated!')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('lets an administrator activate a pending program from its row', async () => {
    const user = userEvent.setup();
    const api = renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1 }), 'en', signedInAdmin, {
      'PATCH /groups/beta-capital/programs/beta-new/status': () => json(200, {}),
    });
    const table = await screen.findByRole('table', { name: 'Programs' });
    expect(within(table).queryByRole('button', { name: 'Activate Beta Trend' })).not.toBeInTheDocument();
    await user.click(await within(table).findByRole('button', { name: 'Activate Beta New' }));
    expect(await screen.findByText('Program activated!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Beta New' })).toHaveAttribute('href', '/en/groups/beta-capital/programs/beta-new');
    expect(api.sent('PATCH /groups/beta-capital/programs/beta-new/status')[0]?.body).toEqual({ programStatusId: 1, expectedStatusId: 2 });
  });

  it('tells the administrator when activation fails', async () => {
    const user = userEvent.setup();
    renderGroup('/en/groups/beta-capital', () => json(200, pendingGroup), 'en', signedInAdmin, {
      'PATCH /groups/beta-capital/status': () => json(403, { code: 'forbidden_role', message: 'no' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Your account does not have the role needed to do this.')).toBeInTheDocument();
    expect(screen.queryByText('Group activated!')).not.toBeInTheDocument();
  });

  it('says the page does not exist when the server hides the company', async () => {
    renderGroup('/en/groups/beta-capital', () => json(404, { code: 'not_found', message: 'no such group' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it("shows an administrator the company's audit log, statuses named in the interface language", async () => {
    const api = renderGroup('/en/groups/beta-capital', () => json(200, { ...pendingGroup, groupStatusId: 1 }), 'en', signedInAdmin, {
      [auditPath]: () => json(200, { items: auditEntries }),
    });
    const audit = await screen.findByRole('table', { name: 'Audit Log' });
    await within(audit).findByText('Status changed');
    const rows = within(audit).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Status changed');
    expect(rows[1]).toHaveTextContent('Pending → Active');
    expect(rows[1]).toHaveTextContent('admin@example.com');
    expect(rows[2]).toHaveTextContent('Manager added');
    expect(rows[2]).toHaveTextContent('ann@beta.example.com');
    expect(rows[3]).toHaveTextContent('Company created');
    expect(rows[3]).toHaveTextContent('gone@example.com');
    expect(api.sent(auditPath)).toHaveLength(1);
  });

  it('tells an administrator when the company has no audit entries yet', async () => {
    renderGroup('/zh-hans/groups/beta-capital', () => json(200, pendingGroup), 'zh-hans', signedInAdmin);
    const audit = await screen.findByRole('table', { name: '审计日志' });
    expect(await within(audit).findByText('尚无管理变更记录。')).toBeInTheDocument();
  });

  it('shows no audit log to anyone but administrators, nor asks for it', async () => {
    const manager = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [12] };
    const api = renderGroup('/en/groups/beta-capital', () => json(200, pendingGroup), 'en', manager);
    expect(await screen.findByRole('table', { name: 'Programs' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Audit Log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit Log' })).not.toBeInTheDocument();
    expect(api.sent(auditPath)).toHaveLength(0);
  });
});
