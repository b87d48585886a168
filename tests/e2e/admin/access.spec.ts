import { expect, test } from '../fixtures.ts';
import { OWNER, signInThroughUi } from '../support/owner.ts';
import { en } from '../../../shared/messages/en.ts';

const PROTECTED = ['/admin/dashboard', '/admin/projects', '/admin/messages', '/admin/subscribers', '/admin/users', '/admin/activity', '/admin/settings'];

test.describe('admin access', () => {
  for (const path of PROTECTED) {
    test(`a signed-out visit to ${path} goes to the sign-in screen`, async ({ page }) => {
      await page.goto(path);
      await page.waitForURL('**/admin/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Website' })).toBeVisible();
    });
  }

  test('an empty sign-in shows the spec messages and sends nothing', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/login')) calls.push(request.url());
    });
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(en.auth.invalidEmail)).toBeVisible();
    await expect(page.getByText(en.auth.passwordTooShort)).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(calls).toEqual([]);
  });

  test('a wrong password shows the toast and the inline alert', async ({ page }) => {
    await signInThroughUi(page, { email: OWNER.email, password: 'not-the-password' });
    await expect(page.getByRole('alert').filter({ hasText: en.auth.invalidLogin }).first()).toBeVisible();
    const toast = page.getByRole('status').filter({ hasText: 'Login failed' });
    await expect(toast).toContainText(en.auth.invalidLogin);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the owner signs in, sees the dashboard, and a signed-in visit to login goes back to it', async ({ page }) => {
    await signInThroughUi(page, OWNER);
    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText(`Welcome back, ${OWNER.name}!`);
    for (const card of ['Total Projects', 'Contact Messages', 'Newsletter Subscribers', 'Featured Projects']) {
      await expect(page.getByText(card, { exact: true }).first()).toBeVisible();
    }
    await page.goto('/admin/login');
    await page.waitForURL('**/admin/dashboard');
    await page.goto('/admin/register');
    await page.waitForURL('**/admin/dashboard');
  });

  test('logging out ends the session', async ({ page, admin }) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByText(admin.name).first()).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL('**/admin/login');
    await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText(en.auth.loggedOut);
    await page.goto('/admin/projects');
    await page.waitForURL('**/admin/login');
  });

  test('the admin can be added to a phone’s home screen, and opens on its own at /admin', async ({ page, request }) => {
    await page.goto('/admin/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/admin.webmanifest');
    const manifest = await request.get(href ?? '');
    expect(manifest.ok()).toBe(true);
    expect(await manifest.json()).toMatchObject({ start_url: '/admin', scope: '/admin', display: 'standalone', name: 'Nile Atelier admin' });
    for (const icon of (await manifest.json()).icons as { src: string }[]) expect((await request.get(icon.src)).ok(), icon.src).toBe(true);
  });
});
