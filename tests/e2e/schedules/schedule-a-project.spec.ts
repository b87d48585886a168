import type { Page } from '@playwright/test';
import { like } from 'drizzle-orm';
import { project } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { en } from '../../../site/admin/i18n/en.ts';
import { cairoParts } from '../../../site/admin/lib/cairo-time.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { makeTestImages } from '../support/images.ts';
import { waitForPublishedProject } from '../support/publishing.ts';

const stamp = Date.now().toString(36);
const title = `Maadi Garden Villa ${stamp}`;
const slug = `maadi-garden-villa-${stamp}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(project).where(like(project.slug, `%-${stamp}`));
});

/** Adds a project in the admin, with one picture, that goes live at a Cairo date and time. */
const addScheduledProject = async (page: Page, picture: string, project: { title: string; subtitle: string; date: string; time: string }) => {
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: en.projects.add }).click();
  const panel = page.getByRole('dialog', { name: en.projects.panelAdd });
  await panel.getByLabel('Title', { exact: true }).fill(project.title);
  await panel.getByLabel('Subtitle').fill(project.subtitle);
  await panel.getByLabel('Choose images to upload').setInputFiles([picture]);
  await expect(panel.getByText('1 of 10 images used')).toBeVisible({ timeout: 30_000 });
  const goesLive = panel.getByRole('group', { name: en.schedules.publishAt });
  await goesLive.getByLabel(en.schedules.date).fill(project.date);
  await goesLive.getByLabel(en.schedules.time).fill(project.time);
  await panel.getByRole('button', { name: en.projects.create }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Scheduled for' })).toBeVisible();
};

test('a project scheduled for a Cairo time waits under "Coming up" and goes live when published now', async ({ page, admin, request }, testInfo) => {
  test.setTimeout(180_000);
  expect(admin.id).toBeGreaterThan(0);
  const [image] = await makeTestImages(testInfo.outputPath('images'), ['studio-amber']);
  const inTwoDays = cairoParts(new Date(Date.now() + 2 * 24 * 60 * 60_000));

  await addScheduledProject(page, must(image), { title, subtitle: 'A family villa with a shaded garden in Maadi.', date: inTwoDays.date, time: '09:30' });

  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText(/^Scheduled for .* 9:30 AM$/)).toBeVisible();
  expect((await request.get(`/api/projects/${slug}`)).status()).toBe(404);

  await page.goto('/admin/dashboard');
  const comingUp = page.getByRole('list', { name: en.schedules.comingUp });
  const item = comingUp.getByRole('listitem').filter({ hasText: title });
  await expect(item).toContainText(en.schedules.kinds['project-live']);
  await expect(item).toContainText('9:30 AM');
  await item.getByRole('button', { name: en.schedules.now['project-live'] }).click();
  await expect(page.getByRole('status').filter({ hasText: en.schedules.nowDone['project-live'] })).toBeVisible();
  await expect(item).toHaveCount(0);

  await waitForPublishedProject(request, slug, title);
});

test('a project scheduled for the next minute goes live by itself, in both editions', async ({ page, admin: _signedIn, request }, testInfo) => {
  test.setTimeout(240_000);
  const title = `Nile View Loft ${stamp}`;
  const slug = `nile-view-loft-${stamp}`;
  const [image] = await makeTestImages(testInfo.outputPath('images'), ['studio-olive']);
  // The form takes whole minutes in Cairo: the first minute at least half a minute away.
  const at = cairoParts(new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000));

  await addScheduledProject(page, must(image), { title, subtitle: 'A loft over the Nile with a long view south.', ...at });
  expect((await request.get(`/api/projects/${slug}`)).status()).toBe(404);

  // Nobody publishes it: the schedules' pass does, within a minute of its time.
  await waitForPublishedProject(request, slug, title, { timeout: 150_000 });
  await waitForPublishedProject(request, slug, title, { edition: '/ar' });
  await page.goto('/admin/projects');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: title })
      .getByText(/^Scheduled for/),
  ).toHaveCount(0);
});
