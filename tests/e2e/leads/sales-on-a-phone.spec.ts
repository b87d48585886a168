import { eq, like } from 'drizzle-orm';
import { hashPassword } from '../../../api/accounts/passwords.ts';
import { contactMessage, user as userTable } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { signInThroughUi } from '../support/owner.ts';

const tag = Date.now().toString(36);
const lead = `Karim Adel ${tag}`;
const salesName = `Dina Sales ${tag}`;
const salesEmail = `sales-${tag}@nileatelier.test`;
const salesPassword = 'dina-sells-villas-2026';
/** An iPhone's width: the admin's top bar and menu sheet, not the sidebar. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.beforeAll(async () => {
  const db = await e2eDatabase();
  // A lead as the contact form leaves it, and an approved sales account, made directly: the journey is the sales person's.
  await db.insert(contactMessage).values({
    name: lead,
    email: `karim-${tag}@example.com`,
    phone: '+20 100 555 0142',
    subject: `A duplex in Zamalek ${tag}`,
    message: 'We would like to redo a 180 m² duplex before the summer.',
    status: 'New',
  });
  await db.insert(userTable).values({ email: salesEmail, name: salesName, role: 'sales', password: await hashPassword(salesPassword), approved: true });
});

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(contactMessage).where(like(contactMessage.name, `%${tag}`));
  await db.delete(userTable).where(eq(userTable.email, salesEmail));
});

test('a sales account signs in on a phone, sees only its screens, moves a lead on the pipeline, and the admin reads the move in the activity log', async ({
  browser,
  baseURL,
  page,
  admin: _signedIn,
}) => {
  const phoneContext = await browser.newContext({ ...PHONE, baseURL: must(baseURL) });
  try {
    const phone = await phoneContext.newPage();
    await signInThroughUi(phone, { email: salesEmail, password: salesPassword });
    await phone.waitForURL('**/admin/dashboard');

    // Its screens, and only those: no Projects, Users, Activity or any other screen of the editors and admins.
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const menu = phone.getByRole('dialog', { name: 'Nile Atelier admin' });
    const nav = menu.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('listitem')).toHaveText([/^Dashboard$/, /^Messages/, /^Subscribers$/, /^Settings$/]);
    await expect(menu.getByText('Role: sales')).toBeVisible();
    await nav.getByRole('link', { name: 'Messages', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(phone).toHaveURL('/admin/messages');

    await phone.getByRole('navigation', { name: 'Messages views' }).getByRole('link', { name: 'Pipeline' }).click();
    await expect(phone).toHaveURL('/admin/messages/pipeline');
    const column = (stage: string) => phone.getByRole('region', { name: new RegExp(`^${stage}`) });
    const card = phone.getByRole('article', { name: lead });
    await expect(column('New lead').getByRole('article', { name: lead })).toBeVisible();
    // The board scrolls sideways by itself; the page does not.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // On a touch screen the card's stage select moves it.
    await card.getByLabel(`Stage of ${lead}`).selectOption('Contacted');
    await expect(phone.getByRole('status').filter({ hasText: 'Lead updated' })).toContainText(`${lead} moved to Contacted.`);
    const moved = column('Contacted').getByRole('article', { name: lead });
    await expect(moved).toBeVisible();
    await expect(column('New lead').getByRole('article', { name: lead })).toHaveCount(0);
    await moved.scrollIntoViewIfNeeded();
    await expect(moved).toBeInViewport();
  } finally {
    await phoneContext.close();
  }

  // The admin, at a desk, reads who moved it and where.
  await page.goto('/admin/activity');
  await page.getByLabel('Filter by action').selectOption({ label: 'Lead moved' });
  await expect(page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: lead })).toContainText(
    `${salesName} moved the lead ${lead} from New lead to Contacted`,
  );
});
