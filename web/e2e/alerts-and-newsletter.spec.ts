import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { firstProgram } from './support/session';
import {
  addProgramThroughApi,
  adminPage,
  api,
  signIn,
  unique,
  visitorPage,
  type Account,
  type Lang,
} from './support/authoring';
import { lastMail, linkPath, runServerCommand } from './support/outbox';

/**
 * New-program alerts and the newsletter's double opt-in, in both languages: a member opts in on
 * the profile, the administrator activates a new program and the daily batch runs, and the mail's
 * link unsubscribes without signing in; the newsletter box mails a confirmation link whose page
 * confirms, and its unsubscribe link takes the address off again. Each run uses new accounts and
 * a new program, so the specs can run again against one server.
 */

test.describe.configure({ timeout: 90_000 });

const words = {
  en: {
    alerts: 'Email me when new programs are listed',
    newsletter: 'Send me the CTA Atlas newsletter',
    save: 'Save Profile',
    saved: 'Profile Saved',
    alertMail: 'These programs were newly listed on CTA Atlas:',
    confirmMail: 'Confirm my subscription',
    unsubscribeTitle: 'Unsubscribe',
    unsubscribe: 'Unsubscribe',
    confirmTitle: 'Confirm your newsletter subscription',
    confirm: 'Confirm my subscription',
    alertsStopped: 'will no longer receive new-program alerts.',
    confirmed: 'now receives the CTA Atlas newsletter',
    left: 'is unsubscribed from the CTA Atlas newsletter.',
    invalid: 'This link is not valid.',
  },
  'zh-hans': {
    alerts: '有新项目上线时发邮件通知我',
    newsletter: '订阅 CTA Atlas 新闻简报',
    save: '保存资料',
    saved: '资料已保存',
    alertMail: '以下项目已在 CTA Atlas 新上线：',
    confirmMail: '确认订阅',
    unsubscribeTitle: '退订',
    unsubscribe: '退订',
    confirmTitle: '确认订阅新闻简报',
    confirm: '确认订阅',
    alertsStopped: '将不再收到新项目提醒。',
    confirmed: '已开始接收 CTA Atlas 新闻简报',
    left: '已退订 CTA Atlas 新闻简报。',
    invalid: '此链接无效。',
  },
} as const;

/** A new member reading `lang`, created by the administrator with both lists off. */
async function newMember(admin: Page, lang: Lang): Promise<Account> {
  const account = { email: `subscriber-${unique()}@example.com`, password: 'Secret12' };
  await api(admin, 'POST', '/admin/users', {
    email: account.email,
    password: account.password,
    confirmPassword: account.password,
    roleIds: [],
    profile: {
      firstName: 'Ann',
      lastName: 'Lee',
      phonePrefix: '+1',
      phone: '312-555-0100',
      country: 'USA',
      getNewsletter: false,
      getAlertNewProgram: false,
      isAccredited: false,
      language: lang,
    },
  });
  return account;
}

/** The member ticks `box` on their profile and saves. */
async function tickOnProfile(browser: Browser, account: Account, lang: Lang, box: string) {
  const page = await visitorPage(browser);
  await signIn(page, account, lang);
  await page.goto(`/${lang}/profile`);
  const checkbox = page.getByRole('checkbox', { name: box });
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  await page.getByRole('button', { name: words[lang].save }).click();
  await expect(page.getByText(words[lang].saved)).toBeVisible();
  await page.context().close();
}

/** Opens a mailed link signed out, checks the page, and presses its button. */
async function followLink(browser: Browser, path: string, title: string, button: string): Promise<Page> {
  const page = await visitorPage(browser);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
  await page.getByRole('button', { name: button }).click();
  return page;
}

