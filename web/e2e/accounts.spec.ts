import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The control labelled exactly `label`; required fields add a star to the label text. */
function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

/** A fresh address per run, so the specs can be repeated against one server. */
function uniqueEmail(name: string): string {
  return `${name}-${String(Date.now())}-${String(Math.floor(Math.random() * 1e6))}@example.com`;
}

/** The server's outbox (`$DATA_DIR/outbox`, one .eml per message) when no SMTP server is set. */
function outboxDir(): string {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('DATA_DIR must name the server data directory (scripts/test sets it)');
  return join(dataDir, 'outbox');
}

/** The body text of the newest message of `template` sent to `to`, its transfer encoding undone. */
function lastMail(template: string, to: string): string | undefined {
  const files = readdirSync(outboxDir())
    .filter((name) => name.endsWith(`-${template}.eml`))
    .sort()
    .reverse();
  for (const file of files) {
    const raw = readFileSync(join(outboxDir(), file), 'utf8');
    if (raw.includes(`To: ${to}`) || raw.includes(`<${to}>`)) return decodeMail(raw);
  }
  return undefined;
}

function decodeMail(raw: string): string {
  const decodedParts = raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding: base64/i.test(head)) {
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    }
    if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
      const bytes = body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    }
    return body;
  });
  return decodedParts.join('\n');
}

