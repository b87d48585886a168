import { en as text } from '../../../site/admin/i18n/en.ts';
import { eq } from 'drizzle-orm';
import { project, projectTranslation } from '../../../db/schema.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const SLUG = 'koshary-and-co-cafe';
const arabicTitle = `مقهى كشري آند كو ${Date.now().toString(36)}`;

test.afterAll(async () => {
  // Put the demo project's Arabic title back for the other journeys.
  const db = await e2eDatabase();
  const [row] = await db.select({ id: project.id }).from(project).where(eq(project.slug, SLUG));
  if (row) await db.update(projectTranslation).set({ title: 'مقهى كشري آند كو' }).where(eq(projectTranslation.projectId, row.id));
});

test('a title edited in Arabic in the admin shows on the Arabic page after publishing, the English page keeps its own', async ({ page, admin, request }) => {
  expect(admin.id).toBeGreaterThan(0);
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'Edit Koshary & Co. Café' }).click();
  const panel = page.getByRole('dialog');
  const field = panel.getByLabel(text.projects.arabicSection.fields.title, { exact: true });
  await expect(field).toHaveAttribute('dir', 'rtl');
  await expect(field).toHaveValue('مقهى كشري آند كو');
  await field.fill(arabicTitle);
  await panel.getByRole('button', { name: 'Save changes' }).click();

  await expect.poll(async () => (await (await request.get(`/ar/portfolio/${SLUG}`)).text()).includes(arabicTitle), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(true);
  await page.goto(`/ar/portfolio/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(arabicTitle);
  await page.goto(`/portfolio/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koshary & Co. Café');
});
