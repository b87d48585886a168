import { like } from 'drizzle-orm';
import { expect, type Page } from '@playwright/test';
import { contactMessage } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { e2eDatabase } from '../support/database.ts';

/** A small PDF, as a floor plan would be sent. */
export const PLAN_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Deletes the messages a journey sent (their files go with them). */
export const deleteMessagesOf = async (tag: string) => {
  const db = await e2eDatabase();
  await db.delete(contactMessage).where(like(contactMessage.name, `%${tag}`));
};

/**
 * The admin's side of a lead, in the English admin: opens the message from the list and checks what the
 * visitor sent, where they came from, and the reply on WhatsApp in their language.
 */
export const checkLeadInAdmin = async (
  page: Page,
  { name, projectTitle, slug, landingPage, greeting }: { name: string; projectTitle: string; slug: string; landingPage: string; greeting: string },
) => {
  await page.goto('/admin/messages');
  await page.getByRole('row').filter({ hasText: name }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
  const fact = (term: string) => dialog.locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('About project')).toHaveText(projectTitle);
  await expect(dialog.getByRole('link', { name: projectTitle })).toHaveAttribute('href', `/portfolio/${slug}`);
  await expect(fact('Project type')).toHaveText('Residential');
  await expect(fact('Location')).toHaveText('Sheikh Zayed');
  await expect(fact('Area (m²)')).toHaveText('240 m²');
  await expect(fact('Budget')).toHaveText('1–3M EGP');
  await expect(fact('Timeline')).toHaveText('Within 3 months');
  await expect(fact('Preferred contact')).toHaveText('WhatsApp');
  await expect(fact('Source')).toHaveText('instagram / paid / spring');
  await expect(fact('Landing page')).toHaveText(landingPage);

  // The plan: listed with its size, sent back as a download to the admin only.
  const plan = dialog.getByRole('link', { name: /^Open plan\.pdf \(\d+ B\)$/ });
  await expect(plan).toBeVisible();
  const download = await page.request.get(must(await plan.getAttribute('href')));
  expect(download.status()).toBe(200);
  expect(download.headers()['content-disposition']).toMatch(/^attachment; filename="plan.pdf"/);
  expect(Buffer.from(await download.body()).equals(PLAN_PDF)).toBe(true);
  const anonymous = await page.context().browser()?.newContext();
  try {
    expect((await must(anonymous).request.get(new URL(must(await plan.getAttribute('href')), page.url()).href)).status()).toBe(401);
  } finally {
    await anonymous?.close();
  }

  // Reply on WhatsApp: the visitor's Egyptian number in international digits, greeted in their language.
  const reply = new URL(must(await dialog.getByRole('link', { name: 'Reply on WhatsApp' }).getAttribute('href')));
  expect(`${reply.origin}${reply.pathname}`).toBe('https://wa.me/201225550188');
  expect(reply.searchParams.get('text')).toBe(greeting);
  await expect(dialog.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:01225550188');
  await dialog.getByRole('button', { name: 'Close' }).click();
};

/** The lead's row in the dashboard's funnel for its source, by stage. */
export const funnelRow = (page: Page) =>
  page.getByRole('table', { name: 'How far the leads from each source got, and what the won deals are worth.' }).getByRole('row', { name: /instagram \/ paid \/ spring/ });
