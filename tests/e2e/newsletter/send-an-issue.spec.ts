import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { en as englishMessages } from '../../../shared/messages/en.ts';
import { ar } from '../../../site/admin/i18n/ar.ts';
import { en } from '../../../site/admin/i18n/en.ts';
import { expect, test, watchConsole } from '../fixtures.ts';
import { addReaders, confirmedReaders, hasMail, issueIdOf, readIssue, removeNewsletterData, toast, useArabicAdmin, waitForMails } from './newsletter-support.ts';

const PROJECT = { slug: 'zamalek-riverside-apartment', en: 'Zamalek Riverside Apartment', ar: 'شقة الزمالك المطلة على النيل' };
const made: { emails: string[]; issues: number[] } = { emails: [], issues: [] };

test.afterAll(async () => {
  await removeNewsletterData(made.emails, made.issues);
});

test('an admin writes a newsletter in English and Arabic with a project card, sends a test of both, sends it and reads its figures', async ({ page, admin }) => {
  const problems = watchConsole(page);
  const stamp = Date.now().toString(36);
  const subject = { en: `Winter at the studio ${stamp}`, ar: `الشتاء في الاستوديو ${stamp}` };
  const readers = await addReaders('winter', ['en', 'ar']);
  made.emails.push(readers.en, readers.ar);

  await page.goto('/admin/dashboard');
  await page.getByRole('navigation', { name: en.layout.navLabel }).getByRole('link', { name: 'Newsletter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  await page.getByRole('link', { name: en.newsletter.add }).click();

  await page.getByLabel('Subject', { exact: true }).fill(subject.en);
  await page.getByLabel('Body', { exact: true }).fill('# A loft by the Nile\n\nWe finished **a family home** in Zamalek.');
  await page.getByLabel('الموضوع', { exact: true }).fill(subject.ar);
  await page.getByLabel('النص', { exact: true }).fill('# شقة على النيل\n\nأنهينا **بيتًا عائليًا** في الزمالك.');
  await page.getByLabel(en.newsletter.addProject).selectOption({ label: PROJECT.en });
  await expect(page.getByTestId('newsletter-project')).toContainText(PROJECT.en);

  // The preview follows the language being written: the Arabic email, right to left, with the card in Arabic.
  const arabicFrame = page.frameLocator(`iframe[title="${en.newsletter.previewFrame.ar}"]`);
  await expect(arabicFrame.locator('h2')).toHaveText('شقة على النيل');
  await expect(arabicFrame.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabicFrame.getByText(PROJECT.ar)).toBeVisible();
  await page.getByRole('button', { name: 'English', exact: true }).click();
  const englishFrame = page.frameLocator(`iframe[title="${en.newsletter.previewFrame.en}"]`);
  await expect(englishFrame.locator('strong')).toHaveText('a family home');
  await expect(englishFrame.getByRole('link', { name: englishMessages.emails.newsletter.viewProject })).toHaveAttribute('href', new RegExp(`/portfolio/${PROJECT.slug}$`));
  await expect.poll(() => englishFrame.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Send me a test' }).click();
  await expect(toast(page, en.newsletter.testSent)).toContainText(englishMessages.newsletters.testSent(admin.email));
  const id = await issueIdOf(page);
  made.issues.push(id);
  const tests = await waitForMails(admin.email, 2);
  expect(tests.map((mail) => mail.subject).sort()).toEqual([`[Test] ${subject.en}`, `[تجربة] ${subject.ar}`]);
  const arabicTest = tests.find((mail) => mail.subject?.startsWith('[تجربة]'));
  expect(arabicTest?.html).toContain('dir="rtl"');
  expect(arabicTest?.html).toContain(`/ar/portfolio/${PROJECT.slug}`);
  expect(arabicTest?.html).toContain(PROJECT.ar);

  const expected = await confirmedReaders(['en', 'ar']);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en.newsletter.sendTitle });
  await expect(dialog).toContainText(en.newsletter.sendBoth);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(toast(page, en.newsletter.sendingToast)).toBeVisible();

  // The figures move on the screen as the outbox sends, without a reload.
  await expect(page.getByTestId('newsletter-recipients')).toHaveText(String(expected));
  await expect(page.getByTestId('newsletter-sent')).toHaveText(String(expected), { timeout: 30_000 });
  await expect(page.getByTestId('newsletter-failed')).toHaveText('0');
  await expect(page.getByText('sent', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Subject', { exact: true })).toBeDisabled();

  // Each reader got it once, in their language, with a one-click unsubscribe.
  const [english] = await waitForMails(readers.en, 1, (mailSubject) => mailSubject === subject.en);
  const [arabic] = await waitForMails(readers.ar, 1, (mailSubject) => mailSubject === subject.ar);
  expect(english?.html).toContain(PROJECT.en);
  expect(arabic?.html).toContain(PROJECT.ar);
  expect(arabic?.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(await hasMail(readers.en, subject.ar)).toBe(false);

  await page.getByRole('link', { name: en.newsletter.back }).click();
  const row = page.getByTestId('newsletter-row').filter({ hasText: subject.en });
  await expect(row.getByRole('cell').nth(1)).toHaveText('sent');
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(expected));
  expect(problems).toEqual([]);
});

test.describe('on a device set to another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('an Arabic admin writes an Arabic-only newsletter, is told it reaches only Arabic readers, schedules it at a Cairo time and then sends it', async ({ page, admin }) => {
    const problems = watchConsole(page);
    const stamp = Date.now().toString(36);
    const subject = `مشروعات الشتاء ${stamp}`;
    const readers = await addReaders('shita', ['en', 'ar']);
    made.emails.push(readers.en, readers.ar);
    await useArabicAdmin(admin.id);

    await page.goto('/admin/newsletter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar.newsletter.title })).toBeVisible();
    await page.getByRole('link', { name: ar.newsletter.add }).click();
    await expect(page.getByLabel(ar.newsletter.subject, { exact: true })).toHaveAttribute('dir', 'ltr');
    await page.getByLabel(ar.newsletter.arabicSubject, { exact: true }).fill(subject);
    await page.getByLabel(ar.newsletter.arabicBody, { exact: true }).fill('نعرض عليكم أحدث ما أنجزناه في الزمالك.');
    await page.getByLabel(ar.newsletter.addProject).selectOption({ label: PROJECT.ar });
    await expect(page.getByTestId('newsletter-project')).toContainText(PROJECT.ar);
    await expect(page.getByText(ar.newsletter.onlyLanguage.ar).first()).toBeVisible();
    await expect(page.frameLocator(`iframe[title="${ar.newsletter.previewFrame.ar}"]`).getByText(PROJECT.ar)).toBeVisible();

    await page.getByRole('button', { name: ar.newsletter.sendTest }).click();
    await expect(toast(page, ar.newsletter.testSent)).toContainText(arabicMessages.newsletters.testSent(admin.email));
    const id = await issueIdOf(page);
    made.issues.push(id);
    const [test] = await waitForMails(admin.email, 1);
    expect(test?.subject).toBe(`[تجربة] ${subject}`);

    // 10:15 in Cairo on 5 January is 08:15 UTC, whatever this browser's clock says.
    await page.getByRole('button', { name: ar.newsletter.schedule, exact: true }).click();
    const schedule = page.getByRole('dialog', { name: ar.newsletter.scheduleTitle });
    await expect(schedule).toContainText(ar.newsletter.onlyLanguage.ar);
    await schedule.getByLabel(ar.schedules.date).fill('2027-01-05');
    await schedule.getByLabel(ar.schedules.time).fill('10:15');
    await expect(schedule).toContainText('موعد الإرسال: 5 يناير 2027 في 10:15 ص بتوقيت القاهرة.');
    await schedule.getByRole('button', { name: ar.newsletter.schedule, exact: true }).click();
    await expect(toast(page, ar.newsletter.scheduled)).toBeVisible();
    await expect(page.getByText(ar.newsletter.statuses.scheduled, { exact: true })).toBeVisible();
    expect((await readIssue(id))?.scheduledAt).toBe('2027-01-05T08:15:00.000Z');

    // Then sent at once after all.
    const expected = await confirmedReaders(['ar']);
    await page.getByRole('button', { name: ar.newsletter.send, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: ar.newsletter.sendTitle });
    await expect(dialog).toContainText(ar.newsletter.onlyLanguage.ar);
    await dialog.getByRole('button', { name: ar.newsletter.send, exact: true }).click();
    await expect(page.getByTestId('newsletter-sent')).toHaveText(String(expected), { timeout: 30_000 });
    await expect(page.getByTestId('newsletter-recipients')).toHaveText(String(expected));
    await expect(page.getByText(ar.newsletter.statuses.sent, { exact: true })).toBeVisible();
    await waitForMails(readers.ar, 1, (mailSubject) => mailSubject === subject);
    expect(await hasMail(readers.en, subject)).toBe(false);
    expect(problems).toEqual([]);
  });
});
