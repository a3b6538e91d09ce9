import { expect, test, type Browser, type Page } from '@playwright/test';

/** Steps the CTA authoring specs share: signing in, registering a CTA, the program form, CSV uploads. */

export type Lang = 'en' | 'zh-hans';

export interface Account {
  email: string;
  password: string;
}

export const demoManager: Account = { email: 'manager@demo.cta-atlas.test', password: 'DemoManager1' };
export const demoAdmin: Account = { email: 'admin@demo.cta-atlas.test', password: 'DemoAdmin1' };

export interface ProgramForm {
  programId: number;
  programUri: string;
  groupId: number;
  groupUri: string;
  groupName: string;
  program: {
    programStatusId: number;
    programName: string;
    feeManagement: number;
    compositions: { typeId: number; value: number }[];
  };
}

export interface MonthEntry {
  month: number;
  monthlyReturn: number;
}

/** The screen texts the specs look for, in both languages. */
export const texts = {
  en: {
    registration: {
      contactType: 'I am a',
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      phone: 'Phone',
      address: 'Address',
      city: 'City/Town',
      state: 'State/Province',
      postalCode: 'Postal Code',
      password: 'Password',
      confirmPassword: 'Confirm Password',
      continue: 'Continue',
      companyName: 'Company Name',
      companyDescription: 'Company Description',
      certify: /I certify/,
      terms: /accept the Terms of Service/,
      robot: "I'm not a robot",
      createAccount: 'Create Account',
    },
    programForm: {
      programName: /^Program Name/,
      programType: /^Program Type/,
      membershipStatus: /^Current Status/,
      certify: /I certify/,
      add: 'Add Program',
      composition: 'Market Composition',
      compositionLink: 'Composition: Total must equal 100%',
      energy: 'Energy (%)',
      currencies: 'Currency Futures (%)',
      total: (percent: string) => `Total: ${percent}%`,
      mustTotal: 'Total must equal 100%',
    },
    performance: {
      link: 'Performance Data',
      csvFile: 'Upload a CSV file',
      problems: 'Problems in the file',
      notANumber: 'This value is not a number.',
      statisticsAfterSave: 'Statistics after saving',
      vami: 'VAMI after saving',
      certify: 'I certify that all the information provided is accurate.',
      save: 'Save',
      saved: 'Performance Data Saved',
    },
    admin: {
      pendingGroups: 'Pending CTAs',
      pendingPrograms: 'Pending Programs',
      activate: (name: string) => `Activate ${name}`,
      view: (name: string) => `View ${name}`,
      notifications: 'Notifications',
      groupActivated: 'Group activated!',
      programActivated: 'Program activated!',
    },
    screener: { table: 'Managed Futures Performance', program: 'CTA / Program' },
    figures: ['CAROR', 'Worst Drawdown', 'Sharpe Ratio'],
  },
  'zh-hans': {
    registration: {
      contactType: '我是',
      firstName: '名',
      lastName: '姓',
      email: '电子邮箱',
      phone: '电话',
      address: '地址',
      city: '城市',
      state: '州/省',
      postalCode: '邮政编码',
      password: '密码',
      confirmPassword: '确认密码',
      continue: '继续',
      companyName: '公司名称',
      companyDescription: '公司简介',
      certify: /本人证明/,
      terms: /本人已阅读并接受服务条款/,
      robot: '我不是机器人',
      createAccount: '创建账户',
    },
    programForm: {
      programName: /^项目名称/,
      programType: /^项目类型/,
      membershipStatus: /^当前状态/,
      certify: /本人确认/,
      add: '添加项目',
      composition: '市场构成比例',
      compositionLink: '市场构成：合计必须等于 100%',
      energy: '能源（%）',
      currencies: '外汇期货（%）',
      total: (percent: string) => `合计：${percent}%`,
      mustTotal: '合计必须等于 100%',
    },
    performance: {
      link: '业绩数据',
      csvFile: '上传 CSV 文件',
      problems: '文件中的问题',
      notANumber: '此值不是数字。',
      statisticsAfterSave: '保存后的统计数据',
      vami: '保存后的 VAMI',
      certify: '本人证明所提供的全部信息真实准确。',
      save: '保存',
      saved: '业绩数据已保存',
    },
    admin: {
      pendingGroups: '待审核的 CTA 公司',
      pendingPrograms: '待审核的项目',
      activate: (name: string) => `激活 ${name}`,
      view: (name: string) => `查看 ${name}`,
      notifications: '通知',
      groupActivated: '公司已激活！',
      programActivated: '项目已激活！',
    },
    screener: { table: '管理期货业绩表现', program: 'CTA / 项目' },
    figures: ['复合年化收益率', '最大回撤', '夏普比率'],
  },
} as const;

