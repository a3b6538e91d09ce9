import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { SignedInSession } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInMember } from '@/test/render';
import { GroupEditPage } from './GroupEditPage';

const item = (id: number, nameEn: string, nameZh: string) => ({ id, code: String(id), nameEn, nameZh });

const reference = {
  groupTypes: [item(2, 'Commodity Trading Advisor (CTA)', '商品交易顾问 (CTA)')],
  contactTypes: [item(1, 'Performance Manager', '业绩经理')],
  membershipTypes: [item(1, 'NFA', 'NFA'), item(2, 'FCA', 'FCA'), item(3, 'Other', '其他')],
  platforms: [item(1, 'Atlas Managed Accounts', 'Atlas 管理账户'), item(2, 'Atlas Fund Platform', 'Atlas 基金平台')],
};

const form = {
  groupId: 4,
  groupUri: 'acme',
  groupStatusId: 1,
  company: {
    groupName: 'Acme Capital',
    webUrl: 'http://acme.example.com',
    descriptionLong: 'Trend following.',
    groupTypeIds: [2],
    contacts: [
      {
        contactTypeId: 1,
        firstName: 'Ann',
        lastName: 'Lee',
        emailAddress: 'ann@acme.example.com',
        phoneDirect: '312-555-0147',
        address1: '1 Main St',
        address2: '',
        city: 'Chicago',
        state: 'IL',
        zip: '60601',
        country: 'US',
      },
    ],
    memberships: [{ membershipTypeId: 1, membershipUrl: '', title: '', info: '0123456' }],
  },
  platformIds: [1],
  version: 3,
};

const manager: SignedInSession = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] };
const platformManager: SignedInSession = {
  ...signedInMember,
  roles: ['Member', 'Platform Manager'],
  isPlatformAdmin: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderEdit({
  session = manager,
  lang = 'en',
  save = (request: MockRequest) => json(200, { ...form, ...(request.body as object) }),
  load = () => json(200, form),
}: {
  session?: SignedInSession;
  lang?: Lang;
  save?: (request: MockRequest) => Response;
  load?: () => Response;
} = {}) {
  const api = mockApi({
    'GET /groups/acme/form': load,
    'PUT /groups/acme': save,
    'GET /reference': () => json(200, reference),
    'GET /countries': () => json(200, [{ code: 'US', dialingPrefix: '+1' }]),
  });
  renderWithProviders(<ScreenAt path={`/${lang}/groups/:groupUri/edit`} screen={<GroupEditPage />} />, {
    route: `/${lang}/groups/acme/edit`,
    session,
    lang,
  });
  return api;
}

const saveButton = () => screen.getByRole('button', { name: 'Save Company' });

async function certify(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /I certify/ }));
}

