import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse } from '@/lib/session-store';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders } from '@/test/render';
import { easyChallenge } from '@/test/verification';
import { JoinCtaPage } from './JoinCtaPage';

const item = (id: number, code: string, nameEn: string) => ({ id, code, nameEn, nameZh: '' });

const reference = {
  contactTypes: [item(1, 'performance-manager', 'Performance Manager'), item(3, 'portfolio-manager', 'Portfolio Manager')],
  membershipTypes: [item(1, 'nfa', 'NFA'), item(2, 'fca', 'FCA'), item(3, 'other', 'Other')],
  groupTypes: [item(2, 'cta', 'Commodity Trading Advisor (CTA)')],
};

const signedIn: SessionResponse = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 3600,
  expires: new Date(Date.now() + 3_600_000).toISOString(),
  userId: 42,
  email: 'ann@example.com',
  roles: ['Member', 'CTA Manager'],
  groups: [7],
  admin: false,
  platformAdmin: false,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(register: () => Response = () => json(201, { userId: 42, groupId: 7, groupUri: 'alpha-capital' })) {
  return mockApi({
    'GET /reference': () => json(200, reference),
    'GET /countries': () => json(200, [{ code: 'DE', dialingPrefix: '+49' }, { code: 'US', dialingPrefix: '+1' }]),
    'GET /verification/challenge': () => json(200, easyChallenge()),
    'POST /accounts/cta': register,
    'POST /auth/token': () => json(200, signedIn),
  });
}

function renderJoin(route = '/en/join/cta') {
  return renderWithProviders(<ScreenAt path="/en/join/cta" screen={<JoinCtaPage />} />, { route });
}

const personal = () => within(screen.getByRole('group', { name: 'Personal Details' }));
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fillPersonalDetails(user = userEvent.setup()) {
  const p = personal();
  await user.selectOptions(p.getByRole('combobox', { name: /I am a/ }), await p.findByRole('option', { name: 'Portfolio Manager' }));
  await user.type(p.getByRole('textbox', { name: /First Name/ }), 'Ann');
  await user.type(p.getByRole('textbox', { name: /Last Name/ }), 'Lee');
  await user.type(p.getByRole('textbox', { name: /Email/ }), 'ann@example.com');
  await user.type(p.getByRole('textbox', { name: /^Phone/ }), '312-555-0100');
  await user.type(p.getByRole('textbox', { name: /^Address\*?$/ }), '1 Main St');
  await user.type(p.getByRole('textbox', { name: /City\/Town/ }), 'Chicago');
  await user.type(p.getByRole('textbox', { name: /State\/Province/ }), 'IL');
  await user.type(p.getByRole('textbox', { name: /Postal Code/ }), '60601');
  await user.type(p.getByLabelText(/^Password/), 'Secret12');
  await user.type(p.getByLabelText(/Confirm Password/), 'Secret12');
  return user;
}

