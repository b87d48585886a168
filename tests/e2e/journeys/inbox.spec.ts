import { like } from 'drizzle-orm';
import { contactMessage } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const tag = Date.now().toString(36);
const lead = `Nadia Samir ${tag}`;
const bot = `Cheap SEO ${tag}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(contactMessage).where(like(contactMessage.name, `%${tag}`));
});

const sendMessage = async (page: import('@playwright/test').Page, name: string, { honeypot }: { honeypot?: string } = {}) => {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Email').fill('nadia@example.com');
  await form.getByLabel('Phone').fill('+20 122 555 0188');
  await form.getByLabel('Subject').fill(`Office fit-out ${tag}`);
  await form.getByLabel('Message').fill('We are moving into a 600 m² office in New Cairo and need a full fit-out.');
  // A bot fills every field it finds, the hidden one too.
  if (honeypot) await form.locator('input[name="website"]').evaluate((input: HTMLInputElement, value) => (input.value = value), honeypot);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toContainText('Thank you for your message. We will get back to you soon.');
};

test('a new message is badged, read, replied to, noted and archived', async ({ page, admin: _signedIn }) => {
  await sendMessage(page, lead);

  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const messagesLink = nav.getByRole('link', { name: 'Messages', exact: true });
  await expect(messagesLink).toHaveAccessibleDescription(/^\d+ new messages?$/);
  await expect(page.getByRole('heading', { name: 'Leads per week' })).toBeVisible();
  await expect(page.locator('table').filter({ hasText: 'Week of' })).toContainText('New subscribers');

  await messagesLink.click();
  const row = page.getByRole('row').filter({ hasText: lead });
  await expect(row).toContainText('New');
  await row.getByRole('button', { name: `View message from ${lead}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${lead}` });
  await expect(dialog.getByRole('definition').filter({ hasText: /^Read$/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply by email' })).toHaveAttribute('href', `mailto:nadia@example.com?subject=${encodeURIComponent(`Re: Office fit-out ${tag}`)}`);

  await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: /^Replied$/ })).toBeVisible();

  await dialog.getByLabel('Private note').fill('Quoted EGP 2.4M, site visit on Sunday.');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Note saved' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: /^New$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark as Archived' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: /^Archived$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Archived messages leave the inbox but stay one filter away, note and all.
  await expect(page.getByRole('row').filter({ hasText: lead })).toHaveCount(0);
  await page.getByLabel('Show').selectOption('Archived');
  await page.getByRole('row').filter({ hasText: lead }).click();
  await expect(page.getByRole('dialog', { name: `Message from ${lead}` }).getByLabel('Private note')).toHaveValue('Quoted EGP 2.4M, site visit on Sunday.');
});

test('a spam submission lands in Spam and can be moved back', async ({ page, admin: _signedIn }) => {
  await sendMessage(page, bot, { honeypot: 'https://cheap-seo.example' });

  await page.goto('/admin/messages');
  await expect(page.getByText(/Total: \d+/)).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: bot })).toHaveCount(0);

  await page.getByLabel('Show').selectOption('Spam');
  const row = page.getByRole('row').filter({ hasText: bot });
  await expect(row).toContainText('Spam');
  await row.click();
  const dialog = page.getByRole('dialog', { name: `Message from ${bot}` });
  await dialog.getByRole('button', { name: 'Not spam' }).click();
  await expect(dialog.getByRole('definition').filter({ hasText: /^New$/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.getByLabel('Show').selectOption('inbox');
  await expect(page.getByRole('row').filter({ hasText: bot })).toContainText('New');
});
