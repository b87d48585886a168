import { eq } from 'drizzle-orm';
import { contactMessage, project, projectTranslation, user as userTable } from '../../../db/schema.ts';
import { ar as arabicMessages } from '../../../shared/messages/ar.ts';
import { en as englishMessages } from '../../../shared/messages/en.ts';
import { must } from '../../../shared/must.ts';
import { ar } from '../../../site/admin/i18n/ar.ts';
import { en } from '../../../site/admin/i18n/en.ts';
import { expect, test, watchConsole } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const SLUG = 'nile-corniche-law-offices';
const TITLE = 'Nile Corniche Law Offices';
/** The project's Arabic title, which the Arabic admin's lists show. */
const ARABIC_TITLE = 'مكاتب محاماة على كورنيش النيل';
const ARABIC_CLIENT = 'منصور وشركاه';
const VISITOR = {
  name: 'Salma Nabil',
  email: 'salma.nabil@example.com',
  phone: '+20 122 555 0188',
  subject: 'Office fit-out in Zamalek',
  message: 'We are moving our office and would like a visit next week.',
};
/** Egypt's month names: the admin's Arabic dates use them, with Latin digits. */
const EGYPTIAN_DATE = /\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) \d{4}/;

const toast = (page: import('@playwright/test').Page, title: string) => page.getByRole('status').filter({ hasText: title });

test.afterAll(async () => {
  const db = await e2eDatabase();
  const [row] = await db.select({ id: project.id }).from(project).where(eq(project.slug, SLUG));
  if (row) await db.update(projectTranslation).set({ client: ARABIC_CLIENT }).where(eq(projectTranslation.projectId, row.id));
  await db.delete(contactMessage).where(eq(contactMessage.email, VISITOR.email));
});

