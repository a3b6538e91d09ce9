import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '@/lib/session';
import type { SessionResponse } from '@/lib/session-store';
import { json, mockApi } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { AddCtaPage } from './AddCtaPage';

const item = (id: number, code: string, nameEn: string) => ({ id, code, nameEn, nameZh: '' });

const reference = {
  contactTypes: [item(1, 'performance-manager', 'Performance Manager')],
  membershipTypes: [item(1, 'nfa', 'NFA'), item(2, 'fca', 'FCA'), item(3, 'other', 'Other')],
  groupTypes: [],
};

const ctaManager: Session = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [] };

const refreshed: SessionResponse = {
  accessToken: 'a',
  refreshToken: 'r',
  expiresIn: 3600,
  expires: new Date(Date.now() + 3_600_000).toISOString(),
  userId: 9,
  email: 'member@example.com',
  roles: ['Member', 'CTA Manager'],
  groups: [12],
  admin: false,
  platformAdmin: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function api(create: () => Response = () => json(201, { groupId: 12, groupUri: 'beta-capital' })) {
  return mockApi({
    'GET /reference': () => json(200, reference),
    'GET /countries': () => json(200, [{ code: 'US', dialingPrefix: '+1' }]),
    'POST /groups': create,
    'POST /auth/refresh': () => json(200, refreshed),
  });
}

function renderAddCta(session?: Session) {
  return renderWithProviders(<ScreenAt path="/en/tools/add-cta" screen={<AddCtaPage />} />, {
    route: '/en/tools/add-cta',
    session,
  });
}

async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Beta Capital');
  await user.type(screen.getByRole('textbox', { name: /Company Description/ }), 'Macro.');
  const contact = within(screen.getByRole('group', { name: 'Contact 1' }));
  await user.selectOptions(contact.getByRole('combobox', { name: /Contact Type/ }), await contact.findByRole('option', { name: 'Performance Manager' }));
  await user.type(contact.getByRole('textbox', { name: /First Name/ }), 'Bo');
  await user.type(contact.getByRole('textbox', { name: /Last Name/ }), 'Chen');
  await user.type(contact.getByRole('textbox', { name: /Email/ }), 'bo@example.com');
  await user.type(contact.getByRole('textbox', { name: /Phone/ }), '312-555-0101');
  await user.type(contact.getByRole('textbox', { name: /^Address\*?$/ }), '2 Main St');
  await user.type(contact.getByRole('textbox', { name: /City/ }), 'Chicago');
  await user.type(contact.getByRole('textbox', { name: /State/ }), 'IL');
  await user.type(contact.getByRole('textbox', { name: /Postal Code/ }), '60601');
  await user.type(within(screen.getByRole('group', { name: 'Registration 1' })).getByRole('textbox', { name: /Registration Details/ }), '0123456');
  return user;
}

describe('AddCtaPage', () => {
  it('sends a visitor who is not signed in to the login page, to come back here', () => {
    api();
    renderAddCta();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?redirect=%2Ftools%2Fadd-cta');
  });

  it('sends a member who is not a CTA manager to the dashboard', () => {
    api();
    renderAddCta(signedInMember);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/tools/dashboard');
  });

  it('sends a CTA manager who already has a company to the dashboard', () => {
    api();
    renderAddCta({ ...ctaManager, groups: [3] });
    expect(screen.getByTestId('location')).toHaveTextContent('/en/tools/dashboard');
  });

  it('offers a CTA manager without a company one contact and an NFA registration', async () => {
    api();
    renderAddCta(ctaManager);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add Your CTA');
    expect(screen.getAllByRole('group', { name: /^Contact \d$/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove contact 1' })).not.toBeInTheDocument();
    const registration = within(screen.getByRole('group', { name: 'Registration 1' }));
    await registration.findByRole('option', { name: 'NFA' });
    expect(registration.getByRole('combobox', { name: /Registration Type/ })).toHaveValue('1');
    expect(screen.getByRole('button', { name: 'Save Company' })).toBeDisabled();
  });

  it('creates the company, refreshes the session and opens the company page', async () => {
    const { sent } = api();
    renderAddCta(ctaManager);
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Company' }));

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/en/groups/beta-capital');
    });
    expect(sent('POST /groups')[0]?.body).toMatchObject({
      acceptedAgreement: true,
      company: {
        groupName: 'Beta Capital',
        contacts: [{ firstName: 'Bo', country: 'US' }],
        memberships: [{ membershipTypeId: 1, info: '0123456', title: '' }],
      },
    });
    expect(sent('POST /auth/refresh')).toHaveLength(1);
  });

  it('shows the company errors with the spec’s banners and sends nothing', async () => {
    const { sent } = api();
    renderAddCta(ctaManager);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAccessibleDescription('Required');
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByText('Please complete your company information above.')).toBeInTheDocument();
    expect(summary.getByText('There is an error with your contacts. Please see above.')).toBeInTheDocument();
    expect(summary.getByText('There is an error with your registrations. Please see above.')).toBeInTheDocument();
    expect(sent('POST /groups')).toHaveLength(0);
  });

  it('shows a refusal by the server in a red banner', async () => {
    api(() => json(409, { code: 'already_has_group', message: 'has one' }));
    renderAddCta(ctaManager);
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You already manage a company.');
  });
});
