import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { subscribeEmail } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { en } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';

const email = `reader-${Date.now().toString(36)}@example.com`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(subscribeEmail).where(eq(subscribeEmail.email, email));
});

test('a visitor subscribes from the footer and the admin exports it to CSV', async ({ page, admin: _signedIn }) => {
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/subscribe')) subscribeCalls.push(request.method());
  });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const field = footer.getByRole('textbox', { name: /newsletter|email/i });
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Error' })).toContainText(en.subscribe.emailRequired);
  expect(subscribeCalls).toEqual([]);

  await field.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText('You have been subscribed to our newsletter.');
  await expect(field).toHaveValue('');
  expect(subscribeCalls).toEqual(['POST']);

  await page.goto('/admin/subscribers');
  await expect(page.getByRole('row').filter({ hasText: email })).toBeVisible();
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to CSV' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^nile-atelier-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(must(await download.path()), 'utf8');
  expect(csv).toMatch(/Email,Subscription Date/);
  expect(csv).toContain(email);
  await expect(page.getByRole('status').filter({ hasText: 'Export successful' })).toContainText('Subscribers exported to CSV.');

  await page.getByRole('button', { name: `Delete subscriber ${email}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`permanently delete the subscription for ${email}.`);
  await confirm.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscriber deleted' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);
});
