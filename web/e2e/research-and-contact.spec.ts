import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { lastMail } from './support/outbox';
import { firstProgram, signIn } from './support/session';

/** A fresh address and text per run, so the specs can be repeated against one server. */
function unique(name: string): string {
  return `${name}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}`;
}

/** The control labelled exactly `label`; required fields add a star to the label text. */
function field(scope: Page | ReturnType<Page['getByRole']>, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

/** Waits for a mail of `template` to `to` that contains `text` (the server writes it after answering). */
async function mailContaining(template: string, to: string, text: string): Promise<string> {
  let found = '';
  await expect
    .poll(() => {
      found = lastMail(template, to) ?? '';
      return found.includes(text);
    })
    .toBe(true);
  return found;
}

test('a visitor asks for a free research report over the sign-in blocker', async ({ page }) => {
  const program = await firstProgram<{ programUri: string; groupUri: string; programName: string }>(page);
  const email = `${unique('visitor')}@example.com`;
  const note = unique('Fees and terms please');
  await page.goto(`/en/groups/${program.groupUri}/programs/${program.programUri}`);
  await page.getByRole('button', { name: 'Free Research Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Free research report: ${program.programName}` });
  await expect(dialog).toBeVisible();

  // Nothing is sent until every required field is filled and the visitor is verified.
  await dialog.getByRole('button', { name: 'Request Report' }).click();
  await expect(field(dialog, 'First Name')).toHaveAccessibleDescription('Required');
  await expect(dialog.getByText('Please verify you are human')).toBeVisible();

  await field(dialog, 'First Name').fill('Vera');
  await field(dialog, 'Last Name').fill('Visitor');
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Phone').fill('312-555-0123');
  await field(dialog, 'What would you like to know?').fill(note);
  await dialog.getByLabel("I'm not a robot").click();
  await expect(dialog.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'the research request dialog');
  await dialog.getByRole('button', { name: 'Request Report' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Your request has been sent' })).toBeVisible();

  const confirmation = await mailContaining('research-request-confirmation', email, program.programName);
  expect(confirmation).toContain('We received your research report request');
  const notification = await mailContaining('research-request-notification', 'admin@demo.cta-atlas.test', note);
  expect(notification).toContain(email);
  expect(notification).toContain(`/en/groups/${program.groupUri}/programs/${program.programUri}`);
});

test('a member’s request in Chinese is filled in, needs no verification and is confirmed in Chinese', async ({ page, browser }) => {
  const program = await firstProgram<{ programUri: string; groupUri: string; programName: string }>(page);
  const note = unique('请提供费用信息');
  await signIn(page, 'member@demo.cta-atlas.test', 'DemoMember1');
  await page.goto(`/zh-hans/groups/${program.groupUri}/programs/${program.programUri}`);
  await page.getByRole('button', { name: '免费研究报告' }).click();
  const dialog = page.getByRole('dialog');
  await expect(field(dialog, '电子邮箱')).toHaveValue('member@demo.cta-atlas.test');
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await field(dialog, '您想了解什么？').fill(note);
  await dialog.getByRole('button', { name: '申请报告' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: '您的申请已发送' })).toBeVisible();

  const confirmation = await mailContaining(
    'research-request-confirmation',
    'member@demo.cta-atlas.test',
    '我们已收到您的研究报告申请',
  );
  expect(confirmation).toContain(`/zh-hans/groups/${program.groupUri}/programs/${program.programUri}`);
  // The administrator reads English, whatever the page's language was.
  const notification = await mailContaining('research-request-notification', 'admin@demo.cta-atlas.test', note);
  expect(notification).toContain('A free research report was requested');

  // The administrator, in a browser of their own, finds it in the admin area, linked to the program.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.cta-atlas.test', 'DemoAdmin1');
  await admin.goto('/en/admin/inquiries');
  const requests = admin.getByRole('table', { name: 'Research report requests' });
  const row = requests.getByRole('row').filter({ hasText: note });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: program.programName })).toHaveAttribute(
    'href',
    `/en/groups/${program.groupUri}/programs/${program.programUri}`,
  );
});

test('a visitor writes from the footer’s Contact Us', async ({ page }) => {
  const email = `${unique('writer')}@example.com`;
  const message = unique('How do I list my company?');
  await page.goto('/en/managed-futures/performance');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/en\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await field(page, 'First Name').fill('Wes');
  await field(page, 'Last Name').fill('Writer');
  await field(page, 'Email').fill(email);
  await field(page, 'Message').fill(message);
  await page.getByLabel("I'm not a robot").click();
  await expect(page.getByLabel("I'm not a robot")).toBeChecked({ timeout: 15_000 });
  await expectNoSeriousViolations(page, 'Contact Us');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your message has been sent' })).toBeVisible();

  const notification = await mailContaining('contact-message-notification', 'admin@demo.cta-atlas.test', message);
  expect(notification).toContain(email);
  expect(notification).toContain('New Contact Us message');
});

test('a member writes in Chinese from the dashboard, and the administrator reads it', async ({ page, browser }) => {
  const message = unique('如何更新我的资料？');
  await signIn(page, 'plus@demo.cta-atlas.test', 'DemoPlus1');
  await page.goto('/zh-hans/tools/dashboard');
  await page.getByRole('link', { name: '联系我们' }).first().click();
  await expect(page).toHaveURL(/\/zh-hans\/contact-us$/);
  await expect(field(page, '电子邮箱')).toHaveValue('plus@demo.cta-atlas.test');
  await field(page, '留言').fill(message);
  await page.getByRole('button', { name: '发送留言' }).click();
  await expect(page.getByRole('status').filter({ hasText: '您的留言已发送' })).toBeVisible();
  await mailContaining('contact-message-notification', 'admin@demo.cta-atlas.test', message);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin@demo.cta-atlas.test', 'DemoAdmin1');
  await admin.goto('/zh-hans/admin/inquiries');
  const messages = admin.getByRole('table', { name: '联系我们留言' });
  await expect(messages.getByRole('row').filter({ hasText: message })).toBeVisible();
  await expectNoSeriousViolations(admin, 'the admin inquiries tab');
});
