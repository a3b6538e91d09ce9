import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { DeleteAccountSection } from './DeleteAccountSection';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The server's rule: the account goes only with the right password. */
function deleteAccount(password: unknown): Response {
  return password === 'Secret12'
    ? new Response(null, { status: 204 })
    : json(422, { code: 'validation_failed', message: 'no', fields: { password: 'currentPasswordInvalid' } });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Delete my account' }));
  return screen.getByRole('alertdialog', { name: 'Delete your account?' });
}

describe('Delete my account', () => {
  it('asks for the password, refuses a wrong one in place, and changes nothing', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /me/account-deletion': ({ body }) => deleteAccount((body as { password: string }).password),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DeleteAccountSection />, { session: signedInMember });
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText(/^Password/);
    expect(password).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveAccessibleDescription(/Please enter a password/);
    expect(api.sent('POST /me/account-deletion')).toHaveLength(0);

    await user.type(password, 'Wrong123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The current password is incorrect')).toBeInTheDocument();
    expect(api.sent('POST /auth/logout')).toHaveLength(0);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('deletes with the right password, confirms and signs out', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /me/account-deletion': ({ body }) => deleteAccount((body as { password: string }).password),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(<DeleteAccountSection />, { session: signedInMember });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(/Your account has been deleted/)).toBeInTheDocument();
    expect(api.sent('POST /me/account-deletion')[0]?.body).toEqual({ password: 'Secret12' });
    expect(api.sent('POST /auth/logout')).toHaveLength(1);
  });

  it('explains why the last administrator is refused', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /me/account-deletion': () => json(409, { code: 'last_administrator', message: 'no' }),
    });
    renderWithProviders(<DeleteAccountSection />, { session: signedInMember });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/only administrator/);
  });

  it('closes on Keep my account and forgets the typed password', async () => {
    const user = userEvent.setup();
    mockApi({});
    renderWithProviders(<DeleteAccountSection />, { session: signedInMember });
    let dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^Password/), 'Secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    dialog = await openDialog(user);
    expect(within(dialog).getByLabelText(/^Password/)).toHaveValue('');
  });
});
