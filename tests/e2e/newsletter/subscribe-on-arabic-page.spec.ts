import { must } from '../../../shared/must.ts';
import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { common as arabicPage } from '../../../site/content/ar/common.ts';
import { ar } from '../../../site/admin/i18n/ar.ts';
import { en } from '../../../site/admin/i18n/en.ts';
import { expect, test, watchConsole } from '../fixtures.ts';
import { removeNewsletterData, toast, useArabicAdmin, waitForMails } from './newsletter-support.ts';

const email = `qaria-${Date.now().toString(36)}@example.com`;

test.afterAll(async () => {
  await removeNewsletterData([email], []);
});

test('a visitor subscribes on /ar, confirms from the email’s link, and the admin lists them as confirmed Arabic, in English and in Arabic', async ({ page, admin }) => {
  const problems = watchConsole(page);
  await page.goto('/ar');
  const footer = page.getByRole('contentinfo');
  // The form comes alive on first use: an empty try shows its refusal, and then it takes the address.
  await footer.getByRole('button', { name: arabicPage.newsletter.submit }).click();
  await expect(toast(page, arabicPage.newsletter.emptyTitle)).toContainText(arabicPage.newsletter.emptyDescription);
  await footer.getByRole('textbox').fill(email);
  await footer.getByRole('button', { name: arabicPage.newsletter.submit }).click();
  await expect(toast(page, arabicPage.newsletter.successTitle)).toContainText(arabicPage.newsletter.confirmDescription);

  await page.goto('/admin/subscribers');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(en.subscribers.statuses.pending);

  const [mail] = await waitForMails(email, 1);
  expect(mail?.subject).toBe(arabicMessages.emails.newsletterConfirmation.subject);
  expect(mail?.html).toContain('dir="rtl"');
  const link = must(/http:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(mail?.text ?? ''))[0];
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicMessages.newsletterPages.confirmedTitle);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await page.goto('/admin/subscribers');
  await expect(row.getByText(en.subscribers.statuses.confirmed, { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: en.subscribers.languages.ar, exact: true })).toBeVisible();

  await useArabicAdmin(admin.id);
  await page.reload();
  await expect(row.getByText(ar.subscribers.statuses.confirmed, { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: ar.subscribers.languages.ar, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
});
