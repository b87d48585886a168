import { expect, test, watchConsole } from '../fixtures.ts';
import { openDemoProject } from '../support/demo-pages.ts';

test('the header highlights the current page, links to admin, and tightens after scrolling', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/services');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'SERVICES', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('banner').getByRole('link', { name: 'ADMIN', exact: true })).toHaveAttribute('href', '/admin/login');
  const header = page.getByRole('banner');
  const before = await header.evaluate((element) => element.getBoundingClientRect().height);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(before);
  expect(problems).toEqual([]);
});

test('a page reloaded part-way down opens with the tightened header', async ({ page }) => {
  await page.goto('/services');
  const header = page.getByRole('banner');
  const atTop = await header.evaluate((element) => element.getBoundingClientRect().height);
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.reload();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(() => header.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThan(atTop);
});

test('F8 reaches the notifications region before any notification, which loads no code of its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/contact');
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('list')).toBeFocused();
  expect(scripts.filter((url) => /toast/i.test(url))).toEqual([]);
});

test('the portfolio filter shows only the chosen category', async ({ page }) => {
  await page.goto('/portfolio');
  const cards = page.locator('[data-category]');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(9);
  await expect(page.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'F&B' }).click();
  await expect.poll(() => cards.count()).toBeLessThan(total);
  for (const category of await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-category')))) {
    expect(['food-beverage', 'hospitality']).toContain(category);
  }
  await page.getByRole('button', { name: 'All Projects' }).click();
  await expect.poll(() => cards.count()).toBe(total);
});

test('every public page loads without console errors or CSP violations', async ({ page }) => {
  const problems = watchConsole(page);
  for (const path of ['/', '/about', '/services', '/portfolio', '/portfolio/sabaya-rooftop-restaurant', '/contact']) {
    if (path.startsWith('/portfolio/')) await openDemoProject(page, path.slice('/portfolio/'.length));
    else expect((await page.goto(path))?.status(), path).toBe(200);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
