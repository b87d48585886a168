import { expect, test } from '../fixtures.ts';
import { openDemoProject } from '../support/demo-pages.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const PAGES = ['/', '/about', '/services', '/portfolio', '/portfolio/zamalek-riverside-apartment', '/contact', '/not-a-page'];

test('the side menu offers the links, GET A QUOTE and ADMIN', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  for (const label of ['HOME', 'ABOUT', 'SERVICES', 'CONTACT', 'ADMIN']) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'ABOUT', exact: true })).toHaveAttribute('aria-current', 'page');
  await menu.getByRole('link', { name: 'GET A QUOTE' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
});

test('no island code runs until the first touch, and that tap still opens the side menu', async ({ page }) => {
  const runtime: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_astro/island-runtime.')) runtime.push(request.url());
  });
  await page.goto('/services', { waitUntil: 'load' });
  // Only an intent event adds the runtime's script: after the page and its scripts have loaded, the document holds none.
  expect(await page.locator('script[src*="/_astro/island-runtime."]').count()).toBe(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_astro/island-runtime.')).length)).toBe(0);
  expect(runtime).toEqual([]);
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('aria-current', 'page');
  expect(runtime).toHaveLength(1);
});

for (const path of PAGES) {
  test(`${path} has no horizontal scrolling at 390 px`, async ({ page }) => {
    if (path.startsWith('/portfolio/')) await openDemoProject(page, path.slice('/portfolio/'.length));
    else await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
