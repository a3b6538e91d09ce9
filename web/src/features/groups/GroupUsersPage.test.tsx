import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { GroupUsersPage } from './GroupUsersPage';

const group = {
  groupId: 4,
  groupUri: 'acme',
  groupName: 'Acme Capital',
  webUrl: null,
  descriptionLong: '',
  groupStatusId: 1,
  country: 'US',
  dateCreated: '2026-01-01T00:00:00Z',
  groupTypeIds: [],
  memberships: [],
  contacts: [],
  logoUrl: null,
  canEdit: true,
};

const casey = { userId: 7, email: 'casey@example.com', firstName: 'Casey', lastName: 'Manager' };
const noa = { userId: 9, email: 'noa@example.com', firstName: 'Noa', lastName: 'Newcomer' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderUsers({
  session = signedInAdmin,
  lang = 'en',
  add = () => json(201, noa),
}: { session?: SignedInSession; lang?: Lang; add?: (request: MockRequest) => Response } = {}) {
  const api = mockApi({
    'GET /groups/acme': () => json(200, group),
    'GET /groups/acme/administrators': () => json(200, { items: [casey] }),
    'POST /groups/acme/administrators': add,
    'DELETE /groups/acme/administrators/7': () => json(204),
  });
  renderWithProviders(<ScreenAt path={`/${lang}/groups/:groupUri/users`} screen={<GroupUsersPage />} />, {
    route: `/${lang}/groups/acme/users`,
    session,
    lang,
  });
  return api;
}

describe('GroupUsersPage', () => {
  it("lists the company's CTA managers and adds one by email", async () => {
    const user = userEvent.setup();
    const api = renderUsers();
    const table = await screen.findByRole('table', { name: 'CTA Managers' });
    expect(await within(table).findByRole('rowheader', { name: 'Casey Manager' })).toBeInTheDocument();
    expect(screen.getByText('Acme Capital')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Email of the user to add/ }), ' noa@example.com ');
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByText('User added')).toBeInTheDocument();
    expect(api.sent('POST /groups/acme/administrators')[0]?.body).toEqual({ email: 'noa@example.com' });
    expect(within(table).getByRole('rowheader', { name: 'Noa Newcomer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email of the user to add/ })).toHaveValue('');
  });

  it('checks the email before sending it', async () => {
    const user = userEvent.setup();
    const api = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('textbox', { name: /Email of the user to add/ })).toHaveAccessibleDescription(/Required/);
    await user.type(screen.getByRole('textbox', { name: /Email of the user to add/ }), 'noa');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('textbox', { name: /Email of the user to add/ })).toHaveAccessibleDescription(
      /Please enter a valid email address/,
    );
    expect(api.sent('POST /groups/acme/administrators')).toHaveLength(0);
  });

  it('says so on the field when no account has the email or it already manages the company', async () => {
    const user = userEvent.setup();
    let answer = json(422, { code: 'validation_failed', message: 'email userNotFound', fields: { email: 'userNotFound' } });
    renderUsers({ add: () => answer });
    const email = await screen.findByRole('textbox', { name: /Email of the user to add/ });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('No account found associated with this email.')).toBeInTheDocument();

    answer = json(409, { code: 'duplicate', message: 'already a manager' });
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByText('This user already manages this company.')).toBeInTheDocument();
    expect(screen.queryByText('User added')).not.toBeInTheDocument();
  });

  it('asks before removing a user from the company, and keeps them when the answer is No', async () => {
    const user = userEvent.setup();
    const api = renderUsers();
    await user.click(await screen.findByRole('button', { name: 'Remove casey@example.com' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to remove this user from Acme Capital?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.sent('DELETE /groups/acme/administrators/7')).toHaveLength(0);
    expect(screen.getByRole('rowheader', { name: 'Casey Manager' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove casey@example.com' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
    expect(api.sent('DELETE /groups/acme/administrators/7')).toHaveLength(1);
    expect(screen.queryByRole('rowheader', { name: 'Casey Manager' })).not.toBeInTheDocument();
    expect(screen.getByText('No users found')).toBeInTheDocument();
  });

  it('is not found for anyone but administrators, the company’s own managers included', async () => {
    const api = renderUsers({ session: { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(api.sent('GET /groups/acme/administrators')).toHaveLength(0);
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderUsers({ lang: 'zh-hans' });
    expect(await screen.findByRole('table', { name: 'CTA 经理' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加用户' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('公司用户');
  });
});
