import { eq } from 'drizzle-orm';
import { project } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { makeTestImages } from '../support/images.ts';
import { waitForHomeToShow, waitForPublishedProject, waitForUnpublishedProject } from '../support/publishing.ts';
import { must } from '../../../shared/must.ts';

const stamp = Date.now().toString(36);
const title = `Garden City Townhouse ${stamp}`;
const slug = `garden-city-townhouse-${stamp}`;
const renamed = `Garden City Townhouse Renewed ${stamp}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(project).where(eq(project.slug, slug));
});

test('an admin creates, features, edits and deletes a project, and the public site follows', async ({ page, admin: _signedIn, request }, testInfo) => {
  test.setTimeout(240_000);
  const [facade, kitchen, lounge] = await makeTestImages(testInfo.outputPath('images'), ['facade-blue', 'kitchen-red', 'lounge-green']);

  await page.goto('/admin/projects');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Project' }).click();
  const panel = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(panel).toBeVisible();

  await panel.getByLabel('Title', { exact: true }).fill(title);
  await expect(panel.getByLabel('Slug')).toHaveValue(slug);
  await panel.getByLabel('Category').selectOption('retail');
  await panel.getByLabel('Subtitle').fill('A townhouse turned into a concept store and gallery.');
  await panel.getByLabel('Location').fill('Garden City, Cairo');

  // Without an image the form refuses to send.
  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Missing main image' })).toContainText('Please upload at least one image for this project.');

  await panel.getByLabel('Choose images to upload').setInputFiles([must(facade), must(kitchen), must(lounge)]);
  await expect(panel.getByText('3 of 10 images used')).toBeVisible({ timeout: 30_000 });
  const altTexts = () => panel.getByRole('textbox', { name: /^Alt text for image/ }).evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  await expect.poll(altTexts).toEqual(['facade-blue', 'kitchen-red', 'lounge-green']);

  // Reorder with the keyboard: the third image moves to the second place.
  // Each step waits for the screen-reader announcement of where the image is.
  // The projects list has its own drag and drop (and live region) behind the panel.
  const announcements = page.locator('[id^="DndLiveRegion"]').filter({ hasText: 'Image' });
  await panel.getByRole('button', { name: 'Reorder image 3' }).focus();
  await page.keyboard.press('Space');
  await expect(announcements).toContainText('position 3 of 3');
  // The keyboard sensor starts listening a tick after the pick-up: repeat the key until it is heard.
  await expect(async () => {
    if (!(await announcements.textContent())?.includes('position 2 of 3')) await page.keyboard.press('ArrowLeft');
    await expect(announcements).toContainText('position 2 of 3', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect.poll(altTexts).toEqual(['facade-blue', 'lounge-green', 'kitchen-red']);

  // Choosing another main image moves it to the front.
  await panel.getByRole('button', { name: 'Set image 3 as main image' }).click();
  await expect.poll(altTexts).toEqual(['kitchen-red', 'facade-blue', 'lounge-green']);
  await panel.getByRole('textbox', { name: 'Alt text for image 1' }).fill('Kitchen with a red lacquered island');

  await panel.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project created' })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  // Featured from the list: the toggle sends {featured} alone.
  const featureSwitch = page.getByRole('switch', { name: `Feature “${title}” on the homepage` });
  await featureSwitch.click();
  await expect(featureSwitch).toBeChecked();

  // Until the rebuild lands, the detail page already works in the browser.
  const early = await page.request.get(`/portfolio/${slug}`);
  expect(early.status()).toBe(200);

  await waitForPublishedProject(request, slug, title);
  await page.goto(`/portfolio/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const gallery = page.getByRole('region', { name: 'Project gallery' });
  await expect(gallery.getByRole('img', { name: 'Kitchen with a red lacquered island' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(gallery.getByRole('img', { name: 'lounge-green' })).toBeVisible();
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByRole('img', { name: 'Kitchen with a red lacquered island' })).toBeVisible();
  await expect(page.getByText('Garden City, Cairo').first()).toBeVisible();

  await page.goto('/portfolio');
  await page.getByRole('button', { name: 'Retail', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Residential', exact: true }).click();
  await expect(page.getByRole('heading', { name: title })).toBeHidden();

  await waitForHomeToShow(request, title);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Edit follows through.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editPanel = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(editPanel.getByLabel('Title', { exact: true })).toHaveValue(title);
  await editPanel.getByLabel('Title', { exact: true }).fill(renamed);
  await editPanel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project updated' })).toBeVisible();
  await waitForPublishedProject(request, slug, renamed);

  // Delete follows through.
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure?');
  await expect(confirm).toContainText(`This action cannot be undone. This will permanently delete the project "${renamed}" from your portfolio.`);
  await confirm.getByRole('button', { name: /delete/i }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project deleted' })).toBeVisible();
  await waitForUnpublishedProject(request, slug);
  await page.goto(`/portfolio/${slug}`);
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
});
