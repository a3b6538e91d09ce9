import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockProgramFormApi } from '@/features/programs/api/program-form-fixtures';
import type { Session } from '@/lib/session';
import { json, type MockRequest } from '@/test/api-mock';
import { ScreenAt } from '@/test/location';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { GroupAddProgramPage } from './GroupAddProgramPage';

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

const ctaManager: Session = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] };

const created = (request: MockRequest) =>
  json(201, {
    programId: 31,
    programUri: 'new-trend',
    groupId: 4,
    groupUri: 'acme',
    groupName: 'Acme Capital',
    program: (request.body as { program: unknown }).program,
    platformIds: [1, 2],
  });

function api(create: (request: MockRequest) => Response = created) {
  return mockProgramFormApi({
    'GET /groups/acme': () => json(200, group),
    'POST /groups/acme/programs': create,
  });
}

function renderAddProgram(session: Session = ctaManager, lang: 'en' | 'zh-hans' = 'en') {
  return renderWithProviders(
    <ScreenAt path={`/${lang}/groups/:groupUri/add-program`} screen={<GroupAddProgramPage />} />,
    { route: `/${lang}/groups/acme/add-program`, session, lang },
  );
}

const field = (name: RegExp) => screen.getByRole('spinbutton', { name });
/** A field of a collapsed section: hidden, so only found when asked to look there too. */
const hiddenField = (name: RegExp) => screen.getByRole('spinbutton', { name, hidden: true });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Program Name/ }, slow), 'New Trend');
  await user.selectOptions(screen.getByRole('combobox', { name: /Program Type/ }), await screen.findByRole('option', { name: 'Managed Account' }, slow));
  await user.selectOptions(screen.getByRole('combobox', { name: /Current Status/ }), 'Open to New Investments');
}

// jsdom does not lay pages out; a jump to a section only needs the call to exist.
const scrollIntoView = vi.fn();

beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

