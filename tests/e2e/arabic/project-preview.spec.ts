import type { APIRequestContext, Page } from '@playwright/test';
import { projectPage } from '../../../site/content/ar/project.ts';
import { en as text } from '../../../site/admin/i18n/en.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';

/** Projects made by these journeys, deleted at the end (the next build drops their pages). */
const created: number[] = [];
let origin = '';

test.beforeAll(({ baseURL }) => {
  origin = new URL(must(baseURL)).origin;
});

test.afterAll(async ({ request }) => {
  for (const id of created) await request.delete(`/api/admin/projects/${id}`, { headers: { Origin: origin } }).catch(() => undefined);
});

interface DemoImage {
  url: string;
  alt: string;
}

/** Two images of a demo project, to build a gallery from. */
const demoImages = async (page: Page): Promise<[DemoImage, DemoImage]> => {
  const projects = (await (await page.request.get('/api/admin/projects')).json()) as { galleryImages: DemoImage[] }[];
  const withGallery = must(projects.find((project) => project.galleryImages.length >= 2));
  return [must(withGallery.galleryImages[0]), must(withGallery.galleryImages[1])];
};

const createProject = async (page: Page, values: Record<string, unknown>) => {
  const response = await page.request.post('/api/admin/projects', { data: values, headers: { Origin: origin } });
  expect(response.status()).toBe(201);
  const project = (await response.json()) as { id: number };
  created.push(project.id);
  return project;
};

const uniqueSlug = (name: string) => `${name}-${Date.now().toString(36)}`;

/** Waits until the live build has the Arabic page of `slug` (not the preview) with `text` in it. */
const waitForArabicPage = async (request: APIRequestContext, slug: string, text: string) => {
  // The island's props carry every text of the page (quotes escaped): `text` is matched as written in the HTML.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/ar/portfolio/${slug}`);
        const html = await response.text();
        return response.status() === 200 && html.includes(text) && !html.includes('content="noindex');
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
};

test('an admin previews a draft in Arabic from the projects list: right to left, with its Arabic texts', async ({ page, admin, request }) => {
  expect(admin.id).toBeGreaterThan(0);
  const [image] = await demoImages(page);
  const title = `Heliopolis Draft ${Date.now().toString(36)}`;
  const arabicTitle = `مسودة مصر الجديدة ${Date.now().toString(36)}`;
  const draft = await createProject(page, {
    title,
    slug: uniqueSlug('heliopolis-draft'),
    category: 'residential',
    description: 'A draft apartment in Heliopolis, seen only by the office.',
    imageUrl: image.url,
    imageAlt: image.alt,
    galleryImages: [image],
    size: '140 m²',
    status: 'Draft',
    translations: { ar: { title: arabicTitle, description: 'شقة في مصر الجديدة لم تُنشر بعد، لا يراها إلا فريق الاستوديو.' } },
  });

  await page.goto('/admin/projects');
  const link = page.getByRole('link', { name: text.projects.previewArabic(title) });
  await expect(link).toHaveAttribute('href', `/admin/preview/projects/${draft.id}?lang=ar`);
  await page.goto(must(await link.getAttribute('href')));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(page.getByRole('link', { name: projectPage.back })).toHaveAttribute('href', '/ar/portfolio');
  // The size has no Arabic text yet: shown in English, marked as such.
  await expect(page.getByText('140 m²').locator('xpath=ancestor::dd')).toHaveAttribute('lang', 'en');

  await page.goto(`/admin/preview/projects/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await request.get(`/admin/preview/projects/${draft.id}?lang=ar`)).status()).toBe(401);
});

test('a project newer than the last build already shows its Arabic view at /ar/portfolio/{slug}', async ({ page, admin }) => {
  expect(admin.id).toBeGreaterThan(0);
  const [image] = await demoImages(page);
  const slug = uniqueSlug('garden-city-office');
  const arabicTitle = `مكتب جاردن سيتي ${Date.now().toString(36)}`;
  await createProject(page, {
    title: 'Garden City Office',
    slug,
    category: 'commercial',
    description: 'A calm office for a law firm in Garden City.',
    imageUrl: image.url,
    imageAlt: image.alt,
    galleryImages: [image],
    translations: { ar: { title: arabicTitle, description: 'مكتب هادئ لمكتب محاماة في جاردن سيتي.' } },
  });

  // The rebuild takes seconds: until then the Arabic address serves the Arabic preview page.
  const early = await page.request.get(`/ar/portfolio/${slug}`);
  expect(early.status()).toBe(200);
  expect(await early.text()).toContain('content="noindex');
  await page.goto(`/ar/portfolio/${slug}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
  await expect(page.getByText('مكاتب', { exact: true }).first()).toBeVisible();
});

test('reordering a gallery in the admin keeps each Arabic alt on its own image', async ({ page, admin, request }) => {
  expect(admin.id).toBeGreaterThan(0);
  const [first, second] = await demoImages(page);
  const slug = uniqueSlug('zamalek-gallery');
  const title = `Zamalek Gallery ${Date.now().toString(36)}`;
  const alts = { first: `الصورة الأولى ${slug}`, second: `الصورة الثانية ${slug}` };
  await createProject(page, {
    title,
    slug,
    category: 'residential',
    description: 'An apartment whose gallery the office reorders.',
    imageUrl: first.url,
    imageAlt: first.alt,
    galleryImages: [first, second],
    translations: { ar: { title: `معرض الزمالك ${slug}`, galleryAlts: [alts.first, alts.second] } },
  });
  // The gallery's first image is the one in the page's HTML; the others come with the island.
  await waitForArabicPage(request, slug, `alt="${alts.first}"`);

  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const panel = page.getByRole('dialog');
  const arabicAlt = (position: number) => panel.getByLabel(text.projects.arabicSection.galleryAlt(position), { exact: true });
  await expect(arabicAlt(1)).toHaveValue(alts.first);
  await panel.getByRole('button', { name: text.gallery.setMainLabel(2) }).click();
  await expect(arabicAlt(1)).toHaveValue(alts.second);
  await expect(arabicAlt(2)).toHaveValue(alts.first);
  await panel.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Project updated' })).toBeVisible();

  await waitForArabicPage(request, slug, `alt="${alts.second}"`);
  await page.goto(`/ar/portfolio/${slug}`);
  const gallery = page.getByRole('region', { name: projectPage.gallery.label });
  const fileOf = (url: string) => must(url.split('/').at(-1)).replace(/\.[a-z0-9]+$/i, '');
  await expect(gallery.getByRole('img', { name: alts.second })).toHaveAttribute('src', new RegExp(fileOf(second.url)));
  await gallery.getByRole('button', { name: projectPage.gallery.next }).click();
  await expect(gallery.getByRole('img', { name: alts.first })).toHaveAttribute('src', new RegExp(fileOf(first.url)));
});
