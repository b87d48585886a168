import { eq } from 'drizzle-orm';
import { user as userTable } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { OWNER, ownerPage } from '../support/owner.ts';
import { en } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';

test.describe('registration and approval', () => {
  const email = `new-hire-${Date.now()}@example.com`;
  const name = 'Yasmin Khalil';

  test.afterAll(async () => {
    const db = await e2eDatabase();
    await db.delete(userTable).where(eq(userTable.email, email));
  });

  test('a new user registers, waits for approval, the owner approves, the user reaches the dashboard', async ({ page, browser, baseURL }) => {
    await page.goto('/admin/register');
    await page.getByRole('button', { name: /create account|register/i }).click();
    await expect(page.getByText(en.auth.invalidEmail)).toBeVisible();
    await expect(page.getByText(en.auth.nameTooShort)).toBeVisible();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Full name').fill(name);
    await page.getByLabel('Password', { exact: true }).fill('welcome-aboard');
    await page.getByLabel('Confirm password').fill('welcome-abroad');
    await page.getByRole('button', { name: /create account|register/i }).click();
    await expect(page.getByText(en.auth.passwordsDoNotMatch)).toBeVisible();

    await page.getByLabel('Confirm password').fill('welcome-aboard');
    await page.getByRole('button', { name: /create account|register/i }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Registration successful' })).toContainText(`Welcome, ${name}!`);
    await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();
    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Your account is awaiting approval' })).toBeVisible();

    const owner = await ownerPage(browser, must(baseURL));
    await owner.page.goto('/admin/users');
    await expect(owner.page.getByRole('heading', { name: 'Admin Users' })).toBeVisible();
    const row = owner.page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    // Approving asks the role first, offering the one that may use the least.
    const approval = owner.page.getByRole('dialog', { name: `Approve ${name}` });
    await expect(approval.getByRole('combobox', { name: 'Role' })).toHaveValue('sales');
    await approval.getByRole('combobox', { name: 'Role' }).selectOption('admin');
    await approval.getByRole('button', { name: 'Approve' }).click();
    await expect(owner.page.getByRole('status').filter({ hasText: 'User approval status updated' })).toBeVisible();
    await expect(row).toContainText('Approved');

    const ownerRow = owner.page.getByRole('row').filter({ hasText: OWNER.email });
    await expect(ownerRow.getByRole('button')).toHaveCount(0);
    await owner.close();

    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('Total Projects', { exact: true }).first()).toBeVisible();
  });
});