/** The form renders once its lists arrive: on a busy machine that may take more than the default second. */
const slow = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GroupAddProgramPage', () => {
  it('starts with the spec’s defaults and the status fixed to Pending for a CTA manager', async () => {
    api();
    renderAddProgram();
    expect(await screen.findByRole('heading', { level: 1 }, slow)).toHaveTextContent('Add Program');
    await screen.findByRole('option', { name: 'Pending' }, slow);
    const status = screen.getByRole('combobox', { name: /^Status\*?$/ });
    expect(status).toHaveValue('2');
    expect(status).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('USD');
    expect(screen.getByRole('combobox', { name: /CAROR Type/ })).toHaveDisplayValue('Cumulative');
    expect(screen.getByRole('combobox', { name: 'Open to US Investors' })).toHaveDisplayValue('Yes');
    expect(screen.getByRole('combobox', { name: 'High-Water Mark' })).toHaveDisplayValue('Yes');
    expect(field(/Management Fee/)).toHaveValue(0);
    expect(field(/Lockup Period/)).toHaveValue(0);
    expect(screen.getByRole('checkbox', { name: /Hide this program/ })).not.toBeChecked();
    // Adding never offers platforms (spec: not when adding a new program).
    expect(screen.queryByRole('button', { name: 'Platform' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Program' })).toBeDisabled();
  });

  it('lets an administrator choose the status', async () => {
    api();
    renderAddProgram(signedInAdmin);
    await screen.findByRole('option', { name: 'Pending' }, slow);
    expect(screen.getByRole('combobox', { name: /^Status\*?$/ })).toBeEnabled();
  });

  it('sends percentages as fractions and opens the new program’s page', async () => {
    const { sent } = api();
    renderAddProgram();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.clear(field(/Management Fee/));
    await user.type(field(/Management Fee/), '1.5');
    await user.clear(field(/Performance Fee/));
    await user.type(field(/Performance Fee/), '20');
    await user.type(field(/Targeted Worst Drawdown/), '12.34');
    await user.type(field(/^Energy/), '33.33');
    await user.type(field(/^Grains/), '66.67');
    expect(screen.getByText('Total: 100.00%')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add Program' }));

    await waitFor(() => {
      expect(screen.getByTestId('location')).toHaveTextContent('/en/groups/acme/programs/new-trend');
    });
    expect(sent('POST /groups/acme/programs')[0]?.body).toMatchObject({
      acceptedAgreement: true,
      platformIds: null,
      program: {
        programName: 'New Trend',
        programStatusId: 2,
        programTypeId: 3,
        membershipStatusId: 1,
        currency: 'USD',
        feeManagement: 0.015,
        feePerformance: 0.2,
        wddExpected: 0.1234,
        worstPeak2Trough: null,
        compositions: [
          { typeId: 3, value: 0.3333 },
          { typeId: 4, value: 0.6667 },
        ],
        methodologies: [],
      },
    });
  });

  it('refuses a list not totalling 100 %, at the list and with a summary link that opens and focuses it', async () => {
    const { sent } = api();
    renderAddProgram();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(field(/^Energy/), '50');
    await user.click(screen.getByRole('button', { name: 'Composition' }));
    expect(hiddenField(/^Energy/)).not.toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add Program' }));

    expect(sent('POST /groups/acme/programs')).toHaveLength(0);
    const composition = screen.getByRole('group', { name: 'Market Composition' });
    expect(within(composition).getByText('Total: 50.00%')).toBeInTheDocument();
    expect(within(composition).getByText('Total must equal 100%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Composition' }));
    expect(hiddenField(/^Energy/)).not.toBeVisible();

    const summary = within(screen.getByRole('alert'));
    await user.click(summary.getByRole('link', { name: 'Composition: Total must equal 100%' }));
    expect(screen.getByRole('button', { name: 'Composition' })).toHaveAttribute('aria-expanded', 'true');
    expect(field(/^Currency Futures/)).toHaveFocus();
    expect(scrollIntoView).toHaveBeenCalled();

    await user.type(field(/^Grains/), '50');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links the basic and investment information in the summary', async () => {
    api();
    renderAddProgram();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Managed Account' }, slow);
    await user.type(screen.getByRole('spinbutton', { name: 'Minimum Investment' }), '-5');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    const summary = within(screen.getByRole('alert'));
    await user.click(summary.getByRole('link', { name: 'Please complete the basic information above.' }));
    expect(screen.getByRole('textbox', { name: /Program Name/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Program Name/ })).toHaveAccessibleDescription('Required');
    await user.click(summary.getByRole('link', { name: 'Please complete the investment information above.' }));
    expect(screen.getByRole('spinbutton', { name: 'Minimum Investment' })).toHaveFocus();
    expect(screen.getByRole('spinbutton', { name: 'Minimum Investment' })).toHaveAccessibleDescription(
      'This value is below the minimum',
    );
  });

  it('shows the server’s field errors on the form', async () => {
    api(() => json(422, { code: 'validation_failed', message: 'invalid', fields: { symbol: 'tooLong' } }));
    renderAddProgram();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'Symbol' }), 'TRND');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Add Program' }));
    expect(await screen.findByRole('textbox', { name: 'Symbol' }, slow)).toHaveAccessibleDescription('This is too long');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Please complete the basic information above.' })).toBeInTheDocument();
    // Changing the refused value clears the server's message.
    await user.type(screen.getByRole('textbox', { name: 'Symbol' }), 'X');
    expect(screen.getByRole('textbox', { name: 'Symbol' })).not.toHaveAccessibleDescription('This is too long');
  });

  it('is not found for someone who may not edit the company', async () => {
    mockProgramFormApi({ 'GET /groups/acme': () => json(200, { ...group, canEdit: false }) });
    renderAddProgram(signedInMember);
    expect(await screen.findByRole('heading', { name: 'Looks Like You Might Be Lost' }, slow)).toBeInTheDocument();
  });

  it('speaks Chinese under /zh-hans, reference names included', async () => {
    api();
    renderAddProgram(ctaManager, 'zh-hans');
    expect(await screen.findByRole('button', { name: '项目信息' }, slow)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: '管理账户' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '能源（%）' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'USD — 美元' })).toBeInTheDocument();
    expect(await screen.findAllByRole('option', { name: '每季' }, slow)).toHaveLength(2);
  });
});
