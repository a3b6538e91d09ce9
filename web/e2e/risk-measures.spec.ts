import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newPlusMember, worksheetOfPrograms } from './support/authoring';
import { firstProgram, signIn } from './support/session';

/**
 * Issue 22: the risk measures, the crisis periods and the rolling risk charts on a program's
 * statistics tab and an index's historical data, and the risk measures of a blend beside its
 * programs' and the S&P 500's in the blender; in English and Chinese, and clean under axe.
 */

interface Crisis {
  key: string;
  value: number | null;
}

interface WithStatistics {
  statistics: { riskMeasures: { crises: Crisis[] } } | null;
}

const crisisNames: Record<string, string> = {
  crash1987: '1987 Crash',
  gulfWar: 'Gulf War',
  ltcmRussia: 'LTCM and Russia',
  dotComBust: 'Dot-com Bust',
  financialCrisis: 'Financial Crisis',
  euroDebtCrisis: 'Euro Debt Crisis',
  chinaOil: 'China and Oil',
  q4_2018: 'Q4 2018',
  covidCrash: 'Covid Crash',
  rateShock: 'Rate Shock',
};

// Charts and axe scans take a while when the machine is shared.
test.describe.configure({ timeout: 60_000 });

/** The figures of a table's row, named by its header (the header starts with `name`, its help tip follows). */
async function figures(table: Locator, name: string): Promise<string[]> {
  const row = table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: new RegExp(`^${escape(name)}`) }) });
  return row.getByRole('cell').allTextContents();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A program's page on its statistics tab, with the windows its record covers and one it does not. */
async function openProgramStatistics(page: Page, lang: 'en' | 'zh-hans') {
  const program = await firstProgram(page);
  const response = await page.request.get(`/api/v1/groups/${program.groupUri}/programs/${program.programUri}`);
  expect(response.ok()).toBe(true);
  const { statistics } = (await response.json()) as WithStatistics;
  if (!statistics) throw new Error('the first program has no statistics');
  const uncovered = statistics.riskMeasures.crises.find((crisis) => crisis.value === null);
  const covered = statistics.riskMeasures.crises.find((crisis) => crisis.value !== null);
  if (!uncovered || !covered) throw new Error('the first program should cover some crisis windows, not all');
  await page.goto(`/${lang}/groups/${program.groupUri}/programs/${program.programUri}/statistics-ratios`);
  return { uncovered, covered };
}

/** No axe violation of any impact in the new sections. */
async function expectAccessible(page: Page, selectors: readonly string[], screen: string) {
  let builder = new AxeBuilder({ page });
  for (const selector of selectors) builder = builder.include(selector);
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id} [${violation.impact ?? ''}]: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
    `axe violations in the risk sections of ${screen}`,
  ).toEqual([]);
}

