import { expect, test, type Page } from '@playwright/test';

/**
 * The indexes where members meet them outside the index pages, on the demo data: the dashboard's
 * Top Rankings and Database Stats (and the administrators' Blender and Misc Stats), a program's
 * badges, the blender's comparison indexes and the market quotes' index families, in English and
 * Simplified Chinese. Figures are checked against what the API sends.
 */

interface ReturnFigures {
  returnCount: number;
  returnAverage?: number | null;
  returnMax?: number | null;
  returnMin?: number | null;
}

interface ReturnStatistics {
  month: string;
  activeProgramsTotal: number;
  returnCountLastMonth: number;
  returnCountTwoMonth: number;
  activeData: ReturnFigures;
  positiveData: ReturnFigures;
  negativeData: ReturnFigures;
  distribution: { count: number }[];
  topRankings: { portfolioUri: string; portfolioName: string; portfolioNameZh: string }[];
  portfolioStatistics?: { blendsTotal: number; portfoliosTotal: number; watchListsTotal: number } | null;
  miscStatistics?: { newProgramAlertsTotal: number; savedSearchesTotal: number } | null;
}

interface RankedProgram {
  rank: number;
  programId: number;
  programName: string;
  programUri: string;
  groupUri: string;
}

interface Listing {
  programId: number;
  programName: string;
  programUri: string;
  groupUri: string;
  groupName: string;
  returnCount: number;
}

interface CompareItem {
  kind: 'program' | 'index';
  id: number;
  title: string;
  titleZh?: string | null;
  portfolioUri?: string | null;
}

const member = { email: 'member@demo.cta-atlas.test', password: 'DemoMember1' };
const admin = { email: 'admin@demo.cta-atlas.test', password: 'DemoAdmin1' };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
}

