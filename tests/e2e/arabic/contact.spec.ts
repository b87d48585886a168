import { expect, test } from '../fixtures.ts';

const name = `هناء مصطفى ${Date.now().toString(36)}`;

test('the Arabic contact form answers in Arabic, sends, and the message reaches the admin', async ({ page, admin }) => {
  expect(admin.id).toBeGreaterThan(0);
  await page.goto('/ar/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'أرسل الرسالة' }) });
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  for (const message of [
    'يجب ألا يقل الاسم عن حرفين.',
    'من فضلك أدخل بريدًا إلكترونيًا صحيحًا.',
    'يجب ألا يقل رقم الهاتف عن 8 أرقام.',
    'يجب ألا يقل الموضوع عن 3 أحرف.',
    'يجب ألا تقل الرسالة عن 10 أحرف.',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }

  await form.getByLabel('الاسم').fill(name);
  await form.getByLabel('البريد الإلكتروني').fill('hanaa@example.com');
  await form.getByLabel('رقم الهاتف').fill('+20 122 555 0101');
  await form.getByLabel('الموضوع').fill('تجديد شقة في المعادي');
  await form.getByLabel('الرسالة').fill('نجدد شقة مساحتها 180 م² ونرغب في زيارة الأسبوع القادم.');
  await form.getByRole('button', { name: 'أرسل الرسالة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم إرسال رسالتك' })).toContainText('شكرًا لتواصلك معنا');

  await page.goto('/admin/messages');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('تجديد شقة في المعادي');
});
