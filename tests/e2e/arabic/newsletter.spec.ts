import { eq } from 'drizzle-orm';
import { subscribeEmail } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const email = `qari-${Date.now().toString(36)}@example.com`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(subscribeEmail).where(eq(subscribeEmail.email, email));
});

test('the Arabic newsletter form answers in Arabic and subscribes', async ({ page }) => {
  await page.goto('/ar');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('button', { name: 'اشترك' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'خطأ' })).toContainText('من فضلك أدخل بريدك الإلكتروني');

  // The server's refusal is Arabic too.
  await footer.getByRole('textbox').fill('not-an-address');
  await footer.getByRole('button', { name: 'اشترك' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تعذّر الاشتراك' })).toContainText('من فضلك أدخل بريدًا إلكترونيًا صحيحًا.');

  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: 'اشترك' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم بنجاح!' })).toContainText('تم اشتراكك في نشرتنا البريدية.');
});