for (const lang of ['en', 'zh-hans'] as const) {
  const w = words[lang];

  test(`${lang}: a member who opts in hears of a newly activated program and unsubscribes signed out`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    const member = await newMember(admin, lang);
    await tickOnProfile(browser, member, lang, w.alerts);

    const listed = await firstProgram(admin);
    const programName = `Alert Probe ${unique()}`;
    const added = await addProgramThroughApi(admin, listed.groupUri, programName);
    await api(admin, 'PATCH', `/groups/${added.groupUri}/programs/${added.programUri}/status`, {
      programStatusId: 1,
      expectedStatusId: 2,
    });
    // A batch covers the programs approved before its own second (times are kept to the second).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    runServerCommand('alerts', 'new-programs');

    const mail = lastMail('new-program-alert', member.email);
    expect(mail).toBeDefined();
    expect(mail).toContain(w.alertMail);
    expect(mail).toContain(programName);
    expect(mail).toContain(`/${lang}/groups/${added.groupUri}/programs/${added.programUri}`);
    expect(mail).toMatch(/List-Unsubscribe: <http/);
    const unsubscribe = linkPath(mail ?? '', 'unsubscribe');
    expect(unsubscribe.startsWith(`/${lang}/unsubscribe?token=`)).toBe(true);

    const page = await followLink(browser, unsubscribe, w.unsubscribeTitle, w.unsubscribe);
    await expect(page.getByRole('status')).toContainText(`${member.email} ${w.alertsStopped}`);

    // Running the batch again sends no second mail to the member, who has left the alerts.
    runServerCommand('alerts', 'new-programs');
    expect(lastMail('new-program-alert', member.email)).toBe(mail);
  });

  test(`${lang}: the newsletter box mails a confirmation link, and its unsubscribe link works signed out`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser);
    const member = await newMember(admin, lang);
    await tickOnProfile(browser, member, lang, w.newsletter);

    const mail = lastMail('newsletter-confirmation', member.email);
    expect(mail).toBeDefined();
    expect(mail).toContain(w.confirmMail);
    expect(mail).toMatch(/List-Unsubscribe: <http/);
    const confirmPage = await followLink(browser, linkPath(mail ?? '', 'newsletter/confirm'), w.confirmTitle, w.confirm);
    await expect(confirmPage.getByRole('status')).toContainText(w.confirmed);

    const leavePage = await followLink(browser, linkPath(mail ?? '', 'unsubscribe'), w.unsubscribeTitle, w.unsubscribe);
    await expect(leavePage.getByRole('status')).toContainText(w.left);

    // An altered link is refused with the page's explanation, not an error screen.
    const forged = linkPath(mail ?? '', 'unsubscribe').replace(/token=(.)/, (_, c: string) => `token=${c === 'A' ? 'B' : 'A'}`);
    const forgedPage = await followLink(browser, forged, w.unsubscribeTitle, w.unsubscribe);
    await expect(forgedPage.getByRole('alert')).toContainText(w.invalid);
  });
}

test('zh-hans: a visitor signs up from the footer’s newsletter page and confirms by the mailed link', async ({ browser }) => {
  const email = `visitor-${unique()}@example.com`;
  const page = await visitorPage(browser);
  // A public page: a members' tool would send the visitor to the sign-in page, maybe after the click.
  await page.goto('/zh-hans/indexes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: '新闻简报' }).click();
  await expect(page).toHaveURL(/\/zh-hans\/newsletter$/);
  await expect(page.getByRole('heading', { level: 1, name: '新闻简报' })).toBeVisible();
  await page.getByLabel(/电子邮箱/).fill(email);
  await page.getByLabel('我不是机器人').click();
  await expect(page.getByLabel('我不是机器人')).toBeChecked({ timeout: 15_000 });
  await page.getByRole('button', { name: '订阅' }).click();
  await expect(page.getByRole('status')).toContainText('附有确认链接的邮件');

  const mail = lastMail('newsletter-confirmation', email);
  expect(mail).toBeDefined();
  expect(mail).toContain('请确认您希望通过此邮箱接收 CTA Atlas 新闻简报');
  const confirmPage = await followLink(browser, linkPath(mail ?? '', 'newsletter/confirm'), words['zh-hans'].confirmTitle, words['zh-hans'].confirm);
  await expect(confirmPage.getByRole('status')).toContainText(`${email} ${words['zh-hans'].confirmed}`);
});
