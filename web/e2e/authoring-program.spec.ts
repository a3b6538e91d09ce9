import { expect, test } from '@playwright/test';
import { demoManager, fillMinimalProgram, managedGroupUri, signIn, spin, unique, type ProgramForm } from './support/authoring';

test('a CTA manager adds a program through every section, fixes its composition, then edits it', async ({ page }) => {
  await signIn(page, demoManager);
  const groupUri = await managedGroupUri(page);
  await page.goto(`/en/groups/${groupUri}/add-program`);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Program' })).toBeVisible();
  const name = `E2E Global Trend ${unique()}`;

  // Program information.
  await page.getByRole('textbox', { name: /^Program Name/ }).fill(name);
  await page.getByRole('combobox', { name: /^Program Type/ }).selectOption({ label: 'Managed Account' });
  await expect(page.getByRole('combobox', { name: /^Status/ })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: /^Status/ })).toHaveValue('2');
  await page.getByRole('combobox', { name: /^Current Status/ }).selectOption({ label: 'Open to New Investments' });
  await page.getByRole('textbox', { name: 'Symbol' }).fill('EGT');
  await page.getByRole('combobox', { name: /^Currency/ }).selectOption('EUR');
  await page.getByRole('combobox', { name: /^CAROR Type/ }).selectOption({ label: 'Unique' });
  await page.getByRole('checkbox', { name: 'Proprietary trading program' }).check();

  // Investment information.
  await spin(page, 'Minimum Investment').fill('250000');
  await spin(page, 'Trading Level Increase').fill('50000');
  await page.getByRole('combobox', { name: 'Subscription Frequency' }).selectOption({ label: 'Monthly' });
  await page.getByRole('combobox', { name: 'Redemption Frequency' }).selectOption({ label: 'Quarterly' });
  await page.getByRole('combobox', { name: 'Investor Requirements' }).selectOption({ label: 'Accredited Investors' });
  await spin(page, /^Lockup Period/).fill('3');
  await spin(page, 'Targeted Worst Drawdown (%)').fill('20');
  await spin(page, 'Worst Peak-to-Trough (%)').fill('18.34');
  await page.getByRole('combobox', { name: 'Sector Focus' }).selectOption({ label: 'Diversified' });
  await page.getByRole('checkbox', { name: 'Accepts notional funding' }).check();
  await spin(page, /^Maximum Notional Funding/).fill('2');
  await page.getByRole('combobox', { name: 'Open to US Investors' }).selectOption({ label: 'No' });

  // Fees.
  await spin(page, /^Management Fee/).fill('2');
  await spin(page, /^Performance Fee/).fill('20');
  await spin(page, 'Average Commission').fill('12.5');

  // The four lists; the composition adds up to 90 % only.
  await spin(page, 'Systematic (%)').fill('100');
  await spin(page, 'Trend-following (%)').fill('80');
  await spin(page, 'Technical (%)').fill('20');
  await spin(page, 'Energy (%)').fill('40');
  await spin(page, 'Interest Rates (%)').fill('50');
  await spin(page, '1-3 Months (%)').fill('100');
  await spin(page, 'Trade Frequency (RT/YR/$M)').fill('1200');
  await spin(page, /^Margin\/Equity Ratio/).fill('15.25');

  // Description.
  await page.getByRole('textbox', { name: 'Description' }).fill('A diversified trend-following program.');
  await page.getByRole('textbox', { name: 'Investment Strategy' }).fill('Medium-term trend following.');
  await page.getByRole('textbox', { name: 'Risk Strategy' }).fill('Volatility targeting.');
  await page.getByRole('textbox', { name: 'Accounting Notes' }).fill('Audited yearly.');
  await expect(page.getByRole('button', { name: 'Platform' })).toHaveCount(0);

  const add = page.getByRole('button', { name: 'Add Program' });
  await expect(add).toBeDisabled();
  await page.getByRole('checkbox', { name: /I certify/ }).check();
  const composition = page.getByRole('group', { name: 'Market Composition' });
  await expect(composition.getByText('Total: 90.00%')).toBeVisible();

  // Refused in the browser: the list and the summary say why; the link opens and focuses the list.
  await page.getByRole('button', { name: 'Composition', exact: true }).click();
  await expect(spin(page, 'Energy (%)')).toBeHidden();
  await add.click();
  const summary = page.getByRole('alert');
  const link = summary.getByRole('link', { name: 'Composition: Total must equal 100%' });
  await expect(link).toBeVisible();
  await page.getByRole('button', { name: 'Composition', exact: true }).click();
  await expect(spin(page, 'Energy (%)')).toBeHidden();
  await link.click();
  await expect(page.getByRole('button', { name: 'Composition', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await expect(spin(page, 'Currency Futures (%)')).toBeFocused();
  await expect(composition.getByText('Total must equal 100%')).toBeVisible();

  await spin(page, 'Grains (%)').fill('10');
  await expect(composition.getByText('Total: 100.00%')).toBeVisible();
  await expect(summary).toHaveCount(0);
  await add.click();

  await expect(page).toHaveURL(new RegExp(`/en/groups/${groupUri}/programs/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const programUri = new URL(page.url()).pathname.split('/').pop() ?? '';

  // Stored as sent, percentages as fractions, and Pending until an administrator activates it.
  const stored = await page.request.get(`/api/v1/groups/${groupUri}/programs/${programUri}/form`);
  expect(stored.ok()).toBe(true);
  const form = (await stored.json()) as ProgramForm;
  expect(form.program.programStatusId).toBe(2);
  expect(form.program.feeManagement).toBe(0.02);
  expect(form.program.compositions.map((share) => share.value)).toEqual([0.4, 0.1, 0.5]);

  await page.goto(`/en/groups/${groupUri}/programs/${programUri}/edit`);
  await expect(spin(page, /^Margin\/Equity Ratio/)).toHaveValue('15.25');
  await expect(spin(page, 'Worst Peak-to-Trough (%)')).toHaveValue('18.34');
  await spin(page, /^Performance Fee/).fill('17.5');
  await page.getByRole('checkbox', { name: /I certify/ }).check();
  await page.getByRole('button', { name: 'Save Program' }).click();
  await expect(page.getByText('Program Saved')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /I certify/ })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Save Program' })).toBeDisabled();
  await expect(page.getByText('Program Saved')).toBeHidden({ timeout: 6_000 });
});

test('the same add in Simplified Chinese', async ({ page }) => {
  await signIn(page, demoManager, 'zh-hans');
  const groupUri = await managedGroupUri(page);
  await page.goto(`/zh-hans/groups/${groupUri}/add-program`);
  const name = `E2E 趋势 ${unique()}`;

  await fillMinimalProgram(page, name, 'zh-hans');
  await spin(page, /^管理费/).fill('1.5');
  await spin(page, '能源（%）').fill('60');
  const composition = page.getByRole('group', { name: '市场构成比例' });
  await page.getByRole('checkbox', { name: /本人确认/ }).check();
  await page.getByRole('button', { name: '添加项目' }).click();
  await expect(composition.getByText('合计：60.00%')).toBeVisible();
  await page.getByRole('alert').getByRole('link', { name: /^市场构成：/ }).click();
  await expect(spin(page, /^外汇期货（%）/)).toBeFocused();
  await spin(page, /^外汇期货（%）/).fill('40');
  await page.getByRole('button', { name: '添加项目' }).click();

  await expect(page).toHaveURL(new RegExp(`/zh-hans/groups/${groupUri}/programs/[a-z0-9-]+$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
