import { expect, test, type Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function signIn(page: Page) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill('member@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoMember1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toBeVisible();
}

function firstProgram(page: Page) {
  return page.getByRole('table', { name: 'Managed Futures Performance' }).getByRole('rowheader').first().getByRole('link').first();
}

test('filters and sort go to the URL, a reload shows the same screen, and the API agrees', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/managed-futures/performance');
  await page.getByLabel('Compounded annual return').selectOption({ label: 'Above 10%' });
  await expect(page).toHaveURL(/filterByCARORMin=10/);
  await page.getByRole('checkbox', { name: 'Systematic' }).click();
  await expect(page).toHaveURL(/filterByMethodologyTypesId=2/);
  await page.getByRole('button', { name: 'Max DD' }).click();
  await expect(page).toHaveURL(/sortBy=maxDrawDown&orderBy=DESC/);
  await page.getByRole('button', { name: 'Max DD' }).click();
  await expect(page).toHaveURL(/sortBy=maxDrawDown&orderBy=ASC/);

  const api = await page.request.get(
    '/api/v1/programs?filterByCARORMin=10&filterByMethodologyTypesId=2&sortBy=maxDrawDown&orderBy=ASC&pageSize=1',
  );
  const expected = (await api.json()) as { items: { programName: string }[]; totalCount: number };
  const first = expected.items[0]?.programName ?? '';
  await expect(firstProgram(page)).toHaveText(first);
  await expect(page.getByText(`1 – 25 of ${String(expected.totalCount)}`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Compounded annual return')).toHaveValue('10');
  await expect(page.getByRole('checkbox', { name: 'Systematic' })).toBeChecked();
  await expect(firstProgram(page)).toHaveText(first);

  // Page 2, then a filter change goes back to page 1.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/pageNumber=2/);
  await page.getByLabel('Max drawdown').selectOption({ label: '50% or less' });
  await expect(page).not.toHaveURL(/pageNumber=/);
});

test('the performance date range needs both months and no future month', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/managed-futures/performance');
  await page.getByRole('textbox', { name: 'From' }).fill('2008-01');
  await expect(page.getByText('Invalid date range')).toBeVisible();
  await expect(page).not.toHaveURL(/filterByDatePerformance/);
  await page.getByRole('textbox', { name: 'Through' }).fill('2009-12');
  await expect(page).toHaveURL(/filterByDatePerformanceMin=2008-01&filterByDatePerformanceMax=2009-12/);
  await expect(page.getByText('Invalid date range')).toHaveCount(0);
});

test('column choices persist for the user after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/managed-futures/performance');
  const table = page.getByRole('table', { name: 'Managed Futures Performance' });
  await expect(table.getByRole('columnheader', { name: /Sharpe/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'Sharpe' }).click();
  await page.getByRole('button', { name: 'Move Sharpe left' }).click();
  await expect(table.getByRole('columnheader', { name: /Sharpe/ })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /Sharpe/ })).toBeVisible();
});

test('anonymous visitors get the table without filters, column menu or selection', async ({ page }) => {
  await page.goto('/en/managed-futures/performance?filterByCompositionTypesId=3');
  await expect(firstProgram(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Filters' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Columns' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Search' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /^Select / })).toHaveCount(0);
});

test('the archived listing shows the date archived; the screener and filters speak Chinese', async ({ page }) => {
  await page.goto('/en/managed-futures/archived-programs');
  await expect(page.getByRole('columnheader', { name: /Date Archived/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Past 12 Months/ })).toHaveCount(0);

  await signIn(page);
  await page.goto('/zh-hans/managed-futures/performance');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Managed Futures Performance');
  await expect(page.getByRole('region', { name: '筛选' })).toBeVisible();
  await page.getByRole('combobox', { name: '年复合收益率' }).selectOption({ label: '高于 20%' });
  await expect(page).toHaveURL(/\/zh-hans\/managed-futures\/performance\?filterByCARORMin=20/);
  await expect(page.getByRole('columnheader', { name: /年初至今/ })).toBeVisible();
});

test('a Member Plus correlates the screener with a blend; a member is not offered it', async ({ page }) => {
  await signIn(page);
  await page.goto('/en/managed-futures/performance');
  await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Correlation with blend' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: 'My Account' }).click();
  await nav(page).getByRole('button', { name: 'Log Out' }).click();

  await page.goto('/en/login');
  await page.getByLabel('Email').fill('plus@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoPlus1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toBeVisible();
  await page.goto('/en/managed-futures/performance');
  const blend = page.getByRole('combobox', { name: 'Correlation with blend' });
  await blend.selectOption({ label: 'New Blend (current worksheet)' });
  await expect(page).toHaveURL(/filterByBlendCorrelationId=\d+&sortBy=correlation&orderBy=DESC/);
  const table = page.getByRole('table', { name: 'Managed Futures Performance' });
  await expect(table.getByRole('columnheader', { name: /Blend Correlation/ })).toBeVisible();
  // The worksheet's own programs correlate most with it: the top figure is a correlation in [-1, 1].
  const top = table.getByRole('row').nth(1).getByRole('cell').nth(1);
  await expect(top).toHaveText(/^-?[01]\.\d\d$/);
  await blend.selectOption({ label: 'No blend' });
  await expect(page).toHaveURL(/sortBy=monthReturn&orderBy=DESC/);
  await expect(table.getByRole('columnheader', { name: /Blend Correlation/ })).toHaveCount(0);
});
