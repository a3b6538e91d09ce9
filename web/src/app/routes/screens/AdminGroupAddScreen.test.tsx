import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '@/config/languages';
import type { Session } from '@/lib/session';
import { json, mockApi, type MockRequest } from '@/test/api-mock';
import { CurrentLocation, ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { AdminGroupAddScreen } from './AdminGroupAddScreen';

const item = (id: number, code: string, nameEn: string, nameZh: string) => ({ id, code, nameEn, nameZh });

const reference = {
  contactTypes: [item(1, 'performance-manager', 'Performance Manager', '业绩经理')],
  membershipTypes: [item(1, 'nfa', 'NFA', 'NFA 注册'), item(2, 'fca', 'FCA', 'FCA 注册'), item(3, 'other', 'Other', '其他')],
  groupTypes: [item(2, 'cta', 'Commodity Trading Advisor (CTA)', '商品交易顾问')],
  groupStatuses: [
    item(1, 'active', 'Active', '活跃'),
    item(2, 'pending', 'Pending', '待审核'),
    item(3, 'closed', 'Closed', '已关闭'),
    item(4, 'deleted', 'Deleted', '已删除'),
    item(5, 'portfolio-apt-only', 'Portfolio Apt Only', '仅限投资组合'),
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAdd({
  session = signedInAdmin,
  lang = 'en',
  create = () => json(201, { groupId: 40, groupUri: 'delta-macro' }),
}: { session?: Session; lang?: Lang; create?: (request: MockRequest) => Response } = {}) {
  const api = mockApi({
    'GET /reference': () => json(200, reference),
    'GET /countries': () => json(200, [{ code: 'US', dialingPrefix: '+1' }]),
    'POST /admin/groups': create,
  });
  renderWithProviders(
    <>
      <ScreenAt path={`/${lang}/admin/groups/add`} screen={<AdminGroupAddScreen />} />
      <CurrentLocation />
    </>,
    { route: `/${lang}/admin/groups/add`, session, lang },
  );
  return api;
}

/** The required company fields and the NFA registration's number. */
async function fillIn() {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Delta Macro');
  await user.type(screen.getByRole('textbox', { name: /Company Description/ }), 'Global macro.');
  await user.type(
    within(screen.getByRole('group', { name: 'Registration 1' })).getByRole('textbox', { name: /Registration Details/ }),
    '0456789',
  );
  return user;
}

describe('AdminGroupAddPage', () => {
  it('offers an administrator the company form with an NFA row, no contact, Active and no manager', async () => {
    renderAdd();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add CTA');
    expect(screen.getByRole('link', { name: 'All CTAs' })).toHaveAttribute('href', '/en/admin/groups');
    expect(screen.queryByRole('group', { name: /^Contact \d$/ })).not.toBeInTheDocument();
    const registration = within(screen.getByRole('group', { name: 'Registration 1' }));
    await registration.findByRole('option', { name: 'NFA' });
    expect(registration.getByRole('combobox', { name: /Registration Type/ })).toHaveValue('1');
    const status = screen.getByRole('combobox', { name: /Status/ });
    await within(status).findByRole('option', { name: 'Portfolio Apt Only' });
    expect(status).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: "Manager's email" })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Add CTA' })).toBeDisabled();
  });

  it('sends the company with its status and manager, then opens its page with Profile Saved', async () => {
    const api = renderAdd();
    await screen.findByRole('option', { name: 'Pending' });
    const user = await fillIn();
    await user.selectOptions(screen.getByRole('combobox', { name: /Status/ }), 'Pending');
    await user.type(screen.getByRole('textbox', { name: "Manager's email" }), ' member@example.com ');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add CTA' }));

    await waitFor(() => {
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/en/groups/delta-macro');
    });
    expect(await screen.findByText('Profile Saved')).toBeInTheDocument();
    expect(api.sent('POST /admin/groups')).toHaveLength(1);
    expect(api.sent('POST /admin/groups')[0]?.body).toEqual({
      company: {
        groupName: 'Delta Macro',
        webUrl: '',
        descriptionLong: 'Global macro.',
        groupTypeIds: [],
        contacts: [],
        memberships: [{ membershipTypeId: 1, membershipUrl: '', title: '', info: '0456789' }],
      },
      acceptedAgreement: true,
      groupStatusId: 2,
      platformIds: null,
      managerEmail: 'member@example.com',
    });
  });

  it('leaves the manager out when no email is given', async () => {
    const api = renderAdd();
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add CTA' }));
    await waitFor(() => {
      expect(api.sent('POST /admin/groups')).toHaveLength(1);
    });
    expect(api.sent('POST /admin/groups')[0]?.body).toMatchObject({ groupStatusId: 1, managerEmail: null });
  });

  it("shows the server's field errors at their fields until they are corrected", async () => {
    const api = renderAdd({
      create: () =>
        json(422, {
          code: 'validation_failed',
          message: 'invalid',
          fields: { managerEmail: 'userNotFound', 'company.groupName': 'tooLong' },
        }),
    });
    const user = await fillIn();
    const email = screen.getByRole('textbox', { name: "Manager's email" });
    await user.type(email, 'nobody@example.com');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add CTA' }));

    await waitFor(() => {
      expect(email).toHaveAccessibleDescription(expect.stringContaining('No account found associated with this email.'));
    });
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAccessibleDescription(
      expect.stringContaining('This is too long'),
    );
    expect(screen.getByRole('link', { name: 'No account found associated with this email.' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups/add');
    // Every refusal has its field: no banner besides the summary.
    expect(screen.queryByText('Network response was not ok')).not.toBeInTheDocument();

    await user.type(email, 'x');
    expect(email).not.toHaveAccessibleDescription(expect.stringContaining('No account found'));
    expect(api.sent('POST /admin/groups')).toHaveLength(1);
  });

  it('checks a manager email before sending', async () => {
    const api = renderAdd();
    const user = await fillIn();
    const email = screen.getByRole('textbox', { name: "Manager's email" });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add CTA' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid email address'));
    expect(api.sent('POST /admin/groups')).toHaveLength(0);
  });

  it('says why a refusal that no field explains happened', async () => {
    renderAdd({ create: () => json(403, { code: 'forbidden_role', message: 'no' }) });
    const user = await fillIn();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add CTA' }));
    expect(await screen.findByText('Your account does not have the role needed to do this.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/admin/groups/add');
  });

  it('is not found for a member who is not an administrator', () => {
    const api = renderAdd({ session: signedInMember });
    expect(screen.getByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeInTheDocument();
    expect(api.sent('POST /admin/groups')).toHaveLength(0);
  });

  it('sends a visitor who is not signed in to log in and back', async () => {
    mockApi({});
    renderWithProviders(<ScreenAt path="/en/admin/groups/add" screen={<AdminGroupAddScreen />} />, {
      route: '/en/admin/groups/add',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/login?redirect=%2Fadmin%2Fgroups%2Fadd');
  });

  it('speaks Chinese under /zh-hans', async () => {
    renderAdd({ lang: 'zh-hans' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('添加 CTA');
    expect(await screen.findByRole('option', { name: '活跃' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '经理的电子邮箱' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '添加 CTA' })).toBeDisabled();
  });
});
