import { json, mockApi } from '@/test/api-mock';

/** Test data for the program form: the reference lists and the two frequency lists it reads. */
const item = (id: number, code: string, nameEn: string, nameZh = '') => ({ id, code, nameEn, nameZh });

const named = (names: readonly string[]) => names.map((name, index) => item(index + 1, name.toLowerCase(), name));

export const programFormReference = {
  programTypes: [item(1, 'index', 'Index'), item(2, 'fund', 'Fund'), item(3, 'managed-account', 'Managed Account', '管理账户')],
  programStatuses: [item(1, 'active', 'Active'), item(2, 'pending', 'Pending', '待审核'), item(3, 'archived', 'Archived'), item(4, 'deleted', 'Deleted')],
  membershipStatuses: [item(1, 'open', 'Open to New Investments'), item(2, 'closed', 'Closed to New Investments')],
  currencies: [item(1, 'USD', 'US Dollar', '美元'), item(5, 'EUR', 'Euro', '欧元')],
  carorTypes: [item(0, 'cumulative', 'Cumulative'), item(1, 'unique', 'Unique'), item(2, 'sum', 'Sum')],
  investorRequirementTypes: named(['Accredited Investors', 'Any Investor']),
  sectorFocusTypes: named(['Agricultural', 'Currency', 'Diversified']),
  methodologyTypes: named(['Discretionary', 'Systematic']),
  allocationStrategyTypes: named(['Arbitrage', 'Counter-trend', 'Trend-following']),
  compositionTypes: [item(1, 'currency-futures', 'Currency Futures'), item(3, 'energy', 'Energy', '能源'), item(4, 'grains', 'Grains')],
  holdingPeriodTypes: named(['Intraday', '1-30 Days']),
  platforms: named(['Atlas Managed Accounts', 'Atlas Fund Platform', 'Atlas Institutional']),
  frequencyTypes: [],
  contactTypes: [],
  groupStatuses: [],
  groupTypes: [],
  membershipTypes: [],
  roles: [],
};

const frequencies = { items: [item(3, 'monthly', 'Monthly', '每月'), item(4, 'quarterly', 'Quarterly', '每季')] };

/** `mockApi` with the form's lists, plus the routes of the test. */
export function mockProgramFormApi(routes: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /reference': () => json(200, programFormReference),
    'GET /programs/subscription-frequency-types': () => json(200, frequencies),
    'GET /programs/redemption-frequency-types': () => json(200, frequencies),
    ...routes,
  });
}
