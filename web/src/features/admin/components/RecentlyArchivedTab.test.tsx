import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin } from '@/test/render';
import { AdminPage } from '@/features/admin/AdminPage';
import type { AdminProgram } from '@/features/admin/api/programs';

function archived(programId: number, programName: string, groupName: string, dateArchived: string): AdminProgram {
  const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');
  return {
    programId,
    programUri: slug(programName),
    programName,
    programStatusId: 3,
    groupId: programId * 10,
    groupUri: slug(groupName),
    groupName,
    groupStatusId: 1,
    dateCreated: '2024-03-01T09:00:00Z',
    dateArchived,
    platformIds: [1],
  };
}

const alpha = archived(31, 'Alpha Trend', 'Alpha Capital', '2026-02-03T19:00:00Z');
const beta = archived(41, 'Beta Macro', 'Beta Partners', '2025-10-01T19:00:00Z');

/** The tab's request on 2026-02-10: archived since 2025-10-01, newest archived first, 100 rows. */
const listPath =
  'GET /admin/programs?filterByProgramStatusIds=3&filterByDateArchivedStart=2025-10-01&sortBy=dateArchived&orderBy=DESC&pageSize=100&pageNumber=1';

beforeEach(() => {
  // Only the calendar is fixed: the dialog's and the query's timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 1, 10, 12));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderArchived({
  lang = 'en',
  routes = {},
}: { lang?: Lang; routes?: Record<string, (request: MockRequest) => Response> } = {}) {
  const api = mockApi({ [listPath]: () => json(200, { items: [alpha, beta], totalCount: 2 }), ...routes });
  renderWithProviders(<ScreenAt path={`/${lang}/admin/:tab?/:id?`} screen={<AdminPage pendingTab={null} />} />, {
    route: `/${lang}/admin/recently-archived`,
    session: signedInAdmin,
    lang,
  });
  return api;
}

const table = () => screen.findByRole('table', { name: 'Recently Archived Programs' });

describe('RecentlyArchivedTab', () => {
  it('lists the programs archived since the first day of the month four months back, newest first', async () => {
    const api = renderArchived();
    const programs = await table();
    expect(screen.getByRole('tab', { name: 'Recently Archived', selected: true })).toBeInTheDocument();
    expect((await within(programs).findAllByRole('rowheader')).map((cell) => cell.textContent)).toEqual([
      'Alpha Trend',
      'Beta Macro',
    ]);
    expect(within(programs).getByRole('link', { name: 'Alpha Trend' })).toHaveAttribute(
      'href',
      '/en/groups/alpha-capital/programs/alpha-trend',
    );
    expect(within(programs).getByRole('link', { name: 'Alpha Capital' })).toHaveAttribute('href', '/en/groups/alpha-capital');
    const alphaRow = within(programs).getByRole('rowheader', { name: 'Alpha Trend' }).closest('tr');
    if (!alphaRow) throw new Error('no row');
    expect(within(alphaRow).getByText('2026-02-03')).toBeInTheDocument();
    expect(within(programs).getByRole('columnheader', { name: 'Archived' })).toBeInTheDocument();
    expect(screen.getByText('1 – 2 of 2')).toBeInTheDocument();
    expect(api.sent(listPath)).toHaveLength(1);
    // Nothing here is sorted by the reader: the list is always the newest archived first.
    expect(within(programs).queryAllByRole('button', { name: /^(Program|Company|Archived)$/ })).toHaveLength(0);
  });

  it('says so when nothing was archived in the window', async () => {
    renderArchived({ routes: { [listPath]: () => json(200, { items: [], totalCount: 0 }) } });
    const programs = await table();
    expect(await within(programs).findByText('No data available in table')).toBeInTheDocument();
  });

  it('removes a program after the confirmation and refreshes the list', async () => {
    const user = userEvent.setup();
    let listed = [alpha, beta];
    const api = renderArchived({
      routes: {
        [listPath]: () => json(200, { items: listed, totalCount: listed.length }),
        'DELETE /groups/alpha-capital/programs/alpha-trend': () => {
          listed = [beta];
          return json(204);
        },
      },
    });
    const programs = await table();
    await user.click(await within(programs).findByRole('button', { name: 'Remove Alpha Trend' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.sent('DELETE /groups/alpha-capital/programs/alpha-trend')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(programs).getByRole('button', { name: 'Remove Alpha Trend' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Alpha Trend removed')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(programs).queryByRole('rowheader', { name: 'Alpha Trend' })).not.toBeInTheDocument();
    });
    expect(within(programs).getByRole('rowheader', { name: 'Beta Macro' })).toBeInTheDocument();
    expect(api.sent('DELETE /groups/alpha-capital/programs/alpha-trend')).toHaveLength(1);
    expect(api.sent(listPath)).toHaveLength(2);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says why a removal was refused and shows the list as stored', async () => {
    const user = userEvent.setup();
    const api = renderArchived({
      routes: {
        'DELETE /groups/beta-partners/programs/beta-macro': () => json(404, { code: 'not_found', message: 'gone' }),
      },
    });
    const programs = await table();
    await user.click(await within(programs).findByRole('button', { name: 'Remove Beta Macro' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The requested item was not found.')).toBeInTheDocument();
    expect(within(programs).getByRole('rowheader', { name: 'Beta Macro' })).toBeInTheDocument();
    await waitFor(() => {
      expect(api.sent(listPath)).toHaveLength(2);
    });
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderArchived({ lang: 'zh-hans' });
    const programs = await screen.findByRole('table', { name: '最近归档的项目' });
    expect(await within(programs).findByRole('button', { name: '删除 Alpha Trend' })).toHaveTextContent('删除');
    expect(within(programs).getByRole('columnheader', { name: '归档日期' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '最近归档', selected: true })).toBeInTheDocument();
  });
});
