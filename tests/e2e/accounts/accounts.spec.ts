import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext } from '@playwright/test';
import { hashPassword } from '../../../api/accounts/passwords.ts';
import { createSession } from '../../../api/sessions/sessions.ts';
import { user as userTable } from '../../../db/schema.ts';
import type { Role } from '../../../shared/roles.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { waitForMailTo } from '../support/mail.ts';
import { signInThroughUi } from '../support/owner.ts';

/** An approved account of `role`, made in the database; deleted by the journey that made it. */
const makeAccount = async (role: Role, name: string, password = 'a-journey-password') => {
  const db = await e2eDatabase();
  const email = `${role}-${Date.now()}@nileatelier.test`;
  const [created] = await db
    .insert(userTable)
    .values({ email, name, role, password: await hashPassword(password), approved: true })
    .returning();
  const account = must(created);
  return { ...account, password, remove: () => db.delete(userTable).where(eq(userTable.id, account.id)) };
};

const signInWithCookie = async (context: BrowserContext, baseURL: string, userId: number) => {
  const { token } = await createSession(await e2eDatabase(), userId);
  await context.addCookies([{ name: 'session', value: token, url: baseURL, httpOnly: true, sameSite: 'Lax' }]);
};

test('a forgotten password is reset through the link the email brings', async ({ page }) => {
  const account = await makeAccount('editor', 'Laila Forgetful', 'the-old-password');
  try {
    await page.goto('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await page.getByLabel('Email').fill(account.email.toUpperCase());
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText('If an account exists for this email');

    const mail = await waitForMailTo(account.email);
    expect(mail.subject).toBe('Choose a new password — Nile Atelier admin');
    const link = must(/http:\/\/\S+\/admin\/reset-password\?token=[\w-]+/.exec(mail.text ?? ''))[0];
    await page.goto(link);
    await page.getByLabel('New password').fill('password1');
    await expect(page.getByText('too common')).toBeVisible();
    await page.getByLabel('New password').fill('Laila-remembers-2026');
    await expect(page.getByText(/Strength: (good|strong)/)).toBeVisible();
    await page.getByLabel('Confirm password').fill('Laila-remembers-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/admin/login');
    await expect(page.getByRole('status').filter({ hasText: 'Password changed' })).toBeVisible();

    await signInThroughUi(page, { email: account.email, password: 'the-old-password' });
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first()).toBeVisible();
    await signInThroughUi(page, { email: account.email, password: 'Laila-remembers-2026' });
    await page.waitForURL('**/admin/dashboard');

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password').fill('Another-password-2026');
    await page.getByLabel('Confirm password').fill('Another-password-2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This reset link is not valid any more' })).toBeVisible();
  } finally {
    await account.remove();
  }
});

test('an editor sees no Messages, and its address says there is no access', async ({ page, context, baseURL }) => {
  const editor = await makeAccount('editor', 'Yasmin Editor');
  try {
    await signInWithCookie(context, must(baseURL), editor.id);
    await page.goto('/admin/dashboard');
    const nav = page.getByRole('navigation', { name: 'Admin' }).first();
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expect(page.getByText('Role: editor').first()).toBeVisible();
    await expect(page.getByText('Contact Messages', { exact: true })).toHaveCount(0);

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: "You don't have access to this page." })).toBeVisible();
    const refused = await page.request.get('/api/admin/contact-messages');
    expect(refused.status()).toBe(403);
    await page.goto('/admin/projects');
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  } finally {
    await editor.remove();
  }
});

test('two-step sign-in is set up in Settings and then asked for at every sign-in, a backup code working once', async ({ page }) => {
  const account = await makeAccount('sales', 'Omar Careful', 'omar-signs-in-2026');
  try {
    await signInThroughUi(page, { email: account.email, password: account.password });
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/settings');
    const card = page.locator('#two-step-sign-in');
    await card.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await expect(card.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = must(await card.locator('code').textContent()).replace(/\s/g, '');
    const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    await card.getByLabel('Authentication code').fill(totp.generate());
    await card.getByRole('button', { name: 'Turn on' }).click();

    const dialog = page.getByRole('dialog', { name: 'Your backup codes' });
    const codes = await dialog.getByRole('listitem').allTextContents();
    expect(codes).toHaveLength(10);
    await dialog.getByRole('button', { name: 'I have saved them' }).click();
    await expect(card.getByText('Two-step sign-in is on for your account.')).toBeVisible();

    const signOut = async () => {
      await page.getByRole('button', { name: 'Log out' }).first().click();
      await page.waitForURL('**/admin/login');
    };
    const codeStep = async (code: string) => {
      await signInThroughUi(page, { email: account.email, password: account.password });
      await page.getByLabel('Authentication code').fill(code);
      await page.getByRole('button', { name: 'Verify' }).click();
    };

    await signOut();
    // The next step's code: the one used to turn it on is never accepted twice.
    await codeStep(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.waitForURL('**/admin/dashboard');
    await signOut();
    await codeStep(must(codes[0]));
    await page.waitForURL('**/admin/dashboard');
    await signOut();
    await codeStep(must(codes[0]));
    await expect(page.getByRole('alert').filter({ hasText: 'This authentication code is not correct' })).toBeVisible();
  } finally {
    await account.remove();
  }
});