describe('GroupEditPage', () => {
  it('saves only once the information is certified, then says the profile is saved', async () => {
    const user = userEvent.setup();
    const api = renderEdit();
    const description = await screen.findByRole('textbox', { name: /Company Description/ });
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveValue('Acme Capital');
    expect(saveButton()).toBeDisabled();

    await user.clear(description);
    await user.type(description, 'Trend following since 2001.');
    await certify(user);
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());

    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    const [put] = api.sent('PUT /groups/acme');
    expect(put?.body).toEqual({
      company: { ...form.company, descriptionLong: 'Trend following since 2001.' },
      acceptedAgreement: true,
      platformIds: null,
      version: 3,
    });
    // Each save certifies what it sends.
    expect(screen.getByRole('checkbox', { name: /I certify/ })).not.toBeChecked();
    expect(saveButton()).toBeDisabled();
  });

  it('shows the company banner and sends nothing while the company information is incomplete', async () => {
    const user = userEvent.setup();
    const api = renderEdit();
    await user.clear(await screen.findByRole('textbox', { name: /Company Name/ }));
    await certify(user);
    await user.click(saveButton());

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'Please complete your company information above.' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAccessibleDescription('Required');
    expect(api.sent('PUT /groups/acme')).toHaveLength(0);
  });

  it('shows the contacts and registrations banners for errors in those sections', async () => {
    const user = userEvent.setup();
    renderEdit();
    const contact = within(await screen.findByRole('group', { name: 'Contact 1' }));
    await user.clear(contact.getByRole('textbox', { name: /Email/ }));
    await user.type(contact.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    const registration = within(screen.getByRole('group', { name: 'Registration 1' }));
    await user.clear(registration.getByRole('textbox', { name: /Registration Details/ }));
    await certify(user);
    await user.click(saveButton());

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('There is an error with your contacts. Please see above.')).toBeInTheDocument();
    expect(within(banner).getByText('There is an error with your registrations. Please see above.')).toBeInTheDocument();
    expect(within(banner).queryByText('Please complete your company information above.')).not.toBeInTheDocument();
  });

  it('lets the last contact go: a company may have none once registered', async () => {
    const user = userEvent.setup();
    const api = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Remove contact 1' }));
    await certify(user);
    await user.click(saveButton());
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(api.sent('PUT /groups/acme')[0]?.body).toMatchObject({ company: { contacts: [] } });
  });

  it('puts the server refusal on its field and under its banner', async () => {
    const user = userEvent.setup();
    renderEdit({
      save: () =>
        json(422, {
          code: 'validation_failed',
          message: 'company.contacts.0.emailAddress invalidEmail',
          fields: { 'company.contacts.0.emailAddress': 'invalidEmail' },
        }),
    });
    await certify(user);
    await user.click(await screen.findByRole('button', { name: 'Save Company' }));

    const contact = within(screen.getByRole('group', { name: 'Contact 1' }));
    expect(await contact.findByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByText('There is an error with your contacts. Please see above.')).toBeInTheDocument();
    expect(screen.queryByText('Profile Saved')).not.toBeInTheDocument();

    // Correcting the refused value clears its message without another save.
    await user.type(contact.getByRole('textbox', { name: /Email/ }), 'x');
    expect(contact.getByRole('textbox', { name: /Email/ })).not.toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
  });

  it('shows a refusal that is not about a field above the form', async () => {
    const user = userEvent.setup();
    renderEdit({ save: () => json(403, { code: 'forbidden_role', message: 'no' }) });
    await certify(user);
    await user.click(await screen.findByRole('button', { name: 'Save Company' }));
    expect(await screen.findByText('Your account does not have the role needed to do this.')).toBeInTheDocument();
  });

  it('hides the platform section from everyone but Platform Managers', async () => {
    renderEdit();
    await screen.findByRole('textbox', { name: /Company Name/ });
    expect(screen.queryByRole('button', { name: 'Platform' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Atlas Managed Accounts' })).not.toBeInTheDocument();
  });

  it('makes a Platform Manager keep at least one platform and sends the chosen ones', async () => {
    const user = userEvent.setup();
    const api = renderEdit({ session: platformManager });
    const managedAccounts = await screen.findByRole('checkbox', { name: 'Atlas Managed Accounts' });
    expect(managedAccounts).toBeChecked();
    await user.click(managedAccounts);
    await certify(user);
    await user.click(saveButton());

    const banner = await screen.findByRole('alert');
    expect(within(banner).getByRole('link', { name: 'You must select at least one platform' })).toBeInTheDocument();
    expect(api.sent('PUT /groups/acme')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Atlas Fund Platform' }));
    await user.click(saveButton());
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(api.sent('PUT /groups/acme')[0]?.body).toMatchObject({ platformIds: [2] });
  });

  it('is not found for someone who may not edit the company', async () => {
    mockApi({ 'GET /groups/acme/form': () => json(404, { code: 'not_found', message: 'no such group' }) });
    renderWithProviders(<ScreenAt path="/en/groups/:groupUri/edit" screen={<GroupEditPage />} />, {
      route: '/en/groups/acme/edit',
      session: signedInMember,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to log in first', async () => {
    renderWithProviders(<ScreenAt path="/en/groups/:groupUri/edit" screen={<GroupEditPage />} />, {
      route: '/en/groups/acme/edit',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/login?redirect=%2Fgroups%2Facme%2Fedit');
  });

  it('speaks Chinese under /zh-hans, the platform section included', async () => {
    renderEdit({ session: platformManager, lang: 'zh-hans' });
    expect(await screen.findByRole('checkbox', { name: 'Atlas 管理账户' })).toBeChecked();
    expect(screen.getByRole('button', { name: '平台' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('编辑公司');
  });

  describe('when someone else saved the company since the page loaded', () => {
    const conflict = () =>
      json(409, { code: 'conflict', message: 'changed', changedBy: 'Bo Chen', changedAt: '2026-11-20T09:30:00Z' });
    const newer = { ...form, version: 4, company: { ...form.company, groupName: 'Acme Partners' } };
    const loads = () => {
      let count = 0;
      return () => {
        count += 1;
        return json(200, count === 1 ? form : newer);
      };
    };

    it('says who changed it and when, and Reload shows the stored version', async () => {
      const user = userEvent.setup();
      const api = renderEdit({ save: conflict, load: loads() });
      await certify(user);
      await user.click(saveButton());

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Someone else saved a newer version since you opened this page');
      expect(alert).toHaveTextContent('Changed by Bo Chen at Nov 20, 2026');
      expect(api.sent('PUT /groups/acme')[0]?.body).toMatchObject({ version: 3 });
      expect(screen.queryByText('Profile Saved')).not.toBeInTheDocument();

      await user.click(within(alert).getByRole('button', { name: 'Reload' }));
      expect(await screen.findByDisplayValue('Acme Partners')).toBeInTheDocument();
      expect(screen.queryByText(/Changed by Bo Chen/)).not.toBeInTheDocument();
      await certify(user);
      await user.click(saveButton());
      expect(api.sent('PUT /groups/acme')[1]?.body).toMatchObject({ version: 4 });
    });

    it('says it in Chinese under /zh-hans', async () => {
      const user = userEvent.setup();
      renderEdit({ save: conflict, load: loads(), lang: 'zh-hans' });
      await user.click(await screen.findByRole('checkbox', { name: /本人证明/ }));
      await user.click(screen.getByRole('button', { name: '保存公司信息' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('由 Bo Chen 于 2026年11月20日');
      expect(within(alert).getByRole('button', { name: '重新加载' })).toBeInTheDocument();
    });
  });
});
