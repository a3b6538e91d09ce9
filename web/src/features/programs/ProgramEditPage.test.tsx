import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramForm } from '@/features/programs/api/program-form';
import { mockProgramFormApi } from '@/features/programs/api/program-form-fixtures';
import type { Session } from '@/lib/session';
import { json, type MockRequest } from '@/test/api-mock';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { ProgramEditPage } from './ProgramEditPage';
import { ScreenAt } from '@/test/location';

const stored: ProgramForm = {
  programId: 31,
  programUri: 'trend',
  groupId: 4,
  groupUri: 'acme',
  groupName: 'Acme Capital',
  platformIds: [1, 2],
  program: {
    programStatusId: 1,
    programName: 'Trend',
    programTypeId: 3,
    membershipStatusId: 1,
    symbol: 'TRND',
    currency: 'EUR',
    carorType: 1,
    investmentMin: 250000,
    tradingLevelIncrease: null,
    subscriptionFrequencyTypeId: 3,
    redemptionFrequencyTypeId: 4,
    investorRequirementTypeId: 1,
    lockupPeriod: 3,
    wddExpected: 0.2,
    worstPeak2Trough: 0.1834,
    sectorFocusTypeId: 3,
    fundingNotional: true,
    fundingMaxNotional: 2,
    usInvest: false,
    proprietary: false,
    hideProgram: true,
    feeManagement: 0.02,
    feePerformance: 0.2,
    averageCommission: 12.5,
    highwaterMark: true,
    roundturnYearMillion: 1200,
    marginEquityRatio: 0.1525,
    description: 'Trend following.',
    strategyInvestment: '',
    strategyRisk: '',
    accountingNotes: '',
    methodologies: [{ typeId: 2, value: 1 }],
    allocationStrategies: [{ typeId: 3, value: 1 }],
    compositions: [
      { typeId: 3, value: 0.3333 },
      { typeId: 4, value: 0.6667 },
    ],
    holdings: [{ typeId: 2, value: 1 }],
    groupId: 4,
  },
  version: 5,
};

const ctaManager: Session = { ...signedInMember, roles: ['Member', 'CTA Manager'], groups: [4] };
const platformManager: Session = { ...signedInMember, roles: ['Member', 'Platform Manager'], isPlatformAdmin: true };

const echo = (request: MockRequest) => {
  const body = request.body as { program: ProgramForm['program']; platformIds: number[] | null };
  return json(200, { ...stored, program: body.program, platformIds: body.platformIds ?? stored.platformIds });
};

function api(save: (request: MockRequest) => Response = echo, load: () => Response = () => json(200, stored)) {
  return mockProgramFormApi({
    'GET /groups/acme/programs/trend/form': load,
    'PUT /groups/acme/programs/trend': save,
    'GET /admin/group-choices': () =>
      json(200, {
        items: [
          { groupId: 4, groupUri: 'acme', groupName: 'Acme Capital' },
          { groupId: 9, groupUri: 'zenith', groupName: 'Zenith Futures' },
        ],
      }),
  });
}

function renderEdit(session: Session = ctaManager) {
  return renderWithProviders(
    <ScreenAt path="/en/groups/:groupUri/programs/:programUri/edit" screen={<ProgramEditPage />} />,
    { route: '/en/groups/acme/programs/trend/edit', session },
  );
}

beforeEach(() => {
  // jsdom does not lay pages out; a jump to a section only needs the call to exist.
  Element.prototype.scrollIntoView = vi.fn();
});

