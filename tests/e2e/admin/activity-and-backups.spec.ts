import { expect, test } from '../fixtures.ts';

test.describe('activity log and backups', () => {
  test('an admin takes a backup from the dashboard and reads it, in a plain sentence, in the activity log', async ({ page, admin }) => {
    await page.goto('/admin/dashboard');
    const card = page.getByRole('heading', { name: 'Backups' }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Backup taken' })).toBeVisible();
    await expect(card).toContainText('Last backup just now');
    await expect(card).toContainText('Up to date');

    await page.getByRole('navigation').getByRole('link', { name: 'Activity' }).first().click();
    await page.waitForURL('**/admin/activity');
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    const log = page.getByRole('region', { name: 'Activity log' });
    await expect(log.getByRole('row').nth(1)).toContainText(new RegExp(`${admin.name} took the backup backup-`));

    await page.getByLabel('Filter by action').selectOption({ label: 'Backup taken' });
    await expect(log.getByRole('row').nth(1)).toContainText('took the backup');
    const sentences = await log.getByRole('row').allInnerTexts();
    expect(sentences.slice(1).every((row) => /took the backup|was taken automatically/.test(row))).toBe(true);

    await page.getByLabel('Filter by admin').selectOption(String(admin.id));
    await expect(log.getByRole('row')).toHaveCount(2);
  });
});
