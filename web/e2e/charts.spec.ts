import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support/session';

interface Listing {
  programId: number;
  programName: string;
  programUri: string;
  groupName: string;
  groupUri: string;
  returnCount: number;
}

/** The first two programs by name with at least two years of returns. */
async function programs(page: Page): Promise<[Listing, Listing]> {
  const response = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=20');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Listing[] };
  const [first, second] = items.filter((item) => item.returnCount >= 24);
  if (!first || !second) throw new Error('the demo data has too few long programs');
  return [first, second];
}

function programUrl(program: Listing, lang = 'en', tab = ''): string {
  return `/${lang}/groups/${program.groupUri}/programs/${program.programUri}${tab ? `/${tab}` : ''}`;
}

/** The plotly growth chart, drawn. */
async function drawnGrowth(page: Page, name: string): Promise<Locator> {
  const figure = page.getByRole('figure', { name });
  await expect(figure.locator('svg.main-svg').first()).toBeVisible({ timeout: 15_000 });
  return figure;
}

/** The value axis' type as plotly drew it. */
function yAxisType(figure: Locator): Promise<unknown> {
  return figure.locator('.js-plotly-plot').evaluate((plot) => (plot as unknown as { _fullLayout: { yaxis: { type: string } } })._fullLayout.yaxis.type);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The legend and the toolbar (shown on hover) never overlap. */
async function expectLegendClearOfToolbar(page: Page, figure: Locator) {
  // The toolbar shows while the pointer is over the chart (its hover label is a legend of its own).
  await figure.locator('.nsewdrag').first().hover();
  const toolbar = figure.locator('.modebar');
  await expect(toolbar).toBeVisible();
  const legendBox = await figure.locator('.infolayer > .legend').boundingBox();
  const toolbarBox = await toolbar.boundingBox();
  if (!legendBox || !toolbarBox) throw new Error('no legend or toolbar');
  expect(intersects(legendBox, toolbarBox), `legend ${JSON.stringify(legendBox)} toolbar ${JSON.stringify(toolbarBox)}`).toBe(false);
  // The legend is below the plot area, wholly inside the figure.
  const plotBox = await figure.locator('.nsewdrag').first().boundingBox();
  const figureBox = await figure.boundingBox();
  if (!plotBox || !figureBox) throw new Error('no plot area');
  expect(legendBox.y).toBeGreaterThanOrEqual(plotBox.y + plotBox.height);
  expect(legendBox.y + legendBox.height).toBeLessThanOrEqual(figureBox.y + figureBox.height + 1);
  await page.mouse.move(0, 0);
}

/** A member on the program pages; the blender test signs in with a blend of its own. */
test.beforeEach(async ({ page }, testInfo) => {
  if (!testInfo.title.startsWith('the blender')) await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
});

test('the snapshot shows the growth chart with a legend clear of the toolbar, a log scale kept for the visit, and the last 12 months', async ({ page }) => {
  const [program] = await programs(page);
  await page.goto(programUrl(program));
  const growth = await drawnGrowth(page, 'Growth of 1,000');
  await expect(growth.locator('.infolayer > .legend')).toContainText(program.programName);
  await expectLegendClearOfToolbar(page, growth);

  const scale = page.getByRole('group', { name: 'Scale' });
  await expect(scale.getByRole('button', { name: 'Linear' })).toHaveAttribute('aria-pressed', 'true');
  expect(await yAxisType(growth)).toBe('linear');
  await scale.getByRole('button', { name: 'Logarithmic' }).click();
  await expect(scale.getByRole('button', { name: 'Logarithmic' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => yAxisType(growth)).toBe('log');

  const months = page.getByRole('region', { name: 'Last 12 Months' });
  await expect(months.locator('.program-months__item')).toHaveCount(12);
  await expect(months.locator('dt').first()).toHaveText(/^[A-Z][a-z]{2} \d{4}$/);
  await expect(months.locator('dd').first()).toHaveText(/^-?\d+\.\d{2}%/);

  // Remembered for the visit: the Charts tab opens on the log scale.
  await page.getByRole('tab', { name: 'Charts' }).click();
  const charts = await drawnGrowth(page, 'Growth of 1,000');
  await expect(page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: 'Logarithmic' })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => yAxisType(charts)).toBe('log');
});

test('the legend stays clear of the toolbar on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const [program] = await programs(page);
  await page.goto(programUrl(program, 'en', 'charts'));
  const growth = await drawnGrowth(page, 'Growth of 1,000');
  await expectLegendClearOfToolbar(page, growth);
  await growth.screenshot({ path: test.info().outputPath('phone-growth.png') });
});

