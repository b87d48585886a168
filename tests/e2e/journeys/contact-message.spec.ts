import { expect, test } from '../fixtures.ts';
import { en } from '../../../shared/messages/en.ts';

const name = `Hana Mostafa ${Date.now().toString(36)}`;

test('a visitor sends a message and an admin reads and deletes it', async ({ page, admin: _signedIn }) => {
  await page.goto('/contact');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Message' }) });
  await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();

  await form.getByRole('button', { name: 'Send Message' }).click();
  for (const message of [en.contact.nameTooShort, en.contact.invalidEmail, en.contact.phoneTooShort, en.contact.subjectTooShort, en.contact.messageTooShort]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toBeFocused();

  // Fixing a field clears its message as you type.
  await form.getByLabel('Name').fill(name);
  await expect(form.getByText(en.contact.nameTooShort)).toBeHidden();
  await form.getByLabel('Email').fill('hana@example.com');
  await form.getByLabel('Phone').fill('+20 122 555 0101');
  await form.getByLabel('Subject').fill('Apartment renovation in Maadi');
  await form.getByLabel('Message').fill('We are renovating a 180 m² apartment and would like a visit next week.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Message Sent' })).toContainText('Thank you for your message. We will get back to you soon.');
  await expect(form.getByLabel('Name')).toHaveValue('');
  await expect(form.getByLabel('Message')).toHaveValue('');

  await page.goto('/admin/messages');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Apartment renovation in Maadi');
  await row.getByRole('button', { name: `View message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  await expect(dialog).toContainText('Received on');
  await expect(dialog).toContainText('hana@example.com');
  await expect(dialog).toContainText('+20 122 555 0101');
  await expect(dialog).toContainText('We are renovating a 180 m² apartment and would like a visit next week.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`This will permanently delete the message from ${name}.`);
  await confirm.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message deleted' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
