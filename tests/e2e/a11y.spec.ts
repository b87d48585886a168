import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { openDemoProject } from './support/demo-pages.ts';

const PUBLIC_PAGES = ['/', '/about', '/services', '/portfolio', '/contact', '/missing-page', '/portfolio/missing-project'];
const DEMO_PROJECT = 'new-cairo-family-villa';
const ADMIN_PAGES = [
  '/admin/dashboard',
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