test('a program found by typing joins the growth chart, chosen with the keyboard', async ({ page }) => {
  const [program, other] = await programs(page);
  await page.goto(programUrl(program, 'en', 'charts'));
  const growth = await drawnGrowth(page, 'Growth of 1,000');
  const search = page.getByRole('combobox', { name: 'Compare with' });
  const suggestions = page.getByRole('listbox', { name: 'Compare with' });

  await search.fill(other.programName.slice(0, 2));
  await expect(page.getByText('Type at least 3 characters')).toBeVisible();
  await expect(suggestions).toBeHidden();

  await search.fill(other.programName);
  const option = suggestions.getByRole('option').filter({ hasText: other.programName }).first();
  await expect(option).toBeVisible();
  await search.press('Escape');
  await expect(suggestions).toBeHidden();
  await expect(search).toHaveValue(other.programName);
  // Arrows move through the suggestions; Enter takes the active one.
  await search.press('ArrowDown');
  await expect(suggestions).toBeVisible();
  const active = await search.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  const activeText = await page.locator(`[id="${active ?? ''}"]`).textContent();
  await search.press('Enter');
  await expect(search).toHaveValue('');

  const tags = page.getByRole('list', { name: 'Compared series' });
  await expect(tags.getByRole('listitem')).toHaveCount(1);
  expect(activeText).toContain((await tags.getByRole('listitem').textContent())?.replace('×', '').split(' – ').at(-1) ?? '');
  await expect(growth.locator('.scatterlayer .trace')).toHaveCount(2);
  await expect(growth.locator('.infolayer > .legend .traces')).toHaveCount(2);

  // The S&P 500 is found too, by the short way of writing it.
  await search.fill('sp500');
  await suggestions.getByRole('option', { name: /S&P 500/ }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(2);
  await expect(growth.locator('.infolayer > .legend .traces')).toHaveCount(3);
  // The S&P 500 (from 1980) starts with the program, at its 1,000.
  const starts = await growth
    .locator('.js-plotly-plot')
    .evaluate((plot) => (plot as unknown as { data: { x: string[]; y: number[] }[] }).data.map((trace) => [trace.x[0], trace.y[0]]));
  expect(starts[2]).toEqual(starts[0]);
  expect(starts[0]?.[1]).toBe(1000);
  await expectLegendClearOfToolbar(page, growth);
  await growth.screenshot({ path: test.info().outputPath('compared-growth.png') });
});

test('a losing month of the performance tables is red and keeps its minus sign', async ({ page }) => {
  const [program] = await programs(page);
  await page.goto(programUrl(program, 'en', 'performance-tables'));
  const table = page.getByRole('table', { name: 'Monthly Performance' });
  const loss = table.locator('td .return-figure--loss').first();
  await expect(loss).toHaveText(/^-\d+\.\d{2}%$/);
  await expect(loss).toHaveCSS('color', 'rgb(180, 35, 24)');
  // A gain keeps the text colour.
  const gain = table.locator('td').filter({ hasText: /^\d+\.\d{2}%$/ }).first();
  await expect(gain).toHaveCSS('color', 'rgb(27, 36, 48)');
});

test('the blender chart has a legend and the log scale', async ({ page }) => {
  await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
  await page.goto('/en/tools/blender');
  const chart = page.getByRole('figure', { name: 'Performance' });
  await expect(chart.locator('.line-chart__lines path').first()).toBeVisible({ timeout: 15_000 });
  const legend = chart.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem').first()).toBeVisible();
  // One name a line; the compared series' lines arrive after the blend's, so read both together.
  await expect
    .poll(async () => {
      const names = await legend.getByRole('listitem').count();
      const lines = await chart.locator('.line-chart__lines path').count();
      // The blend, a program at least, the S&P 500 and the CTA index.
      return names === lines && lines >= 4;
    })
    .toBe(true);

  const ticks = chart.locator('.line-chart__tick[text-anchor="end"]');
  const linearTicks = await ticks.allTextContents();
  await page.getByRole('group', { name: 'Scale' }).getByRole('button', { name: 'Logarithmic' }).click();
  await expect.poll(() => ticks.allTextContents()).not.toEqual(linearTicks);

  const search = page.getByRole('combobox', { name: 'Compare with' });
  await search.fill('Agricultural');
  await page.getByRole('listbox', { name: 'Compare with' }).getByRole('option').first().click();
  await expect(legend.getByRole('listitem').filter({ hasText: 'Agricultural' })).toHaveCount(1);
});

test('in Chinese: the scale, the last 12 months and an index found by its Chinese name', async ({ page }) => {
  const [program] = await programs(page);
  await page.goto(programUrl(program, 'zh-hans'));
  const growth = await drawnGrowth(page, '1,000的增长');
  await page.getByRole('group', { name: '刻度' }).getByRole('button', { name: '对数' }).click();
  await expect.poll(() => yAxisType(growth)).toBe('log');
  const months = page.getByRole('region', { name: '最近12个月' });
  await expect(months.locator('.program-months__item')).toHaveCount(12);
  await expect(months.locator('dt').first()).toHaveText(/^\d{4}年\d{1,2}月$/);

  const search = page.getByRole('combobox', { name: '对比' });
  await search.fill('标普');
  await expect(page.getByText('请至少输入 3 个字符')).toBeVisible();
  await search.fill('标普500');
  await page.getByRole('listbox', { name: '对比' }).getByRole('option', { name: /标普500/ }).click();
  await expect(page.getByRole('list', { name: '对比系列' }).getByRole('listitem')).toHaveCount(1);
  await expect(growth.locator('.infolayer > .legend')).toContainText('标普500');
});
