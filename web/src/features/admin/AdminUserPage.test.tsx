import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/api-mock';
import { signedInMember } from '@/test/render';
import { ann, renderUser } from './test-user-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const lost = () => screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' });

describe('AdminUserPage', () => {
  it('shows the account, its companies and its audit log on the profile tab', async () => {
    renderUser();
    expect(await screen.findByText('Ann Lee · ann@example.com')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Profile', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Password',
      'Roles',
      'Watchlist',
      'Portfolio',
      'Saved Blends',
      'Logs',
    ]);
    expect(screen.getByText('+1 312-555-0123')).toBeInTheDocument();
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.getByText('Not locked')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Companies managed').nextElementSibling).toHaveTextContent('2');

    const audit = screen.getByRole('table', { name: 'Audit Log' });
    const rows = within(audit).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual(['Role removed', 'Role added']);
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]).toHaveTextContent('Member Plus');
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/en/admin/users');
  });

  it('unlocks a locked-out account from the profile tab', async () => {
    const user = userEvent.setup();
    const api = renderUser({
      routes: {
        'GET /admin/users/11': () => json(200, { ...ann, lockoutEndUtc: '2099-01-01T00:15:00Z' }),
        'POST /admin/users/11/unlock': () => json(200, ann),
      },
    });
    expect(await screen.findByText(/^Locked out until .*2099/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('User unlocked')).toBeInTheDocument();
    expect(await screen.findByText('Not locked')).toBeInTheDocument();
    expect(api.sent('POST /admin/users/11/unlock')).toHaveLength(1);
  });

  it('grants and takes roles, one box each, saying Roles updated', async () => {
    const user = userEvent.setup();
    const api = renderUser({
      route: '/en/admin/users/11/roles',
      routes: {
        'PUT /admin/users/11/roles/7': () => json(200, { ...ann, roleNames: ['Member', 'Member Plus'] }),
        'DELETE /admin/users/11/roles/7': () => json(200, ann),
      },
    });
    const plus = await screen.findByRole('checkbox', { name: 'Member Plus' });
    expect(screen.getByRole('tab', { name: 'Roles', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Member' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).not.toBeChecked();
    // The suspension is Suspend / Reinstate, not a box.
    expect(screen.queryByRole('checkbox', { name: 'Member Limited Access' })).not.toBeInTheDocument();
    expect(plus).not.toBeChecked();

    await user.click(plus);
    expect(await screen.findByText('Roles updated')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Member Plus', checked: true })).toBeInTheDocument();
    expect(api.sent('PUT /admin/users/11/roles/7')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'Member Plus' }));
    expect(await screen.findByRole('checkbox', { name: 'Member Plus', checked: false })).toBeInTheDocument();
    expect(api.sent('DELETE /admin/users/11/roles/7')).toHaveLength(1);
  });

  it('suspends and reinstates after a confirmation', async () => {
    const user = userEvent.setup();
    const suspended = { ...ann, roleNames: ['Member', 'Member Limited Access'], suspended: true };
    const api = renderUser({
      route: '/en/admin/users/11/roles',
      routes: {
        'PUT /admin/users/11/roles/5': () => json(200, suspended),
        'DELETE /admin/users/11/roles/5': () => json(200, ann),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Suspend ann@example.com? They will be refused at sign-in until reinstated.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(screen.getByText(/This account is suspended/)).toBeInTheDocument();
    expect(screen.getByText('Roles updated')).toBeInTheDocument();
    expect(api.sent('PUT /admin/users/11/roles/5')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reinstate' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Suspend' })).toBeInTheDocument();
    expect(api.sent('DELETE /admin/users/11/roles/5')).toHaveLength(1);
  });

  it("keeps the administrator's own Administrator role, suspension and deletion out of reach", async () => {
    renderUser({ route: '/en/admin/users/1/roles' });
    const admin = await screen.findByRole('checkbox', { name: 'Administrator' });
    expect(admin).toBeChecked();
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription('You cannot remove your own Administrator role.');
    expect(screen.getByRole('checkbox', { name: 'Member Plus' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByText('You cannot suspend or delete your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete User' })).not.toBeInTheDocument();
  });

  it("says why the server refused a role change and shows the record it has", async () => {
    const user = userEvent.setup();
    renderUser({
      route: '/en/admin/users/11/roles',
      routes: { 'PUT /admin/users/11/roles/7': () => json(403, { code: 'own_account', message: 'no' }) },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Member Plus' }));
    expect(await screen.findByText('You cannot suspend or delete your own account.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Member Plus' })).not.toBeChecked();
  });

  it('deletes the user after the spec confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const api = renderUser({ routes: { 'DELETE /admin/users/11': () => json(204) } });
    await user.click(await screen.findByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/admin/users');
    expect(screen.getByText('User removed')).toBeInTheDocument();
    expect(api.sent('DELETE /admin/users/11')).toHaveLength(1);
  });

  it('is the lost page for a tab that does not exist', async () => {
    const api = renderUser({ route: '/en/admin/users/11/history' });
    expect(await lost()).toBeInTheDocument();
    expect(api.sent('GET /admin/users/11')).toHaveLength(0);
  });

  it('is the lost page for an id that is not a number', async () => {
    const api = renderUser({ route: '/en/admin/users/abc' });
    expect(await lost()).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('is the lost page for an account that does not exist', async () => {
    renderUser({ route: '/en/admin/users/99' });
    expect(await lost()).toBeInTheDocument();
  });

  it('is the lost page for a member who is not an administrator', async () => {
    const api = renderUser({ session: signedInMember });
    expect(await lost()).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderUser({ route: '/zh-hans/admin/users/11', lang: 'zh-hans' });
    expect(await screen.findByRole('tab', { name: '资料', selected: true })).toBeInTheDocument();
    const audit = screen.getByRole('table', { name: '审计日志' });
    expect(await within(audit).findAllByText('高级会员')).toHaveLength(2);
    expect(within(audit).getByText('移除角色')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '删除用户' })).toBeInTheDocument();
  });
});