test("a program's statistics tab shows its risk measures, crisis periods and rolling charts", async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const { uncovered, covered } = await openProgramStatistics(page, 'en');

  const risk = page.getByRole('table', { name: 'Risk Measures' });
  await expect(risk).toBeVisible({ timeout: 15_000 });
  expect(await figures(risk, 'Sortino Ratio')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  expect(await figures(risk, 'Beta')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  expect(await figures(risk, 'Downside Deviation')).toEqual([expect.stringMatching(/^\d+\.\d{2}%$/)]);
  expect(await figures(risk, 'Common months with the S&P 500')).toEqual([expect.stringMatching(/^\d+$/)]);
  // Each measure explains itself.
  await expect(risk.getByRole('note')).toHaveCount(12);
  await expect(risk.getByRole('note').nth(1)).toHaveAttribute('title', /downside deviation/);

  const crises = page.getByRole('table', { name: 'Crisis Periods' });
  await expect(crises.getByRole('rowheader')).toHaveCount(10);
  const missing = await figures(crises, crisisNames[uncovered.key] ?? '');
  // The window the program did not report reads as not available, never as 0.00%.
  expect(missing[1]).toBe('–not available');
  expect(missing[2]).toMatch(/%$/);
  expect(missing[3]).toBe('–not available');
  expect(await figures(crises, crisisNames[covered.key] ?? '')).toEqual([
    expect.stringMatching(/ – /),
    expect.stringMatching(/%$/),
    expect.stringMatching(/%$/),
    expect.stringMatching(/%$/),
  ]);

  await expect(page.getByRole('img', { name: 'Rolling Sharpe Ratio' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rolling Correlation with the S&P 500' })).toBeVisible();
  await expect(page.getByText(/^36-month correlation: -?\d+\.\d{2} in /)).toBeVisible();

  await expectAccessible(page, ['.risk-measures', '.crisis-periods', '.rolling-risk'], "the program's statistics tab");
});

test("an index's historical data shows its risk measures and crisis periods", async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const response = await page.request.get('/api/v1/indexes');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { portfolioUri: string }[] };
  const index = items[0];
  if (!index) throw new Error('the demo data lists no index');
  await page.goto(`/en/indexes/${index.portfolioUri}/historical-data`);

  const risk = page.getByRole('table', { name: 'Risk Measures' });
  await expect(risk).toBeVisible({ timeout: 15_000 });
  expect(await figures(risk, 'Sortino Ratio')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  expect(await figures(risk, 'Beta')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  await expect(page.getByRole('table', { name: 'Crisis Periods' }).getByRole('rowheader')).toHaveCount(10);
  await expect(page.getByRole('img', { name: 'Rolling Sharpe Ratio' })).toBeVisible();

  await expectAccessible(page, ['.risk-measures', '.crisis-periods', '.rolling-risk'], "the index's historical data");
});

test("the blender's statistics show the blend's risk beside its programs' and the S&P 500's", async ({ page, browser }) => {
  // A member of the test's own, whose amounts it may move: the specs beside it read the demo Plus
  // member's worksheet.
  const member = await newPlusMember(browser);
  await signIn(page, member.email, member.password);
  await worksheetOfPrograms(page, 3);
  const response = await page.request.get('/api/v1/me/blends/current');
  expect(response.ok()).toBe(true);
  const blend = (await response.json()) as {
    orders: { programName: string; returns: { months: number[] } }[];
    benchmark: { name: string } | null;
  };
  const programs = blend.orders.filter((order) => order.returns.months.length > 0).map((order) => order.programName);
  if (programs.length === 0 || !blend.benchmark) throw new Error('the worksheet has programs and the S&P 500');
  await page.goto('/en/tools/blender/statistics-ratios');

  const risk = page.getByRole('table', { name: 'Risk Measures' });
  await expect(risk).toBeVisible({ timeout: 15_000 });
  await expect(risk.getByRole('columnheader')).toHaveText(['Measure', 'Blend', ...programs, blend.benchmark.name]);
  const beta = await figures(risk, 'Beta');
  expect(beta).toHaveLength(programs.length + 2);
  expect(beta.at(-1)).toBe('1.00');
  expect(beta[0]).toMatch(/^-?\d+\.\d{2}$/);
  expect(await figures(risk, 'Sortino Ratio')).toEqual(Array.from({ length: programs.length + 2 }, () => expect.stringMatching(/^-?\d+\.\d{2}$/)));

  const crises = page.getByRole('table', { name: 'Crisis Periods' });
  await expect(crises.getByRole('columnheader')).toHaveText(['Window', 'Months', 'Blend', 'S&P 500', '±Difference']);

  // An amount moved recomputes the blend's column; the programs' and the S&P 500's stay.
  await page.getByRole('tab', { name: 'Show All' }).click();
  const amount = page.getByRole('textbox', { name: `Amount allocated to ${programs[0] ?? ''}` });
  const before = Number((await amount.inputValue()).replace(/\D/g, ''));
  const sortino = await figures(risk, 'Sortino Ratio');
  const downside = await figures(risk, 'Downside Deviation');
  const blendColumn = async () => [(await figures(risk, 'Sortino Ratio'))[0], (await figures(risk, 'Downside Deviation'))[0]];
  // Ten times the amount moves the blend's figures by more than their last shown digit.
  await amount.fill(String(before * 10));
  await expect.poll(blendColumn).not.toEqual([sortino[0], downside[0]]);
  expect((await figures(risk, 'Beta')).slice(1)).toEqual(beta.slice(1));
  expect((await figures(risk, 'Sortino Ratio')).slice(1)).toEqual(sortino.slice(1));

  await expectAccessible(page, ['.risk-measures', '.crisis-periods'], "the blender's statistics");
});

test('the risk sections in Chinese', async ({ page }) => {
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  const { uncovered } = await openProgramStatistics(page, 'zh-hans');
  await expect(page.getByRole('heading', { name: '风险指标' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: '危机时期' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '滚动夏普比率' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '与标普500的滚动相关性' })).toBeVisible();
  const risk = page.getByRole('table', { name: '风险指标' });
  expect(await figures(risk, '索提诺比率')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  expect(await figures(risk, '贝塔')).toEqual([expect.stringMatching(/^-?\d+\.\d{2}$/)]);
  const crises = page.getByRole('table', { name: '危机时期' });
  const zhNames: Record<string, string> = { crash1987: '1987年股灾', gulfWar: '海湾战争', ltcmRussia: '长期资本管理公司危机与俄罗斯债务危机', dotComBust: '互联网泡沫破裂', financialCrisis: '全球金融危机' };
  const name = zhNames[uncovered.key];
  if (name) expect((await figures(crises, name))[1]).toBe('–无数据');
  await expectAccessible(page, ['.risk-measures', '.crisis-periods', '.rolling-risk'], "the program's statistics tab in Chinese");
});
