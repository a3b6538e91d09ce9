import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { Link } from '@/lib/router/Router';
import { CurrentLocation } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import type { Profile } from '@/features/profile/api/profile';
import { ProfileTab } from './ProfileTab';

const countries = [{ code: 'US', dialingPrefix: '+1' }];

const profile: Profile = {
  email: 'member@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phonePrefix: '+1',
  phone: '312 555 0100',
  address1: '',
  address2: '',
  cityTown: '',
  country: 'US',
  stateProvince: '',
  postalCode: '',
  website: '',
  getNewsletter: false,
  getAlertNewProgram: false,
  isAccredited: false,
  language: 'en',
};

/** The server's rule: a changed email needs the right current password. */
function saveProfile({ body }: MockRequest): Response {
  const { currentPassword, ...saved } = body as Profile & { currentPassword: string };
  if (saved.email !== profile.email && currentPassword !== 'Secret12') {
    return json(422, { code: 'validation_failed', message: 'no', fields: { currentPassword: 'currentPasswordInvalid' } });
  }
  return json(200, saved);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileTab email change', () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/profile': () => json(200, profile),
      'GET /countries': () => json(200, countries),
      'PUT /me/profile': saveProfile,
    });
    renderWithProviders(<ProfileTab />, { session: signedInMember });
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();

    await user.clear(email);
    await user.type(email, 'new@example.com');
    const password = screen.getByLabelText(/Current Password/);
    expect(password).toHaveAccessibleDescription(/needs your current password/);
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(password).toHaveAccessibleDescription(/Please enter a password/);
    expect(api.sent('PUT /me/profile')).toHaveLength(0);

    await user.type(password, 'Wrong999');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/Current Password/)).toHaveAccessibleDescription(/The current password is incorrect/);
    });

    await user.clear(screen.getByLabelText(/Current Password/));
    await user.type(screen.getByLabelText(/Current Password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(api.sent('PUT /me/profile').at(-1)?.body).toMatchObject({ email: 'new@example.com', currentPassword: 'Secret12' });
    expect(screen.queryByLabelText(/Current Password/)).toBeNull();
  });

  it('saves other fields without a password', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /me/profile': () => json(200, profile),
      'GET /countries': () => json(200, countries),
      'PUT /me/profile': saveProfile,
    });
    renderWithProviders(<ProfileTab />, { session: signedInMember });
    await user.type(await screen.findByLabelText(/City\/Town/), 'Evanston');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(api.sent('PUT /me/profile')[0]?.body).toMatchObject({ cityTown: 'Evanston', currentPassword: '' });
  });
});

describe('ProfileTab unsaved changes', () => {
  it('asks before leaving an edited profile, and no longer once it is saved', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /me/profile': () => json(200, profile),
      'GET /countries': () => json(200, countries),
      'PUT /me/profile': saveProfile,
    });
    renderWithProviders(
      <>
        <ProfileTab />
        <Link to="/en/tools/dashboard">Dashboard</Link>
        <CurrentLocation />
      </>,
      { session: signedInMember, route: '/en/profile' },
    );
    await user.type(await screen.findByLabelText(/City\/Town/), 'Evanston');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/profile');

    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/tools/dashboard');
  });
});
