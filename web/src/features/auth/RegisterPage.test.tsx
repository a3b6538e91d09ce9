import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@/lib/session-store';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { easyChallenge } from '@/test/verification';
import { RegisterPage } from './RegisterPage';

const countries = [
  { code: 'CN', dialingPrefix: '+86' },
  { code: 'DE', dialingPrefix: '+49' },
  { code: 'US', dialingPrefix: '+1' },
];

const signedIn: SessionResponse = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 3600,
  expires: new Date(Date.now() + 3_600_000).toISOString(),
  userId: 42,
  email: 'ada@example.com',
  roles: ['Member'],
  groups: [],
  admin: false,
  platformAdmin: false,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(register: () => Response = () => json(201, { userId: 42, groupId: null, groupUri: null })) {
  return mockApi({
    'GET /countries': () => json(200, countries),
    'GET /verification/challenge': () => json(200, easyChallenge()),
    'POST /accounts': register,
    'POST /auth/token': () => json(200, signedIn),
  });
}

function renderRegister(route = '/en/register', lang: 'en' | 'zh-hans' = 'en') {
  return renderWithProviders(<ScreenAt path={`/${lang}/register`} screen={<RegisterPage />} />, { route, lang });
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /First Name/ }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: /Last Name/ }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '555-123-4567');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), 'Secret12');
  await user.type(screen.getByLabelText(/Confirm Password/), 'Secret12');
  await user.click(screen.getByRole('checkbox', { name: /accept the Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await waitFor(() => {
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });
  return user;
}

describe('RegisterPage', () => {
  it('shows the spec’s messages for an empty form and sends nothing', async () => {
    const { sent } = api();
    renderRegister();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('textbox', { name: /First Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Please enter a password');
    expect(screen.getByRole('checkbox', { name: /accept the Terms of Service/ })).toHaveAccessibleDescription(
      'You must accept the Terms of Service',
    );
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleDescription(
      'Please verify you are human',
    );
    expect(sent('POST /accounts')).toHaveLength(0);
  });

  it('checks the phone, the email and the password rules as the user fixes them', async () => {
    api();
    renderRegister();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '12345');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'ada@');
    await user.type(screen.getByLabelText(/^Password/), 'abc');
    await user.type(screen.getByLabelText(/Confirm Password/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(screen.getByLabelText(/Confirm Password/)).toHaveAccessibleDescription('Passwords do not match');

    await user.type(screen.getByLabelText(/^Password/), 'def');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'Must include a mixture of uppercase and lowercase letters',
    );
  });

  it('defaults to the US and +1, and a chosen country fills in its dialing code', async () => {
    api();
    renderRegister();
    const country = screen.getByRole('combobox', { name: /Country/ });
    expect(country).toHaveValue('US');
    expect(screen.getByRole('textbox', { name: /Dialing Code/ })).toHaveValue('+1');
    await screen.findByRole('option', { name: 'Germany' });
    await userEvent.selectOptions(country, 'DE');
    expect(screen.getByRole('textbox', { name: /Dialing Code/ })).toHaveValue('+49');
  });

  it('defaults to China and +86 on the Chinese site', () => {
    api();
    renderRegister('/zh-hans/register', 'zh-hans');
    expect(screen.getByRole('combobox', { name: /国家/ })).toHaveValue('CN');
    expect(screen.getByRole('textbox', { name: /国际区号/ })).toHaveValue('+86');
    expect(screen.getByRole('checkbox', { name: /新闻简报/ })).not.toBeChecked();
  });

  it('never ticks the newsletter for the visitor, whatever the country', async () => {
    api();
    renderRegister();
    const newsletter = screen.getByRole('checkbox', { name: /newsletter/ });
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveValue('US');
    expect(newsletter).not.toBeChecked();
    await userEvent.click(newsletter);
    await screen.findByRole('option', { name: 'Germany' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'DE');
    expect(newsletter).toBeChecked();
  });

  it('requires the terms of service, whose label links to them in a new tab', () => {
    api();
    renderRegister('/zh-hans/register', 'zh-hans');
    const terms = screen.getByRole('checkbox', { name: /本人已阅读并接受服务条款/ });
    expect(terms).toBeRequired();
    expect(terms).not.toBeChecked();
    const link = screen.getByRole('link', { name: '服务条款' });
    expect(link).toHaveAttribute('href', '/zh-hans/terms-of-service');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('registers, signs in, welcomes and opens the performance page after 3 s', async () => {
    const { sent } = api();
    renderRegister('/en/register?owner=broker-7');
    const user = await fillIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(/Your account is ready/)).toBeVisible();
    expect(sent('POST /accounts')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'US',
      phonePrefix: '+1',
      phone: '555-123-4567',
      email: 'ada@example.com',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      getNewsletter: false,
      acceptedTerms: true,
      owner: 'broker-7',
      language: 'en',
      verification: {
        algorithm: 'SHA-256',
        challenge: easyChallenge().challenge,
        number: 3,
        salt: easyChallenge().salt,
        signature: 'feed',
      },
    });
    expect(sent('POST /auth/token')[0]?.body).toEqual({ email: 'ada@example.com', password: 'Secret12' });
    expect(screen.queryByTestId('location')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/managed-futures/performance?reg=inv');
  });

  it('shows the server’s field messages under their fields', async () => {
    api(() =>
      json(422, {
        code: 'validation_failed',
        message: 'invalid',
        fields: { email: 'invalidEmail', phone: 'invalidPhone' },
      }),
    );
    renderRegister();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
    });
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription(
      'Please enter a valid phone number',
    );
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'x');
    expect(screen.getByRole('textbox', { name: /Email/ })).not.toHaveAccessibleDescription();
  });

  it('asks for a new verification when the server refuses the solution', async () => {
    api(() =>
      json(422, { code: 'validation_failed', message: 'invalid', fields: { verification: 'verificationFailed' } }),
    );
    renderRegister();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await waitFor(() => {
      expect(box).not.toBeChecked();
    });
    expect(box).toBeEnabled();
    expect(box).toHaveAccessibleDescription('Verification expired or failed. Please verify again.');
  });

  it('shows a taken email in a red banner', async () => {
    api(() => json(409, { code: 'email_taken', message: 'taken' }));
    renderRegister();
    const user = await fillIn();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });

  it('sends a signed-in visitor to the performance page', () => {
    api();
    renderWithProviders(<ScreenAt path="/en/register" screen={<RegisterPage />} />, {
      route: '/en/register',
      session: signedInMember,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/managed-futures/performance');
  });
});