test('an admin switches to العربية: the whole admin turns right to left, a project is edited and a message read in Arabic, and switching back restores the spec’s English', async ({
  page,
  admin,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  const origin = { Origin: new URL(must(baseURL)).origin };
  expect((await page.request.post('/api/contact', { headers: origin, data: VISITOR })).status()).toBe(201);

  // Settings → Language: the page turns Arabic and right to left at once, without a reload.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // A mark on this page: still there afterwards means no reload happened.
  await page.evaluate(() => Object.assign(window, { beforeTheSwitch: true }));
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'العربية' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: ar.settings.title })).toBeVisible();
  await expect(toast(page, ar.settings.languageChanged)).toContainText(arabicMessages.auth.languageSaved);
  expect(await page.evaluate(() => 'beforeTheSwitch' in window)).toBe(true);
  await expect(page).toHaveTitle(`${ar.layout.nav.settings} · لوحة الإدارة · نايل أتيليه`);
  const db = await e2eDatabase();
  expect(must((await db.select().from(userTable).where(eq(userTable.id, admin.id)))[0]).adminLanguage).toBe('ar');

  // The sidebar sits on the right; the dashboard's chart runs its weeks from right to left.
  const viewport = must(page.viewportSize());
  const nav = page.getByRole('navigation', { name: ar.layout.navLabel });
  expect(must(await nav.boundingBox()).x).toBeGreaterThan(viewport.width / 2);
  await nav.getByRole('link', { name: ar.layout.nav.dashboard }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.dashboard.title })).toBeVisible();
  await expect(page.getByText(ar.dashboard.totalProjects)).toBeVisible();
  // The leads chart's axis (the table for screen readers lists every week); its legend names the subscribers.
  const weeks = page
    .locator('figure', { hasText: ar.leads.subscribers })
    .locator(':scope > [aria-hidden="true"]')
    .getByText(/^\d{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)$/);
  await expect(weeks).toHaveCount(2);
  const [oldest, newest] = [must(await weeks.nth(0).boundingBox()), must(await weeks.nth(1).boundingBox())];
  expect(oldest.x).toBeGreaterThan(newest.x);

  // A project is edited in the side panel, which opens from the left; each field keeps its own direction.
  await nav.getByRole('link', { name: ar.layout.nav.projects }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.projects.title })).toBeVisible();
  await expect(page.getByPlaceholder(ar.projects.searchPlaceholder)).toBeVisible();
  await page.getByRole('button', { name: ar.projects.editLabel(ARABIC_TITLE) }).click();
  const panel = page.getByRole('dialog', { name: ar.projects.panelEdit });
  await expect(panel).toBeVisible();
  await expect.poll(async () => must(await panel.boundingBox()).x).toBeLessThan(1);
  await expect(panel.getByLabel(ar.projects.form.title, { exact: true })).toHaveAttribute('dir', 'ltr');
  await expect(panel.getByLabel(ar.projects.form.title, { exact: true })).toHaveValue(TITLE);
  const arabicClient = panel.getByLabel(ar.projects.arabicSection.fields.client, { exact: true });
  await expect(arabicClient).toHaveAttribute('dir', 'rtl');
  await expect(arabicClient).toHaveValue(ARABIC_CLIENT);

  await arabicClient.fill('منصور وشركاه للمحاماة');
  await panel.getByRole('button', { name: ar.projects.saveChanges }).click();
  await expect(toast(page, ar.projects.updated)).toContainText(ar.projects.saved(TITLE));
  await expect(panel).toBeHidden();

  // The API's refusal comes by key in the account's language: a slug another project has.
  await page.getByRole('button', { name: ar.projects.editLabel(ARABIC_TITLE) }).click();
  await panel.getByLabel(ar.projects.form.slug, { exact: true }).fill('koshary-and-co-cafe');
  await panel.getByRole('button', { name: ar.projects.saveChanges }).click();
  await expect(panel.getByText(arabicMessages.projects.slugTaken('koshary-and-co-cafe'))).toBeVisible();
  await expect(toast(page, ar.common.errorTitle)).toContainText(ar.projects.saveFailed('update'));
  await panel.getByRole('button', { name: ar.common.cancel }).click();
  await expect(panel).toBeHidden();

  // A message is read, answered and deleted, each step said in Arabic.
  await nav.getByRole('link', { name: ar.layout.nav.messages }).click();
  await expect(page.getByRole('heading', { level: 1, name: ar.messages.title })).toBeVisible();
  await page.getByRole('button', { name: ar.messages.viewLabel(VISITOR.name) }).click();
  const dialog = page.getByRole('dialog', { name: ar.messages.dialogTitle(VISITOR.name) });
  await expect(dialog).toContainText(VISITOR.message);
  await expect(dialog.getByText(EGYPTIAN_DATE).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: VISITOR.phone })).toHaveAttribute('href', 'tel:+201225550188');
  await dialog.getByRole('button', { name: ar.messages.markReplied }).click();
  await expect(toast(page, ar.messages.statuses.Replied)).toContainText(ar.messages.statusChanged(VISITOR.name, ar.messages.statuses.Replied));
  await dialog.getByRole('button', { name: ar.messages.delete, exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: ar.messages.deleteTitle });
  await expect(confirm).toContainText(ar.messages.deleteDescription(VISITOR.name));
  await confirm.getByRole('button', { name: ar.common.delete }).click();
  await expect(toast(page, ar.messages.deleted)).toBeVisible();

  // The account's language follows it to another browser whose language is English.
  const elsewhere = await browser.newContext({ baseURL: must(baseURL), locale: 'en-GB' });
  const other = await elsewhere.newPage();
  await other.goto('/admin/login');
  await expect(other.getByRole('heading', { name: en.session.signIn })).toBeVisible();
  await other.getByLabel(en.session.email).fill(admin.email);
  await other.getByLabel(en.session.password, { exact: true }).fill(admin.password);
  await other.getByRole('button', { name: en.session.signIn }).click();
  await expect(other.getByRole('heading', { level: 1, name: ar.dashboard.title })).toBeVisible();
  await expect(toast(other, ar.session.loginSuccessTitle)).toContainText(ar.session.loginSuccessDescription(admin.name));
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await elsewhere.close();

  // Back to English: the spec's texts, word for word.
  await nav.getByRole('link', { name: ar.layout.nav.settings }).click();
  await page.getByRole('combobox', { name: ar.common.language }).selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(toast(page, en.settings.languageChanged)).toContainText(englishMessages.auth.languageSaved);
  const englishNav = page.getByRole('navigation', { name: en.layout.navLabel });
  await englishNav.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByPlaceholder('Search projects...')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Project' })).toBeVisible();
  await page.getByRole('button', { name: `Edit ${TITLE}` }).click();
  const englishPanel = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(englishPanel.getByLabel(ar.projects.arabicSection.fields.client, { exact: true })).toHaveValue('منصور وشركاه للمحاماة');
  await englishPanel.getByRole('button', { name: en.projects.saveChanges }).click();
  await expect(toast(page, 'Project updated')).toBeVisible();
  await englishNav.getByRole('link', { name: 'Dashboard' }).click();
  for (const label of ['Total Projects', 'Contact Messages', 'Newsletter Subscribers', 'Featured Projects']) await expect(page.getByText(label, { exact: true })).toBeVisible();
  // The one refusal asked for above (the taken slug) is the only failed request.
  expect(problems.filter((problem) => !problem.includes('409'))).toEqual([]);
});