/**
 * A fresh, fixed-width suffix per call (milliseconds, then three random digits), so the specs can
 * be repeated against one server and names made with it sort by creation time.
 */
export function unique(): string {
  return `${String(Date.now())}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** The control labelled exactly `label`; required fields add a star to the label text. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

/** A number input by its accessible name. */
export function spin(page: Page, name: string | RegExp) {
  return page.getByRole('spinbutton', { name });
}

/** Signs `account` in through the login form in `lang`. */
export async function signIn(page: Page, account: Account, lang: Lang = 'en') {
  await page.goto(`/${lang}/login`);
  await page.locator('.auth-form input[type="email"]').fill(account.email);
  await page.locator('.auth-form input[type="password"]').fill(account.password);
  await page.locator('.auth-form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A second browser, signed in as the demo administrator. */
export async function adminPage(browser: Browser, lang: Lang = 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, demoAdmin, lang);
  return page;
}

/** The Member Plus role's id (reference data). */
const memberPlusRole = 7;

/**
 * A Member Plus of its own, made by the administrator, for a spec that changes its blends: the
 * demo Plus member's worksheet stays as the specs running beside it expect. The member has no
 * blend yet.
 */
export async function newPlusMember(browser: Browser): Promise<Account> {
  const account = { email: `plus-${unique()}@example.com`, password: 'Secret12' };
  const admin = await adminPage(browser);
  await api(admin, 'POST', '/admin/users', {
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    roleIds: [memberPlusRole],
    profile: {
      firstName: 'Pat',
      lastName: 'Lane',
      phonePrefix: '+1',
      phone: '312-555-0101',
      country: 'USA',
      getNewsletter: false,
      getAlertNewProgram: false,
      isAccredited: true,
      language: 'en',
    },
  });
  await admin.context().close();
  return account;
}

/**
 * Makes a worksheet of the first `count` programs by name with two years of returns the signed-in
 * member's current blend; returns the programs' names.
 */
export async function worksheetOfPrograms(page: Page, count: number): Promise<string[]> {
  const response = await page.request.get('/api/v1/programs?sortBy=programName&orderBy=ASC&pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { programId: number; programName: string; returnCount: number }[] };
  const picked = items.filter((item) => item.returnCount >= 24).slice(0, count);
  expect(picked).toHaveLength(count);
  await api(page, 'POST', '/me/blends', { programIds: picked.map((program) => program.programId) });
  return picked.map((program) => program.programName);
}

/** A browser with nobody signed in. */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The company the signed-in CTA manager manages (their first). */
export async function managedGroupUri(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/me/groups');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { groupUri: string }[] };
  const [group] = items;
  if (!group) throw new Error('the signed-in user manages no company');
  return group.groupUri;
}

/** The page's CSRF cookie, which unsafe API requests echo in a header. */
async function csrfToken(page: Page): Promise<string> {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'atlas_csrf')?.value ?? '';
}

/** The API as the page's cookies allow. */
export async function api(page: Page, method: 'POST' | 'PUT' | 'PATCH', path: string, data: unknown): Promise<unknown> {
  const response = await page.request.fetch(`/api/v1${path}`, { method, data, headers: { 'X-CSRF-Token': await csrfToken(page) } });
  expect(response.ok(), `${method} ${path}: ${String(response.status())} ${await response.text()}`).toBe(true);
  return response.json();
}

/** Adds a program with only the required fields to the company through the API; it is Pending. */
export async function addProgramThroughApi(page: Page, groupUri: string, programName: string): Promise<ProgramForm> {
  return (await api(page, 'POST', `/groups/${groupUri}/programs`, {
    program: { programStatusId: 2, programName, programTypeId: 3, membershipStatusId: 1, currency: 'USD', carorType: 0 },
    acceptedAgreement: true,
  })) as ProgramForm;
}

/**
 * Replaces the program's months with a CSV file's, as the performance page's Save does: over the
 * version of the returns stored now.
 */
export async function uploadCsvThroughApi(page: Page, groupUri: string, programUri: string, csv: string) {
  const stored = await page.request.get(`/api/v1/groups/${groupUri}/programs/${programUri}/returns`);
  expect(stored.ok()).toBe(true);
  const { version } = (await stored.json()) as { version: number };
  const response = await page.request.post(`/api/v1/groups/${groupUri}/programs/${programUri}/returns/upload?version=${String(version)}`, {
    data: csv,
    headers: { 'Content-Type': 'text/csv', 'X-CSRF-Token': await csrfToken(page) },
  });
  expect(response.ok(), `upload: ${String(response.status())}`).toBe(true);
}

/** The program's stored months (its managers and administrators only). */
export async function storedMonths(page: Page, groupUri: string, programUri: string): Promise<MonthEntry[]> {
  const response = await page.request.get(`/api/v1/groups/${groupUri}/programs/${programUri}/returns`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { months: MonthEntry[] }).months;
}

/**
 * A new CTA registers through /join/cta; their company starts Pending and they land on its page.
 * Returns the company's uri.
 */
export async function registerCta(page: Page, companyName: string, lang: Lang = 'en'): Promise<string> {
  const text = texts[lang].registration;
  await page.goto(`/${lang}/join/cta`);
  // 3: Portfolio Manager (reference list `contactTypes`).
  await field(page, text.contactType).selectOption('3');
  await field(page, text.firstName).fill(lang === 'en' ? 'Chen' : '晨');
  await field(page, text.lastName).fill(lang === 'en' ? 'Wu' : '吴');
  await field(page, text.email).fill(`cta-${unique()}@example.com`);
  // The phone's country follows the language's default country (US, China).
  await field(page, text.phone).fill(lang === 'en' ? '(312) 555-0199' : '138-555-0123');
  await field(page, text.address).fill(lang === 'en' ? '1 Wacker Dr' : '世纪大道 100 号');
  await field(page, text.city).fill(lang === 'en' ? 'Chicago' : '上海');
  await field(page, text.state).fill(lang === 'en' ? 'IL' : '上海');
  await field(page, text.postalCode).fill(lang === 'en' ? '60601' : '200120');
  await field(page, text.password).fill('Secret12');
  await field(page, text.confirmPassword).fill('Secret12');
  await page.getByRole('button', { name: text.continue }).click();
  await field(page, text.companyName).fill(companyName);
  await field(page, text.companyDescription).fill('Trend following across 60 futures markets.');
  await page.getByLabel(text.certify).check();
  await page.getByLabel(text.terms).check();
  await page.getByLabel(text.robot).click();
  await expect(page.getByLabel(text.robot)).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: text.createAccount }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/groups/[^/?]+\\?reg=cta$`), { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/**
 * On the add-program form, fills the required fields: the name, a managed account open to new
 * investments; status, currency and CAROR type keep their defaults.
 */
export async function fillMinimalProgram(page: Page, programName: string, lang: Lang = 'en') {
  const text = texts[lang].programForm;
  await page.getByRole('textbox', { name: text.programName }).fill(programName);
  // Reference ids: program type 3 Managed Account, membership status 1 Open to New Investments.
  await page.getByRole('combobox', { name: text.programType }).selectOption('3');
  await page.getByRole('combobox', { name: text.membershipStatus }).selectOption('1');
}

/**
 * Three years of monthly rows from January 2019 (Date, Returns, Assets, Estimated) with 2-decimal
 * percents; `broken` spoils the return on line 5 of the file.
 */
export function returnsCsv({ broken }: { broken: boolean }): string {
  const rows = Array.from({ length: 36 }, (_, i) => {
    const month = `${String(2019 + Math.floor(i / 12))}-${String((i % 12) + 1).padStart(2, '0')}`;
    const percent = ((((i * 37) % 11) - 4.5) * 0.71).toFixed(2);
    return `${month},${broken && i === 3 ? 'abc' : percent},${String(2_000_000 + i * 10_000)},no`;
  });
  return ['Date,Returns,Assets,Estimated', ...rows].join('\r\n');
}

/** Chooses `text` as the CSV file of the file input labelled `label`. */
export async function chooseCsv(page: Page, label: string, text: string) {
  await page.getByLabel(label).setInputFiles({ name: 'returns.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
}

/** The values a figures list (the program page's key figures, the upload preview) shows for `labels`. */
export async function keyFigures(page: Page, labels: readonly string[]): Promise<string[]> {
  const values: string[] = [];
  for (const label of labels) {
    const item = page.locator('.program-figures__item').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    await expect(item.locator('dd')).toBeVisible();
    values.push((await item.locator('dd').textContent()) ?? '');
  }
  return values;
}
