import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { AdminUserAddPage } from './AdminUserAddPage';
import { countries, roles } from './test-user-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAdd({
  lang = 'en',
  session = signedInAdmin,
  create = () => json(201, { userId: 42 }),
}: { lang?: Lang; session?: SignedInSession; create?: (request: MockRequest) => Response } = {}) {
  const api = mockApi({
    'GET /roles': () => json(200, roles),
    'GET /countries': () => json(200, countries),
    'POST /admin/users': create,
  });
  renderWithProviders(<ScreenAt path={`/${lang}/admin/users/add`} screen={<AdminUserAddPage />} />, {
    route: `/${lang}/admin/users/add`,
    session,
    lang,
  });
  return api;
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));

async function fillForm(user: UserEvent) {
  await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'jo@example.com');
  await user.type(input('Password'), 'Secret12');
  await user.type(input('Confirm Password'), 'Secret12');
  await user.type(input('First Name'), 'Jo');
  await user.type(input('Last Name'), 'Lee');
  await user.type(input('Phone'), '312-555-0100');
}

describe('AdminUserAddPage', () => {
  it('offers the roles, Member ticked and Administrator among them, but not the suspension', async () => {
    renderAdd();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Member' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Member Plus' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Member Limited Access' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('US');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/en/admin/users');
  });

  it("says what is missing by the spec's rules and sends nothing", async () => {
    const user = userEvent.setup();
    const api = renderAdd();
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Required');
    expect(input('Password')).toHaveAccessibleDescription('Please enter a password');
    expect(input('Confirm Password')).toHaveAccessibleDescription('Required');
    expect(input('First Name')).toHaveAccessibleDescription('Required');
    expect(input('Phone')).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jo@');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription('Please enter a valid email address');
    await user.type(input('Password'), 'secret');
    expect(input('Password')).toHaveAccessibleDescription('Must include a mixture of uppercase and lowercase letters');
    await user.type(input('Confirm Password'), 'other');
    expect(input('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(api.sent('POST /admin/users')).toHaveLength(0);
  });

  it("adds the user with the ticked roles, says User added and opens the user's page", async () => {
    const user = userEvent.setup();
    const api = renderAdd();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'Administrator' }));
    await user.click(screen.getByRole('button', { name: 'Add User' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/en/admin/users/42');
    expect(screen.getByText('User added')).toBeInTheDocument();
    expect(api.sent('POST /admin/users').map((request) => request.body)).toEqual([
      {
        email: 'jo@example.com',
        password: 'Secret12',
        confirmPassword: 'Secret12',
        roleIds: [1, 3],
        profile: expect.objectContaining({
          firstName: 'Jo',
          lastName: 'Lee',
          phonePrefix: '+1',
          phone: '312-555-0100',
          country: 'US',
          language: 'en',
        }) as unknown,
      },
    ]);
  });

  it('shows an address another account has at the email field', async () => {
    const user = userEvent.setup();
    renderAdd({ create: () => json(409, { code: 'email_taken', message: 'taken' }) });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'An account with this email already exists.',
      );
    });
    expect(screen.queryByText('User added')).not.toBeInTheDocument();
  });

  it("shows the server's field errors at their fields, profile ones included", async () => {
    const user = userEvent.setup();
    renderAdd({
      create: () =>
        json(422, {
          code: 'validation_failed',
          message: 'no',
          fields: { 'profile.phone': 'invalidPhone', 'profile.lastName': 'tooLong' },
        }),
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    await waitFor(() => {
      expect(input('Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
    });
    expect(input('Last Name')).toHaveAccessibleDescription('This is too long');
  });

  it('is the lost page for a member who is not an administrator', async () => {
    const api = renderAdd({ session: signedInMember });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Chinese under /zh-hans, starting in China', async () => {
    renderAdd({ lang: 'zh-hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '添加用户' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: '会员' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: '管理员' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^国家/ })).toHaveValue('CN');
    expect(screen.getByRole('button', { name: '添加用户' })).toBeInTheDocument();
  });
});