async function registerMember(page: Page) {
  const password = 'Indexes2026';
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Ida');
  await page.getByLabel('Last Name').fill('Index');
  await page.getByLabel(/^Phone\*?$/).fill('312-555-0177');
  await page.getByLabel('Email').fill(`indexes-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`);
  await page.getByLabel(/^Password\*?$/).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel(/accept the Terms of Service/).check();
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answers ${String(response.status())}`).toBe(true);
  return (await response.json()) as T;
}

/** The app's percent format: a fraction ×100 with 2 decimals, a dash when missing. */
function percent(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined) return '–';
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fraction * 100);
  return `${text}%`;
}

function count(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The figure a block's list shows beside the label `label` (the whole label). */
function figure(page: Page, block: string, label: string) {
  return page
    .getByRole('region', { name: block })
    .locator('dt', { hasText: new RegExp(`^${escaped(label)}$`) })
    .locator('+ dd');
}

test("the dashboard's Top Rankings lead to the rankings, and Database Stats show the API's figures", async ({ page }) => {
  await signIn(page, member);
  const stats = await getJson<ReturnStatistics>(page, '/api/v1/return-statistics');
  expect(stats.topRankings).toHaveLength(10);
  const monthName = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${stats.month}-01T00:00:00Z`),
  );

  await page.goto('/en/tools/dashboard');
  const rankings = page.getByRole('table', { name: 'Top Rankings' });
  await expect(rankings.getByRole('link')).toHaveText(stats.topRankings.map((index) => index.portfolioName));

  const database = 'Database Stats';
  await expect(figure(page, database, 'Active programs as of today')).toHaveText(count(stats.activeProgramsTotal));
  const share = (value: number) => percent(stats.activeProgramsTotal > 0 ? value / stats.activeProgramsTotal : null);
  await expect(figure(page, database, `With a return through ${monthName}`)).toHaveText(
    `${count(stats.returnCountLastMonth)} (${share(stats.returnCountLastMonth)})`,
  );
  await expect(figure(page, database, `With a return in the last 60 days, excluding ${monthName}`)).toHaveText(
    `${count(stats.returnCountTwoMonth)} (${share(stats.returnCountTwoMonth)})`,
  );
  await expect(page.getByRole('heading', { name: `Returns for ${monthName}` })).toBeVisible();
  await expect(figure(page, database, 'Managers positive')).toHaveText(count(stats.positiveData.returnCount));
  await expect(figure(page, database, 'Managers negative')).toHaveText(count(stats.negativeData.returnCount));
  await expect(figure(page, database, 'Average positive')).toHaveText(percent(stats.positiveData.returnAverage));
  await expect(figure(page, database, 'Average negative')).toHaveText(percent(stats.negativeData.returnAverage));
  await expect(figure(page, database, 'Highest')).toHaveText(percent(stats.activeData.returnMax));
  await expect(figure(page, database, 'Average')).toHaveText(percent(stats.activeData.returnAverage));
  await expect(figure(page, database, 'Lowest')).toHaveText(percent(stats.activeData.returnMin));
  // The distribution: a column per bucket of the API's.
  const chart = page.getByRole('figure', { name: `Distribution of Returns, ${monthName}` });
  await expect(chart.locator('svg.main-svg').first()).toBeVisible({ timeout: 15_000 });
  await expect(chart.locator('.barlayer .point')).toHaveCount(stats.distribution.length);
  // A member gets no administrators' blocks.
  await expect(page.getByRole('region', { name: 'Blender Stats' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Misc Stats' })).toHaveCount(0);

  // The first link opens that index's monthly ranking (its default month), a table with rows.
  const [first] = stats.topRankings;
  if (!first) throw new Error('no Top Rankings');
  await rankings.getByRole('link', { name: first.portfolioName }).click();
  await expect(page).toHaveURL(new RegExp(`/en/indexes/${first.portfolioUri}/rankings$`));
  await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
});

test('an administrator also sees the Blender Stats and Misc Stats', async ({ page }) => {
  await signIn(page, admin);
  const stats = await getJson<ReturnStatistics>(page, '/api/v1/return-statistics');
  if (!stats.portfolioStatistics || !stats.miscStatistics) throw new Error('the server sends administrators no Blender or Misc Stats');
  await page.goto('/en/tools/dashboard');
  await expect(figure(page, 'Blender Stats', 'Saved blends')).toHaveText(count(stats.portfolioStatistics.blendsTotal));
  await expect(figure(page, 'Blender Stats', 'Portfolios')).toHaveText(count(stats.portfolioStatistics.portfoliosTotal));
  await expect(figure(page, 'Blender Stats', 'Watchlists')).toHaveText(count(stats.portfolioStatistics.watchListsTotal));
  await expect(figure(page, 'Misc Stats', 'New program alerts')).toHaveText(count(stats.miscStatistics.newProgramAlertsTotal));
  await expect(figure(page, 'Misc Stats', 'Saved searches')).toHaveText(count(stats.miscStatistics.savedSearchesTotal));
});

test('the dashboard speaks Chinese on the Chinese site', async ({ page }) => {
  await signIn(page, member);
  const stats = await getJson<ReturnStatistics>(page, '/api/v1/return-statistics');
  const [year, month] = stats.month.split('-').map(Number);
  await page.goto('/zh-hans/tools/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: '仪表板' })).toBeVisible();
  const rankings = page.getByRole('table', { name: '热门排名' });
  await expect(rankings.getByRole('link')).toHaveText(stats.topRankings.map((index) => index.portfolioNameZh));
  const [first] = stats.topRankings;
  await expect(rankings.getByRole('link').first()).toHaveAttribute('href', `/zh-hans/indexes/${first?.portfolioUri ?? ''}/rankings`);
  await expect(page.getByRole('heading', { name: `${String(year)}年${String(month)}月收益统计` })).toBeVisible();
  await expect(figure(page, '数据库统计', '截至今日的活跃项目')).toHaveText(count(stats.activeProgramsTotal));
});

test('a program with awards shows them on its badges tab; a program without has no badges tab', async ({ page }) => {
  await signIn(page, member);
  // The main index's latest ranking: its first place holds a gold award that month.
  const ranking = await getJson<{ month: string; items: RankedProgram[] }>(page, '/api/v1/awards?filterByPortfolioUri=cta-index');
  const winner = ranking.items.find((item) => item.rank === 1);
  if (!winner) throw new Error('the main index has no ranking');
  await page.goto(`/en/groups/${winner.groupUri}/programs/${winner.programUri}`);
  await expect(page.getByRole('heading', { level: 1, name: winner.programName })).toBeVisible();
  await page.getByRole('tab', { name: 'Badges' }).click();
  await expect(page).toHaveURL(new RegExp(`/programs/${winner.programUri}/badges$`));
  const badges = page.getByRole('table', { name: 'Badges' });
  const gold = badges.getByRole('row').filter({ hasText: 'Gold medal, rank 1' }).filter({
    has: page.getByRole('link', { name: 'CTA Atlas CTA Index' }),
  });
  await expect(gold.first()).toBeVisible();
  await expect(gold.first().getByRole('link', { name: 'CTA Atlas CTA Index' })).toHaveAttribute(
    'href',
    `/en/indexes/cta-index/rankings?filterByDateEnd=${ranking.month}`,
  );

  // A program without awards: no badges tab, and its path is a lost page.
  const listing = await getJson<{ items: Listing[] }>(page, '/api/v1/programs?sortBy=dateInception&orderBy=DESC&pageSize=25');
  let without: Listing | undefined;
  for (const program of listing.items) {
    const awards = await getJson<{ totalCount: number }>(page, `/api/v1/programs/${String(program.programId)}/awards`);
    if (awards.totalCount === 0) {
      without = program;
      break;
    }
  }
  if (!without) throw new Error('every one of the newest programs has an award');
  await page.goto(`/en/groups/${without.groupUri}/programs/${without.programUri}`);
  await expect(page.getByRole('heading', { level: 1, name: without.programName })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Performance Tables' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('tab', { name: 'Badges' })).toHaveCount(0);
  await page.goto(`/en/groups/${without.groupUri}/programs/${without.programUri}/badges`);
  await expect(page.getByRole('heading', { level: 1, name: 'Looks Like You Might Be Lost' })).toBeVisible();
});

test("the blender's comparisons chart the S&P 500 and the CTA index from the start and find others by typing", async ({ page }) => {
  test.setTimeout(60_000);
  await registerMember(page);
  const items = await getJson<CompareItem[]>(page, '/api/v1/compare-items');
  const indexes = items.filter((item) => item.kind === 'index');
  const mainIndex = indexes.find((item) => item.portfolioUri === 'cta-index');
  const [benchmark] = indexes;
  if (!mainIndex || !benchmark) throw new Error('the compare items hold no S&P 500 or CTA index');
  const listing = await getJson<{ items: Listing[] }>(page, '/api/v1/programs?sortBy=dateInception&orderBy=ASC&pageSize=5');
  const program = listing.items.find((item) => item.returnCount >= 36);
  if (!program) throw new Error('no long program');

  await page.goto('/en/tools/blender');
  const label = 'Add the first program';
  await page.getByRole('combobox', { name: label }).fill(program.programName);
  await page
    .getByRole('listbox', { name: label })
    .getByRole('option')
    .filter({ hasText: program.programName })
    .filter({ hasText: program.groupName })
    .first()
    .click({ timeout: 10_000 });

  // The S&P 500 and the CTA index are charted: tags, lines, and not suggested again.
  const tags = page.getByRole('list', { name: 'Compared series' });
  await expect(tags.getByRole('listitem')).toHaveText([`${benchmark.title}×`, `${mainIndex.title}×`], { timeout: 15_000 });
  // The blend's line, its program's, the S&P 500's and the CTA index's.
  await expect(page.getByRole('figure', { name: 'Performance' }).locator('.line-chart__lines path')).toHaveCount(4, { timeout: 15_000 });
  const search = page.getByRole('combobox', { name: 'Compare with' });
  const suggestions = page.getByRole('listbox', { name: 'Compare with' });
  await search.fill(mainIndex.title);
  await expect(page.getByText('No program or index matches')).toBeVisible();

  // Another index joins; the CTA index taken off is suggested again.
  const other = indexes.find((item) => item !== benchmark && item !== mainIndex);
  if (!other) throw new Error('only two indexes');
  await search.fill(other.title);
  await suggestions.getByRole('option', { name: other.title }).click();
  await expect(tags.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: `Remove ${mainIndex.title}` }).click();
  await expect(tags.getByRole('listitem')).toHaveText([`${benchmark.title}×`, `${other.title}×`]);
  await search.fill(mainIndex.title);
  await expect(suggestions.getByRole('option', { name: mainIndex.title })).toBeVisible();
});

test('market quotes lead with the S&P 500 and the CTA index, then the index families, linking to the index pages', async ({ page }) => {
  await signIn(page, member);
  await page.goto('/en/managed-futures/market-quotes');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Benchmark and main index',
    'Sector indexes',
    'Strategy indexes',
    'Methodology indexes',
    'Assets indexes',
  ]);
  const names = page.getByRole('heading', { level: 3 });
  await expect(names.nth(0)).toHaveText('S&P 500 (demo)');
  await expect(names.nth(0).getByRole('link')).toHaveCount(0);
  await expect(names.nth(1).getByRole('link')).toHaveAttribute('href', '/en/indexes/cta-index');
  await names.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/indexes\/cta-index$/);

  await page.goto('/zh-hans/managed-futures/market-quotes');
  await expect(page.getByRole('heading', { level: 2, name: '行业指数' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'CTA Atlas CTA 指数' })).toHaveAttribute('href', '/zh-hans/indexes/cta-index');
});
