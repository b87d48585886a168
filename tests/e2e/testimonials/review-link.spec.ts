import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { like } from 'drizzle-orm';
import { testimonial, testimonialRequest } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { waitForPublishedProject } from '../support/publishing.ts';

const tag = Date.now().toString(36);
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((violation) => violation.id);
const client = `Nadia Samir ${tag}`;
const quote = `They turned our flat in Maadi around in nine weeks, exactly as drawn. ${tag}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(testimonial).where(like(testimonial.name, `%${tag}`));
  await db.delete(testimonialRequest).where(like(testimonialRequest.name, `%${tag}`));
});

test('the office makes a review link, the client sends a testimonial from a phone without JavaScript, the office approves it and it shows on the project page', async ({
  page,
  admin: _signedIn,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const [project] = (await (await request.get('/api/projects')).json()) as { title: string; slug: string }[];
  const { title, slug } = must(project);

  await page.goto('/admin/testimonials');
  await page.getByRole('button', { name: 'Ask a client' }).click();
  const ask = page.getByRole('dialog', { name: 'Ask a client for a testimonial' });
  await ask.getByLabel('Client’s name').fill(client);
  await ask.getByLabel('Project').selectOption({ label: title });
  await ask.getByRole('button', { name: 'Make link' }).click();
  const ready = page.getByRole('dialog', { name: 'The link is ready' });
  await expect(ready.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const url = await ready.getByRole('textbox').inputValue();
  expect(url).toMatch(/\/review\/[\w-]{43}$/);
  await ready.getByRole('button', { name: 'Done' }).click();
  // Opening the page uses nothing up; it is checked as a browser with JavaScript sees it too.
  const checked = await page.context().newPage();
  await checked.goto(new URL(url).pathname);
  expect(await axe(checked)).toEqual([]);
  await checked.close();

  // The client, on a phone with JavaScript off: a plain form the server answers.
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true });
  const review = await phone.newPage();
  await review.goto(new URL(url).pathname);
  await review.getByLabel('Your words').fill(quote);
  await review.getByLabel('Your name as it should be shown').fill(client);
  await review.getByLabel('Your company (optional)').fill('Samir Pharmacies');
  await review.getByRole('button', { name: 'Send my testimonial' }).click();
  await expect(review.getByText('Please tick the box to give your permission')).toBeVisible();
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: 'Send my testimonial' }).click();
  await expect(review.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  // The link works once.
  await review.goto(new URL(url).pathname);
  await expect(review.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await phone.close();

  // It waits for the office, which approves it.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: client });
  await expect(row.getByText('Waiting').last()).toBeVisible();
  await row.getByRole('button', { name: `Approve the testimonial of ${client}` }).click();
  await expect(row.getByText('Shown').last()).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await waitForPublishedProject(request, slug, tag);
  await page.goto(`/portfolio/${slug}`);
  const figure = page.locator('figure').filter({ hasText: tag });
  await expect(figure.locator('blockquote')).toContainText('They turned our flat in Maadi around');
  await expect(figure.locator('figcaption')).toContainText(`${client}Samir Pharmacies`);
  await expect(page.locator('script[type="application/ld+json"]').filter({ hasText: /"(Review|AggregateRating)"/ })).toHaveCount(0);
  expect(await axe(page)).toEqual([]);
});
