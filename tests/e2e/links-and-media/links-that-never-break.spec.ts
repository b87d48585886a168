import { and, eq, inArray, like } from 'drizzle-orm';
import { missingPathDay, project, redirect } from '../../../db/schema.ts';
import { cairoDay } from '../../../shared/cairo-day.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';
import { waitForPublishedProject } from '../support/publishing.ts';

const stamp = Date.now().toString(36);
const title = `Maadi Courtyard House ${stamp}`;
const oldSlug = `maadi-courtyard-${stamp}`;
const newSlug = `maadi-courtyard-house-${stamp}`;
const missingPath = `/brochure-${stamp}`;

test.afterAll(async () => {
  const db = await e2eDatabase();
  await db.delete(project).where(inArray(project.slug, [oldSlug, newSlug]));
  await db.delete(redirect).where(like(redirect.fromPath, `%${stamp}%`));
  await db.delete(missingPathDay).where(eq(missingPathDay.path, missingPath));
});

test('a renamed project’s old links land on its new page in both editions, and a missing page gets a redirect', async ({ page, admin: _signedIn, baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(must(baseURL)).origin;
  const created = await page.request.post('/api/admin/projects', {
    headers: { Origin: origin },
    data: {
      title,
      slug: oldSlug,
      category: 'residential',
      description: 'A courtyard house in Maadi, opened up around a fig tree.',
      imageUrl: 'https://images.example.com/courtyard.webp',
      imageAlt: 'The courtyard',
      translations: { ar: { title: `بيت الفناء في المعادي ${stamp}` } },
    },
  });
  expect(created.status()).toBe(201);
  await waitForPublishedProject(page.request, oldSlug, title);

  // The office renames the slug in the project form: the address shared on WhatsApp last month is the old one.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const panel = page.getByRole('dialog', { name: 'Edit Project' });
  await panel.getByLabel('Slug').fill(newSlug);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project updated' })).toBeVisible();
  await waitForPublishedProject(page.request, newSlug, title);
  await expect.poll(async () => (await page.request.get(`/portfolio/${oldSlug}`, { maxRedirects: 0 })).status(), { timeout: 60_000 }).toBe(301);

  const answer = await page.request.get(`/ar/portfolio/${oldSlug}?utm_source=whatsapp`, { maxRedirects: 0 });
  expect(answer.status()).toBe(301);
  expect(answer.headers().location).toBe(`/ar/portfolio/${newSlug}?utm_source=whatsapp`);

  await page.goto(`/portfolio/${oldSlug}`);
  expect(new URL(page.url()).pathname).toBe(`/portfolio/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`/ar/portfolio/${oldSlug}`);
  expect(new URL(page.url()).pathname).toBe(`/ar/portfolio/${newSlug}`);
  await expect(page.getByRole('heading', { level: 1, name: `بيت الفناء في المعادي ${stamp}` })).toBeVisible();

  // The Redirects screen lists the rename's redirects, each edition with its visits.
  await page.goto('/admin/redirects');
  const redirects = page.getByRole('region', { name: 'Redirects' });
  const englishRow = redirects
    .getByRole('row')
    .filter({ hasText: `/portfolio/${oldSlug}` })
    .filter({ hasNotText: '/ar/' });
  await expect(englishRow).toContainText(`/portfolio/${newSlug}`);
  await expect(englishRow).toContainText('Renamed project');

  // A path visitors keep asking for that no page answers: the visitor counting noted it; the office redirects it.
  await page.goto(missingPath);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  const db = await e2eDatabase();
  // The journeys' server stores what it counted every quarter of a second.
  await expect
    .poll(
      async () =>
        (
          await db
            .select()
            .from(missingPathDay)
            .where(and(eq(missingPathDay.day, cairoDay()), eq(missingPathDay.path, missingPath)))
        ).length,
    )
    .toBe(1);
  await page.goto('/admin/redirects');
  const missing = page.getByRole('region', { name: 'Missing pages' });
  await missing.getByRole('button', { name: `Add a redirect from ${missingPath}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add redirect' });
  await expect(dialog.getByLabel('From')).toHaveValue(missingPath);
  await dialog.getByLabel('To').fill('/about');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redirect saved' })).toBeVisible();
  await expect(missing.getByText('Redirected to /about')).toBeVisible();

  // A redirect cannot start where a page answers.
  await page.getByRole('button', { name: 'Add redirect', exact: true }).first().click();
  await dialog.getByLabel('From').fill('/services');
  await dialog.getByLabel('To').fill('/contact');
  await dialog.getByRole('button', { name: 'Save redirect' }).click();
  await expect(dialog.getByText('A page of this site answers /services, so it cannot be redirected.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(missingPath);
  expect(new URL(page.url()).pathname).toBe('/about');
  const [stored] = await db.select().from(redirect).where(eq(redirect.fromPath, missingPath));
  expect(must(stored).toPath).toBe('/about');
});