test('the sign-in screens follow the browser’s language until the account has chosen, with a switch kept in the browser', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const db = await e2eDatabase();
  const { hashPassword } = await import('../../../api/accounts/passwords.ts');
  const password = 'arabic-journey-password';
  const stamp = Date.now();
  const [fresh, english] = await db
    .insert(userTable)
    .values([
      { email: `arabic-browser-${stamp}@example.com`, name: 'Nour Hassan', password: await hashPassword(password), approved: true },
      { email: `english-choice-${stamp}@example.com`, name: 'Omar Said', password: await hashPassword(password), approved: true, adminLanguage: 'en' },
    ])
    .returning();
  const context = await browser.newContext({ baseURL: must(baseURL), locale: 'ar-EG' });
  const page = await context.newPage();
  try {
    // An Arabic browser gets the Arabic sign-in screen from its first paint.
    await page.goto('/admin/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: ar.session.signIn })).toBeVisible();

    // Switched to English, and kept so after a reload; then back to Arabic.
    await page.getByRole('combobox', { name: ar.common.language }).selectOption('en');
    await expect(page.getByRole('heading', { name: en.session.signIn })).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: en.session.signIn })).toBeVisible();
    await page.getByRole('combobox', { name: en.common.language }).selectOption('ar');
    await page.getByRole('link', { name: ar.session.register }).click();
    await expect(page.getByRole('heading', { name: ar.session.registerHeading })).toBeVisible();
    await page.getByRole('link', { name: ar.session.signIn }).click();

    // Refusals are Arabic; the account that had chosen no language keeps the screen's.
    await page.getByLabel(ar.session.email).fill(must(fresh).email);
    await page.getByLabel(ar.session.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: ar.session.signIn }).click();
    await expect(page.getByRole('alert')).toContainText(arabicMessages.auth.invalidLogin);
    await page.getByLabel(ar.session.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: ar.session.signIn }).click();
    await expect(toast(page, ar.session.loginSuccessTitle)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: ar.dashboard.title })).toBeVisible();
    expect(
      must(
        (
          await db
            .select()
            .from(userTable)
            .where(eq(userTable.id, must(fresh).id))
        )[0],
      ).adminLanguage,
    ).toBe('ar');

    // Signing out keeps the screen in Arabic; an account that chose English gets English.
    await page.getByRole('button', { name: ar.session.logOut }).click();
    await expect(toast(page, ar.session.loggedOutTitle)).toContainText(arabicMessages.auth.loggedOut);
    await page.getByLabel(ar.session.email).fill(must(english).email);
    await page.getByLabel(ar.session.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: ar.session.signIn }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(
      must(
        (
          await db
            .select()
            .from(userTable)
            .where(eq(userTable.id, must(english).id))
        )[0],
      ).adminLanguage,
    ).toBe('en');
  } finally {
    await context.close();
    for (const account of [fresh, english]) await db.delete(userTable).where(eq(userTable.id, must(account).id));
  }
});
