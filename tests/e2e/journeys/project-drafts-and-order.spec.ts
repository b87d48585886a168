import { must } from '../../../shared/must.ts';
import { eq, like } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { project } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { makeTestImages } from '../support/images.ts';
import { waitForPublishedProject } from '../support/publishing.ts';

const stamp = Date.now().toString(36);
const draftTitle = `Dokki Draft Studio ${stamp}`;
const draftSlug = `dokki-draft-studio-${stamp}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(project).where(like(project.slug, `%-${stamp}`));
  // Back to the default order (newest first) for the other journeys.
  await db.update(project).set({ position: 0 });
});

/** Waits until the publisher has nothing scheduled or building, so the live site reflects every change. */
const waitForPublishing = (page: Page) =>
  expect
    .poll(async () => ((await (await page.request.get('/api/admin/publishing')).json()) as { state: string }).state, { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe('idle');

test('a project saved as a draft stays off the public site until it is published', async ({ page, admin, request }, testInfo) => {
  test.setTimeout(240_000);
  expect(admin.id).toBeGreaterThan(0);
  const [image] = await makeTestImages(testInfo.outputPath('images'), ['studio-amber']);

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Add Project' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Project' });
  await panel.getByLabel('Title', { exact: true }).fill(draftTitle);
  await panel.getByLabel('Subtitle').fill('A photographer’s studio on a quiet street in Dokki.');
  await expect(panel.getByLabel('Status')).toHaveValue('Published');
  await panel.getByLabel('Choose images to upload').setInputFiles([must(image)]);
  await expect(panel.getByText('1 of 10 images used')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is saved as a draft' })).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: draftTitle });
  await expect(row.getByText('Draft', { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByLabel('Show').selectOption('Published');
  await expect(row).toBeHidden();
  await page.getByLabel('Show').selectOption('Draft');
  await expect(row).toBeVisible();

  await waitForPublishing(page);
  expect((await request.get(`/portfolio/${draftSlug}`)).status()).toBe(404);
  expect((await request.get(`/api/projects/${draftSlug}`)).status()).toBe(404);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(draftSlug);
  await page.goto('/portfolio');
  await expect(page.locator('[data-grid] > li').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: draftTitle })).toHaveCount(0);

  // The office sees the draft's page as it will look; a visitor cannot.
  const db = await e2eDatabase();
  const [stored] = await db.select({ id: project.id }).from(project).where(eq(project.slug, draftSlug));
  await page.goto(`/admin/preview/projects/${must(stored).id}`);
  await expect(page.getByRole('heading', { level: 1, name: draftTitle })).toBeVisible();
  const anonymous = await request.get(`/admin/preview/projects/${must(stored).id}`);
  expect(anonymous.status()).toBe(401);

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Edit ${draftTitle}` }).click();
  const editPanel = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editPanel.getByLabel('Status')).toHaveValue('Draft');
  await editPanel.getByLabel('Status').selectOption('Published');
  await editPanel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project updated' })).toBeVisible();

  await waitForPublishedProject(request, draftSlug, draftTitle);
  await page.goto('/portfolio');
  await expect(page.locator('[data-grid] > li').first().getByRole('heading', { name: draftTitle })).toBeVisible();
});

test('dragging a project to the top of the list puts it first on the portfolio', async ({ page, admin }) => {
  test.setTimeout(180_000);
  expect(admin.id).toBeGreaterThan(0);
  // The project at the bottom of the office's list is brought to the top by the keyboard.
  const listed = (await (await page.request.get('/api/admin/projects')).json()) as { id: number; title: string; status: string }[];
  const last = must(listed.at(-1));
  expect(last.status).toBe('Published');
  const title = last.title;
  await page.goto('/admin/projects');
  const total = listed.length;
  const handle = page.getByRole('button', { name: `Move ${title} (position ${total} in the portfolio)` });
  await handle.focus();
  await page.keyboard.press('Space');
  const announcements = page.locator('[id^="DndLiveRegion"]');
  await expect(announcements).toContainText(`position ${total} of ${total}`);
  // The keyboard sensor starts listening a tick after the pick-up: repeat the key until it is heard.
  await expect(async () => {
    if (!(await announcements.textContent())?.includes(`position 1 of ${total}`)) await page.keyboard.press('ArrowUp');
    await expect(announcements).toContainText(`position 1 of ${total}`, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Portfolio order saved' })).toBeVisible();
  await expect(page.getByTestId('project-row').first()).toContainText(title);

  await waitForPublishing(page);
  await expect
    .poll(
      async () => {
        await page.goto('/portfolio');
        return page.locator('[data-grid] > li').first().textContent();
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toContain(title);
});
