import { inArray, like, or, sql } from 'drizzle-orm';
import { activity, contactMessage, outbox, subscribeEmail } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const tag = Date.now().toString(36);
const visitor = `Mona Hassan ${tag}`;
/** Typed with capitals: the message keeps them, the subscription is stored in small letters, and the erase matches both. */
const visitorEmail = `Mona.Hassan.${tag}@Example.com`;
const other = `Hany Farouk ${tag}`;
const otherEmail = `hany-${tag}@example.com`;

test.beforeAll(async () => {
  // Made directly: another person who wrote and subscribed (both must stay), and the visitor's own subscription.
  const db = await e2eDatabase();
  await db.insert(contactMessage).values({
    name: other,
    email: otherEmail,
    phone: '+20 111 555 0177',
    subject: `A clinic in Heliopolis ${tag}`,
    message: 'A 90 m² dental clinic, to open in the autumn.',
    status: 'New',
  });
  // As the footer's form stores them, in small letters (its own journey is newsletter.spec.ts).
  await db.insert(subscribeEmail).values([{ email: otherEmail }, { email: visitorEmail.toLowerCase() }]);
});

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(contactMessage).where(like(contactMessage.name, `%${tag}`));
  await db.delete(subscribeEmail).where(inArray(subscribeEmail.email, [otherEmail, visitorEmail.toLowerCase()]));
});

test("an admin erases everything stored about one visitor's email address: their message and subscription go, the log forgets them, another person's message stays", async ({
  page,
  admin,
}) => {
  // The visitor writes from the contact page (its emails to the office and to the visitor are queued with the message).
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Name').fill(visitor);
  await form.getByLabel('Email').fill(visitorEmail);
  await form.getByLabel('Phone').fill('+20 122 555 0164');
  await form.getByLabel('Subject').fill(`A roof terrace in Dokki ${tag}`);
  await form.getByLabel('Message').fill('We would like a shaded roof terrace with planters.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin' });
  const subscriberRow = (email: string) => page.getByRole('row').filter({ hasText: email });
  await page.goto('/admin/subscribers');
  await expect(subscriberRow(visitorEmail.toLowerCase())).toBeVisible();
  await expect(subscriberRow(otherEmail)).toBeVisible();

  await nav.getByRole('link', { name: 'Messages', exact: true }).click();
  const messageRow = (name: string) => page.getByRole('row').filter({ hasText: name });
  await expect(messageRow(other)).toBeVisible();
  await messageRow(visitor)
    .getByRole('button', { name: `View message from ${visitor}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Message from ${visitor}` });
  await dialog.getByRole('button', { name: `Erase all data of ${visitorEmail}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Erase everything stored about ${visitorEmail}?` });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Erase all data' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data erased' })).toContainText('1 message and 1 subscription were erased.');
  await expect(dialog).toBeHidden();
  await expect(messageRow(visitor)).toHaveCount(0);
  await expect(messageRow(other)).toBeVisible();

  await nav.getByRole('link', { name: 'Subscribers', exact: true }).click();
  await expect(subscriberRow(otherEmail)).toBeVisible();
  await expect(subscriberRow(visitorEmail.toLowerCase())).toHaveCount(0);

  // The log keeps that it was done, without the address; opening the message is still there, without the name.
  await nav.getByRole('link', { name: 'Activity', exact: true }).click();
  const logRows = (text: string) => page.getByRole('region', { name: 'Activity log' }).getByRole('row').filter({ hasText: text });
  await expect(logRows(`${admin.name} erased the data of one email address`).first()).toBeVisible();
  await expect(logRows(`${admin.name} read the message from [erased]`).first()).toBeVisible();
  await expect(logRows(visitor)).toHaveCount(0);

  // Nothing else holds the address either: the emails the message queued (the office's notice, the acknowledgement) went with it.
  const db = await e2eDatabase();
  const address = visitorEmail.toLowerCase();
  const mentions = `%${address}%`;
  expect(await db.select({ id: contactMessage.id }).from(contactMessage).where(sql`lower(${contactMessage.email}) = ${address}`)).toEqual([]);
  expect(await db.select({ id: subscribeEmail.id }).from(subscribeEmail).where(sql`lower(${subscribeEmail.email}) = ${address}`)).toEqual([]);
  expect(await db.select({ id: outbox.id }).from(outbox).where(sql`lower(${outbox.recipients}) LIKE ${mentions}`)).toEqual([]);
  const logMentions = await db
    .select({ id: activity.id })
    .from(activity)
    .where(or(sql`lower(coalesce(${activity.target}, '') || ' ' || coalesce(${activity.details}, '')) LIKE ${mentions}`, like(activity.target, `%${visitor}%`)));
  expect(logMentions).toEqual([]);
});