async function tickVerification(page: Page, label = "I'm not a robot") {
  await page.getByLabel(label).click();
  await expect(page.getByLabel(label)).toBeChecked({ timeout: 15_000 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/en/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A member registered through the API (the registration screen has its own spec below). */
async function registerMember(page: Page, email: string, password: string) {
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Ann');
  await page.getByLabel('Last Name').fill('Lee');
  await field(page, 'Phone').fill('312-555-0123');
  await page.getByLabel('Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel(/accept the Terms of Service/).check();
  await tickVerification(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
  await nav(page).getByRole('button', { name: 'My Account' }).click();
  await nav(page).getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
}

test('a member registers, is signed in and lands on the programs three seconds later', async ({ page }) => {
  const email = uniqueEmail('member');
  await page.goto('/en/register?owner=partner-7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member Registration');

  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByLabel('First Name')).toHaveAccessibleDescription('Required');
  await expect(page.getByLabel(/accept the Terms of Service/)).toHaveAccessibleDescription(
    'You must accept the Terms of Service',
  );
  await expect(page.getByLabel("I'm not a robot")).toHaveAccessibleDescription(/verify/i);

  await page.getByLabel('First Name').fill('Ann');
  await page.getByLabel('Last Name').fill('Lee');
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await expect(page.getByLabel('Dialing Code')).toHaveValue('+1');
  await expect(page.getByLabel('Send me the CTA Atlas newsletter')).not.toBeChecked();
  await field(page, 'Phone').fill('12345');
  await page.getByLabel('Email').fill(email);
  await field(page, 'Password').fill('lowercase1');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(field(page, 'Phone')).toHaveAccessibleDescription('Please enter a valid phone number');
  await expect(field(page, 'Password')).toHaveAccessibleDescription(/upper/i);
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(/match/i);

  await field(page, 'Phone').fill('312-555-0123');
  await field(page, 'Password').fill('Secret12');
  await page.getByLabel('Confirm Password').fill('Secret12');
  await page.getByLabel(/accept the Terms of Service/).check();
  await tickVerification(page);
  const started = Date.now();
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your account is ready' })).toBeVisible();
  await expect(nav(page).getByRole('button', { name: 'My Account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);

  const mail = lastMail('member-registration-confirmation', email);
  expect(mail).toContain('Ann');

  // The address is now taken: a second registration is refused with the spec's message.
  await nav(page).getByRole('button', { name: 'My Account' }).click();
  await nav(page).getByRole('button', { name: 'Log Out' }).click();
  await page.goto('/en/register');
  await page.getByLabel('First Name').fill('Ann');
  await page.getByLabel('Last Name').fill('Lee');
  await field(page, 'Phone').fill('312-555-0123');
  await page.getByLabel('Email').fill(email);
  await field(page, 'Password').fill('Secret12');
  await page.getByLabel('Confirm Password').fill('Secret12');
  await page.getByLabel(/accept the Terms of Service/).check();
  await tickVerification(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText(/already/i);
});

test('a CTA registers through every step; the company is Pending and its page greets them', async ({ page }) => {
  const email = uniqueEmail('cta');
  const companyName = `Gamma Capital ${String(Date.now())}`;
  await page.goto('/en/join/cta');

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expect(page.getByLabel('Company Name')).toHaveCount(0);

  await page.getByLabel('I am a').selectOption({ label: 'Portfolio Manager' });
  await page.getByLabel('First Name').fill('Chen');
  await page.getByLabel('Last Name').fill('Wu');
  await page.getByLabel('Email').fill(email);
  await field(page, 'Phone').fill('(312) 555-0199');
  await field(page, 'Address').fill('1 Wacker Dr');
  await page.getByLabel('City/Town').fill('Chicago');
  await page.getByLabel('State/Province').fill('IL');
  await page.getByLabel('Postal Code').fill('60601');
  await field(page, 'Password').fill('Secret12');
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('Secret12');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();

  await expect(page.getByLabel('Company Name')).toBeFocused();
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Website').fill('gamma.example.com');
  await page.getByLabel('Company Description').fill('Trend following across 60 futures markets.');
  await page.getByLabel('Commodity Trading Advisor (CTA)').check();

  // The first contact is the registrant, read-only.
  const firstContact = page.getByRole('group', { name: 'Contact 1' });
  await expect(firstContact.getByLabel('First Name')).toHaveValue('Chen');
  await expect(firstContact.getByLabel('Email')).toHaveValue(email);
  await expect(firstContact.getByLabel('Contact Type')).toHaveValue('Portfolio Manager');
  for (const input of await firstContact.getByRole('textbox').all()) {
    await expect(input).toHaveAttribute('readonly', '');
  }

  await page.getByRole('button', { name: 'Add Registration' }).click();
  const nfa = page.getByRole('group', { name: 'Registration 1' });
  await nfa.getByLabel('Registration Type').selectOption({ label: 'NFA' });
  await expect(nfa.getByLabel('Title')).toHaveCount(0);
  await nfa.getByLabel('Registration Details').fill('0456789');
  await page.getByRole('button', { name: 'Add Registration' }).click();
  const other = page.getByRole('group', { name: 'Registration 2' });
  await other.getByLabel('Registration Type').selectOption({ label: 'Other' });
  await other.getByLabel('Registration Details').fill('SEC 801-12345');

  // Submitting with the Other title empty and no agreement shows the field errors and the summary.
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(other.getByLabel('Title')).toHaveAccessibleDescription('Required');
  await expect(page.getByLabel(/I certify/)).toHaveAccessibleDescription(/certify/i);
  await expect(page.getByLabel(/accept the Terms of Service/)).toHaveAccessibleDescription(/accept/i);
  await expect(page.getByText('There is an error with your registrations. Please see above.')).toBeVisible();

  await other.getByLabel('Title').fill('SEC Registered Investment Adviser');
  await page.getByLabel(/I certify/).check();
  await page.getByLabel(/accept the Terms of Service/).check();
  await tickVerification(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your account and company are registered' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/groups\/gamma-capital-\d+\?reg=cta$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expect(page.getByText('Thank you for registering!')).toBeVisible();
  await expect(page.getByText('SEC Registered Investment Adviser')).toBeVisible();
  await expect(page.getByRole('link', { name: 'http://gamma.example.com' })).toBeVisible();

  const mail = lastMail('cta-registration-confirmation', email);
  expect(mail).toContain(companyName);

  // A pending company stays hidden from everyone else.
  const groupUri = new URL(page.url()).pathname.split('/').pop() ?? '';
  const anonymous = await page.request.fetch(`/api/v1/groups/${groupUri}`, { headers: { Cookie: '' } });
  expect(anonymous.status()).toBe(404);

  // The new account holds both roles: the CTA tools are offered and add-cta is closed to it.
  await page.goto('/en/tools/add-cta');
  await expect(page).toHaveURL(/\/en\/tools\/dashboard/);
});

test('a forgotten password is reset from the mailed link, then the new one signs in', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerMember(page, email, 'Secret12');

  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  // The login screen (with an Email field of its own) stays until the next screen's code is in.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email not found');

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

  const mail = lastMail('password-reset', email);
  const link = mail?.match(/https?:\/\/\S+\/en\/reset-password\?\S+/)?.[0];
  expect(link).toBeDefined();
  const target = new URL(link ?? '');
  expect(target.searchParams.get('email')).toBe(email);

  await page.goto(`${target.pathname}${target.search}`);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await field(page, 'New Password').fill('Changed34');
  await page.getByLabel('Confirm New Password').fill('Changed34');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/login$/, { timeout: 10_000 });

  // The link is single-use.
  await page.goto(`${target.pathname}${target.search}`);
  await field(page, 'New Password').fill('Again5678');
  await page.getByLabel('Confirm New Password').fill('Again5678');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid');

  await signIn(page, email, 'Secret12');
  await expect(page.getByRole('alert')).toHaveText('The password you entered is invalid.');
  await signIn(page, email, 'Changed34');
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
});

test('reset-password without a token goes to forgot-password', async ({ page }) => {
  await page.goto('/en/reset-password?email=someone@example.com');
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
});

test('five wrong passwords lock the account, even against the right one', async ({ page }) => {
  const email = uniqueEmail('locked');
  await registerMember(page, email, 'Secret12');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await signIn(page, email, `Wrong${String(attempt)}xx`);
    await expect(page.getByRole('alert')).toBeVisible();
  }
  await signIn(page, email, 'Secret12');
  await expect(page.getByRole('alert')).toHaveText(
    'Your account is locked for 15 minutes after too many failed attempts. Please try again later.',
  );
  await expect(page).toHaveURL(/\/en\/login$/);
});

test('a member edits the profile and changes the password', async ({ page }) => {
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fprofile$/);

  const email = uniqueEmail('profile');
  await registerMember(page, email, 'Secret12');
  await page.goto('/en/login?redirect=/profile');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Secret12');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);

  await expect(page.getByLabel('First Name')).toHaveValue('Ann');
  await page.getByLabel('First Name').fill('Anne');
  await page.getByLabel('City/Town').fill('Evanston');
  await page.getByLabel('Website').fill('ann.example.com');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Anne');
  await expect(page.getByLabel('City/Town')).toHaveValue('Evanston');
  await expect(page.getByLabel('Website')).toHaveValue('http://ann.example.com');

  // A new address needs the current password, and the old address is told.
  const moved = uniqueEmail('moved');
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Email/ }).fill(moved);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription(/Please enter a password/);
  await page.getByLabel('Current Password').fill('Secret12');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  // The field goes once the saved profile (with the new address) is the form's baseline.
  await expect(page.getByLabel('Current Password')).toHaveCount(0);
  await expect.poll(() => lastMail('email-changed', email)).toContain(moved);

  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/password$/);
  await page.getByLabel('Current Password').fill('NotMine12');
  await field(page, 'New Password').fill('Fresh5678');
  await page.getByLabel('Confirm New Password').fill('Fresh5678');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByLabel('Current Password')).toHaveAccessibleDescription('The current password is incorrect');
  await page.getByLabel('Current Password').fill('Secret12');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password Updated')).toBeVisible();

  await nav(page).getByRole('button', { name: 'My Account' }).click();
  await nav(page).getByRole('button', { name: 'Log Out' }).click();
  await signIn(page, moved, 'Fresh5678');
  await expect(page).toHaveURL(/\/en\/managed-futures\/performance$/);
});

test('a member is sent away from add-cta; a CTA manager without a company adds one', async ({ page }) => {
  await page.goto('/en/tools/add-cta');
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Ftools%2Fadd-cta$/);
  await page.getByLabel('Email').fill('member@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoMember1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/dashboard/);
  await nav(page).getByRole('button', { name: 'My Account' }).click();
  await nav(page).getByRole('button', { name: 'Log Out' }).click();

  // The demo's CTA manager without a company (seeded for this screen).
  await page.goto('/en/login?redirect=/tools/add-cta');
  await page.getByLabel('Email').fill('newcta@demo.cta-atlas.test');
  await page.getByLabel('Password').fill('DemoNewCta1');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en\/tools\/add-cta$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add Your CTA');

  const companyName = `Delta Systematic ${String(Date.now())}`;
  await page.getByLabel('Company Name').fill(companyName);
  await page.getByLabel('Company Description').fill('Short-term systematic futures trading.');
  const contact = page.getByRole('group', { name: 'Contact 1' });
  await contact.getByLabel('Contact Type').selectOption({ label: 'Marketing Manager' });
  await contact.getByLabel('First Name').fill('Noa');
  await contact.getByLabel('Last Name').fill('Newcomer');
  await contact.getByLabel('Email').fill('noa@example.com');
  await contact.getByLabel('Phone').fill('312-555-0177');
  await contact.getByLabel(/^Address\*?$/).fill('3 LaSalle St');
  await contact.getByLabel('City/Town').fill('Chicago');
  await contact.getByLabel('State/Province').fill('IL');
  await contact.getByLabel('Postal Code').fill('60602');
  const registration = page.getByRole('group', { name: 'Registration 1' });
  await expect(registration.getByLabel('Registration Type')).toHaveValue('1');
  await registration.getByLabel('Registration Details').fill('0999999');
  await page.getByLabel(/I certify/).check();
  await page.getByRole('button', { name: 'Save Company' }).click();

  await expect(page).toHaveURL(/\/en\/groups\/delta-systematic-\d+$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName);
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();

  // With a company now, add-cta is closed to this manager too.
  await page.goto('/en/tools/add-cta');
  await expect(page).toHaveURL(/\/en\/tools\/dashboard/);
});

test('the whole member registration in Simplified Chinese', async ({ page }) => {
  const email = uniqueEmail('zh');
  await page.goto('/zh-hans/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await expect(page.getByLabel('国家/地区')).toHaveValue('CN');
  await expect(page.getByLabel('国际区号')).toHaveValue('+86');
  await expect(page.getByLabel('订阅 CTA Atlas 新闻简报')).not.toBeChecked();

  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(field(page, '名')).toHaveAccessibleDescription('必填');

  await field(page, '名').fill('伟');
  await field(page, '姓').fill('王');
  await field(page, '电话').fill('138-555-0123');
  await page.getByLabel('电子邮箱').fill(email);
  await field(page, '密码').fill('Secret12');
  await page.getByLabel('确认密码').fill('Secret12');
  await page.getByLabel('本人已阅读并接受服务条款').check();
  await tickVerification(page, '我不是机器人');
  await page.getByRole('button', { name: '创建账户' }).click();
  await expect(page.getByRole('status').filter({ hasText: '欢迎' })).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hans\/managed-futures\/performance\?reg=inv$/, { timeout: 10_000 });

  const mail = lastMail('member-registration-confirmation', email);
  expect(mail).toMatch(/[\u4e00-\u9fff]/);
});