async function fillCompanyAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(continueButton());
  await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Alpha Capital');
  await user.type(screen.getByRole('textbox', { name: /Company Description/ }), 'Trend following since 1990.');
  await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
  await user.click(screen.getByRole('checkbox', { name: /accept the Terms of Service/ }));
  await user.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
  await waitFor(() => {
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toBeChecked();
  });
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('JoinCtaPage', () => {
  it('keeps Continue disabled until every personal detail is filled in and valid', async () => {
    api();
    renderJoin();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveAccessibleDescription('Fill in all your personal details to continue.');
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();

    const user = await fillPersonalDetails();
    expect(continueButton()).toBeEnabled();

    const email = personal().getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'ann@');
    await user.tab();
    expect(continueButton()).toBeDisabled();
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await user.type(email, 'example.com');
    await user.click(continueButton());
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('shows the first contact as a read-only copy of the personal details, kept in step', async () => {
    api();
    renderJoin();
    const user = await fillPersonalDetails();
    await user.click(continueButton());
    const contact = within(screen.getByRole('group', { name: 'Contact 1' }));
    expect(contact.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
    expect(contact.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    expect(contact.getByRole('textbox', { name: 'Contact Type' })).toHaveValue('Portfolio Manager');
    expect(contact.getByRole('textbox', { name: 'City/Town' })).toHaveValue('Chicago');
    expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveValue('312-555-0100');

    await user.type(personal().getByRole('textbox', { name: /First Name/ }), 'e');
    expect(contact.getByRole('textbox', { name: 'First Name' })).toHaveValue('Anne');
  });

  it('asks for the company, the certification and the terms, with the spec’s banners, before sending', async () => {
    const { sent } = api();
    renderJoin();
    const user = await fillPersonalDetails();
    await user.click(continueButton());
    await user.click(screen.getByRole('button', { name: 'Add Contact' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('checkbox', { name: /I certify/ })).toHaveAccessibleDescription(
      'You must certify that all information is accurate',
    );
    const terms = screen.getByRole('checkbox', { name: /accept the Terms of Service/ });
    expect(terms).toBeRequired();
    expect(terms).toHaveAccessibleDescription('You must accept the Terms of Service');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/en/terms-of-service');
    expect(screen.getByRole('checkbox', { name: /newsletter/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).toHaveAccessibleDescription(
      'Please verify you are human',
    );
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Please complete your company information above.' })).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'There is an error with your contacts. Please see above.' })).toBeInTheDocument();
    expect(summary.queryByText('Please complete your profile above.')).not.toBeInTheDocument();
    expect(sent('POST /accounts/cta')).toHaveLength(0);
  });

  it('registers, signs in and opens the company page with reg=cta after 3 s', async () => {
    const { sent } = api();
    renderJoin('/en/join/cta?owner=broker-7');
    const user = await fillPersonalDetails();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await fillCompanyAndSubmit(user);

    expect(await screen.findByText(/Your account and company are registered/)).toBeVisible();
    expect(sent('POST /accounts/cta')[0]?.body).toMatchObject({
      contactTypeId: 3,
      email: 'ann@example.com',
      phonePrefix: '+1',
      country: 'US',
      getNewsletter: false,
      acceptedAgreement: true,
      acceptedTerms: true,
      owner: 'broker-7',
      language: 'en',
      company: {
        groupName: 'Alpha Capital',
        contacts: [
          {
            contactTypeId: 3,
            firstName: 'Ann',
            lastName: 'Lee',
            emailAddress: 'ann@example.com',
            phoneDirect: '312-555-0100',
            address1: '1 Main St',
            address2: '',
            city: 'Chicago',
            state: 'IL',
            zip: '60601',
            country: 'US',
          },
        ],
        memberships: [],
      },
    });
    expect(sent('POST /auth/token')[0]?.body).toEqual({ email: 'ann@example.com', password: 'Secret12' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/groups/alpha-capital?reg=cta');
  });

  it('shows the server’s field errors on the fields their paths name, and resets a refused verification', async () => {
    api(() =>
      json(422, {
        code: 'validation_failed',
        message: 'invalid',
        fields: {
          phone: 'invalidPhone',
          'company.groupName': 'tooLong',
          'company.webUrl': 'invalidUrl',
          verification: 'verificationFailed',
        },
      }),
    );
    renderJoin();
    const user = await fillPersonalDetails();
    await fillCompanyAndSubmit(user);

    const groupName = screen.getByRole('textbox', { name: /Company Name/ });
    await waitFor(() => {
      expect(groupName).toHaveAccessibleDescription('This is too long');
    });
    expect(personal().getByRole('textbox', { name: /^Phone/ })).toHaveAccessibleDescription('Please enter a valid phone number');
    expect(screen.getByRole('textbox', { name: /Website/ })).toHaveAccessibleDescription('Please enter a valid URL');
    const box = screen.getByRole('checkbox', { name: "I'm not a robot" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Verification expired or failed. Please verify again.');
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Please complete your profile above.' })).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Please complete your company information above.' })).toBeInTheDocument();

    await user.type(groupName, 'x');
    expect(groupName).not.toHaveAccessibleDescription();
  });

  it('shows other failures in a red banner at the top', async () => {
    api(() => json(409, { code: 'email_taken', message: 'taken' }));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderJoin();
    const user = await fillPersonalDetails();
    await fillCompanyAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });
});
