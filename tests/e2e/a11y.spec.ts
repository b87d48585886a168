import AxeBuilder from '@axe-core/playwright';
import { eq } from 'drizzle-orm';
import { project } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { expect, test } from './fixtures.ts';
import { e2eDatabase } from './support/database.ts';
import { openDemoProject } from './support/demo-pages.ts';

const PUBLIC_PAGES = ['/', '/about', '/services', '/portfolio', '/contact', '/missing-page', '/portfolio/missing-project'];
const DEMO_PROJECT = 'new-cairo-family-villa';
/** Every kind of page of the Arabic edition. */
const ARABIC_PAGES = [
  '/ar',
  '/ar/about',
  '/ar/services',
  '/ar/portfolio',
  '/ar/portfolio/category/residential',
  '/ar/contact',
  `/ar/portfolio/${DEMO_PROJECT}`,
  '/ar/missing-page',
  '/ar/portfolio/missing-project',
];
const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/projects',
  '/admin/messages',
  '/admin/subscribers',
  '/admin/users',
  '/admin/activity',
  '/admin/settings',
  '/admin/site-content/home',
  '/admin/site-content/contact',
  '/admin/site-content/history',
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const scan = async (page: import('@playwright/test').Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
};

for (const path of PUBLIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await scan(page)).toEqual([]);
  });
}

test(`axe finds no violations on /portfolio/${DEMO_PROJECT}`, async ({ page }) => {
  await openDemoProject(page, DEMO_PROJECT);
  expect(await scan(page)).toEqual([]);
});

for (const path of ARABIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await scan(page)).toEqual([]);
  });
}

test('an Arabic page of a project with no Arabic texts marks every English fragment, and axe finds no violations', async ({ page, admin, request, baseURL }) => {
  test.setTimeout(120_000);
  expect(admin.id).toBeGreaterThan(0);
  const headers = { Origin: new URL(must(baseURL)).origin };
  const db = await e2eDatabase();
  const [demo] = await db.select({ imageUrl: project.imageUrl }).from(project).where(eq(project.slug, DEMO_PROJECT));
  const slug = `untranslated-${Date.now().toString(36)}`;
  const created = await page.request.post('/api/admin/projects', {
    headers,
    data: {
      title: 'Untranslated Garden Villa',
      slug,
      category: 'residential',
      description: 'A villa whose texts exist in English only for now.',
      fullDescription: 'The Arabic texts come later.',
      imageUrl: must(demo).imageUrl,
      imageAlt: 'Garden villa',
      location: 'Sheikh Zayed, Giza',
      size: '410 m²',
      completionDate: 'May 2025',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    await expect
      .poll(async () => !(await (await request.get(`/ar/portfolio/${slug}`)).text()).includes('content="noindex'), { timeout: 90_000, intervals: [500, 1000] })
      .toBe(true);
    for (const path of [`/ar/portfolio/${slug}`, `/admin/preview/projects/${id}?lang=ar`]) {
      await page.goto(path);
      const title = page.getByRole('heading', { level: 1, name: 'Untranslated Garden Villa' });
      await expect(title).toHaveAttribute('lang', 'en');
      await expect(title).toHaveAttribute('dir', 'ltr');
      for (const fragment of ['A villa whose texts exist in English only for now.', 'Sheikh Zayed, Giza', '410 m²', 'May 2025', 'The Arabic texts come later.']) {
        await expect(page.getByText(fragment, { exact: true }).locator('xpath=ancestor-or-self::*[@lang][1]'), `${path}: ${fragment}`).toHaveAttribute('lang', 'en');
      }
      expect(await scan(page), path).toEqual([]);
    }
    await page.goto('/ar/portfolio');
    await expect(page.getByRole('heading', { name: 'Untranslated Garden Villa' })).toHaveAttribute('lang', 'en');
    // Beside it, the demo projects' cards read in Arabic.
    await expect(page.getByRole('heading', { name: 'فيلا عائلية في القاهرة الجديدة' })).not.toHaveAttribute('lang');
    expect(await scan(page)).toEqual([]);
  } finally {
    await page.request.delete(`/api/admin/projects/${id}`, { headers });
  }
});

for (const path of ['/admin/login', '/admin/register']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await scan(page)).toEqual([]);
  });
}

for (const path of ADMIN_PAGES) {
  test(`axe finds no violations on ${path} (signed in)`, async ({ page, admin }) => {
    await page.goto(path);
    await expect(page.getByText(admin.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await scan(page)).toEqual([]);
  });
}

test('axe finds no violations in the Arabic admin: every screen, the project panel, and the sign-in screens', async ({ page, admin, browser, baseURL }) => {
  test.setTimeout(180_000);
  const chosen = await page.request.put('/api/admin/account/language', { headers: { Origin: new URL(must(baseURL)).origin }, data: { adminLanguage: 'ar' } });
  expect(chosen.status()).toBe(200);
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText(admin.name).first()).toBeVisible();
    expect(await scan(page), path).toEqual([]);
  }
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: 'إضافة مشروع' }).click();
  await expect(page.getByRole('dialog', { name: 'إضافة مشروع جديد' })).toBeVisible();
  expect(await scan(page), 'the project panel').toEqual([]);

  const guest = await browser.newContext({ baseURL: must(baseURL), locale: 'ar-EG' });
  const guestPage = await guest.newPage();
  for (const path of ['/admin/login', '/admin/register']) {
    await guestPage.goto(path);
    await expect(guestPage.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(guestPage.getByRole('main')).toBeVisible();
    expect(await scan(guestPage), path).toEqual([]);
  }
  await guest.close();
});