/** The form renders once its lists arrive: on a busy machine that may take more than the default second. */
const slow = { timeout: 5_000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProgramEditPage', () => {
  it('shows the stored program, percentages scaled to percents with two decimals', async () => {
    api();
    renderEdit();
    const name = await screen.findByRole('textbox', { name: /Program Name/ }, slow);
    expect(name).toHaveValue('Trend');
    await screen.findAllByRole('option', { name: 'Quarterly' }, slow);
    expect(screen.getByRole('spinbutton', { name: /Management Fee/ })).toHaveValue(2);
    expect(screen.getByRole('spinbutton', { name: /Management Fee/ })).toHaveDisplayValue('2.00');
    expect(screen.getByRole('spinbutton', { name: /Margin\/Equity Ratio/ })).toHaveDisplayValue('15.25');
    expect(screen.getByRole('spinbutton', { name: /Worst Peak-to-Trough/ })).toHaveDisplayValue('18.34');
    expect(screen.getByRole('spinbutton', { name: /^Energy/ })).toHaveDisplayValue('33.33');
    expect(within(screen.getByRole('group', { name: 'Market Composition' })).getByText('Total: 100.00%')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Redemption Frequency' })).toHaveDisplayValue('Quarterly');
    expect(screen.getByRole('combobox', { name: 'Open to US Investors' })).toHaveDisplayValue('No');
    expect(screen.getByRole('checkbox', { name: /Hide this program/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Trend' })).toHaveAttribute('href', '/en/groups/acme/programs/trend');
  });

  it('keeps the status and the company out of a CTA manager’s reach, and offers no platforms', async () => {
    const { sent } = api();
    renderEdit();
    await screen.findByRole('option', { name: 'Active' }, slow);
    expect(screen.getByRole('combobox', { name: /^Status\*?$/ })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: /^Company/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Platform' })).not.toBeInTheDocument();
    expect(sent('GET /admin/group-choices')).toHaveLength(0);
  });

  it('saves with the certification, says Program Saved and asks for the certification again', async () => {
    const { sent } = api();
    renderEdit();
    const user = userEvent.setup();
    const fee = await screen.findByRole('spinbutton', { name: /Performance Fee/ }, slow);
    await user.clear(fee);
    await user.type(fee, '17.5');
    await user.tab();
    expect(fee).toHaveDisplayValue('17.50');
    const save = screen.getByRole('button', { name: 'Save Program' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(save);

    expect(await screen.findByText('Program Saved', {}, slow)).toBeInTheDocument();
    const body = sent('PUT /groups/acme/programs/trend')[0]?.body as { program: ProgramForm['program']; platformIds: unknown; acceptedAgreement: boolean };
    expect(body.acceptedAgreement).toBe(true);
    expect(body).toMatchObject({ version: 5 });
    expect(body.platformIds).toBeNull();
    expect(body.program).toEqual({ ...stored.program, feePerformance: 0.175 });
    expect(screen.getByRole('checkbox', { name: /I certify/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Program' })).toBeDisabled();
  });

  it('lets an administrator set the status and move the program to another company', async () => {
    const { sent } = api();
    renderEdit(signedInAdmin);
    const company = await screen.findByRole('combobox', { name: /^Company/ }, slow);
    expect(company).toHaveDisplayValue('Acme Capital');
    await screen.findByRole('option', { name: 'Archived' }, slow);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status\*?$/ }), 'Archived');
    await user.selectOptions(company, 'Zenith Futures');
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    await screen.findByText('Program Saved', {}, slow);
    expect(sent('PUT /groups/acme/programs/trend')[0]?.body).toMatchObject({ program: { programStatusId: 3, groupId: 9 } });
  });

  it('gives Platform Managers the platforms, at least one of them', async () => {
    const { sent } = api();
    renderEdit(platformManager);
    const user = userEvent.setup();
    const first = await screen.findByRole('checkbox', { name: 'Atlas Managed Accounts' }, slow);
    expect(first).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Atlas Fund Platform' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Atlas Institutional' })).not.toBeChecked();
    await user.click(first);
    await user.click(screen.getByRole('checkbox', { name: 'Atlas Fund Platform' }));
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Program' }));

    expect(screen.getAllByText('You must select at least one platform')).toHaveLength(2);
    expect(sent('PUT /groups/acme/programs/trend')).toHaveLength(0);
    await user.click(within(screen.getByRole('alert')).getByRole('link', { name: 'You must select at least one platform' }));
    expect(first).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Atlas Institutional' }));
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    await screen.findByText('Program Saved', {}, slow);
    expect(sent('PUT /groups/acme/programs/trend')[0]?.body).toMatchObject({ platformIds: [3] });
  });

  it('maps the server’s field errors, named without the program prefix, onto the form', async () => {
    api(() => json(422, { code: 'validation_failed', message: 'invalid', fields: { compositions: 'totalMustEqual100', 'holdings.0.value': 'invalidStep' } }));
    renderEdit();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /I certify/ }, slow));
    await user.click(screen.getByRole('button', { name: 'Save Program' }));
    const composition = within(await screen.findByRole('group', { name: 'Market Composition' }, slow));
    expect(await composition.findByText('Total must equal 100%', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /^1-30 Days/ })).toHaveAccessibleDescription('This value has too many decimal places');
    const summary = within(screen.getByRole('alert'));
    expect(summary.getByRole('link', { name: 'Composition: Total must equal 100%' })).toBeInTheDocument();
    expect(summary.getByRole('link', { name: 'Holding Periods: This value has too many decimal places' })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText('Program Saved')).not.toBeInTheDocument();
    });
  });

  it('is not found for someone the server does not let edit it', async () => {
    mockProgramFormApi({});
    renderEdit(signedInMember);
    expect(await screen.findByRole('heading', { name: 'Looks Like You Might Be Lost' }, slow)).toBeInTheDocument();
  });

  it('says who changed the program since it was loaded, and Reload edits the stored version', async () => {
    let loads = 0;
    const newer: ProgramForm = { ...stored, version: 6, program: { ...stored.program, programName: 'Trend II' } };
    const { sent } = api(
      () => json(409, { code: 'conflict', message: 'changed', changedBy: 'Bo Chen', changedAt: '2026-11-20T09:30:00Z' }),
      () => {
        loads += 1;
        return json(200, loads === 1 ? stored : newer);
      },
    );
    renderEdit();
    const user = userEvent.setup();
    await screen.findByRole('textbox', { name: /Program Name/ }, slow);
    await user.click(screen.getByRole('checkbox', { name: /I certify/ }));
    await user.click(screen.getByRole('button', { name: 'Save Program' }));

    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Changed by Bo Chen at Nov 20, 2026');
    expect(sent('PUT /groups/acme/programs/trend')[0]?.body).toMatchObject({ version: 5 });
    expect(screen.queryByText('Program Saved')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /Program Name/ })).toHaveValue('Trend II');
    }, slow);
    expect(screen.queryByText(/Changed by Bo Chen/)).not.toBeInTheDocument();
  });
});
