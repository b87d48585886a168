import type { Page } from '@playwright/test';
import { expect, test, watchConsole } from '../fixtures.ts';

/**
 * The preview of the drafts in a real browser: its pages, rendered from the drafts when opened, load
 * their styles and islands without a CSP complaint, and every link, the mobile menu's included, stays in it.
 */
const PREVIEW = '/admin/preview/site';

const buildPreview = async (page: Page) => {
  expect((await page.request.post('/api/admin/site-content/preview')).status()).toBe(202);
  await expect
    .poll(async () => ((await (await page.request.get('/api/admin/site-content/preview')).json()) as { preview: { state: string } }).preview.state, {
      timeout: 180_000,
      intervals: [500, 1000],
    })
    .toBe('ready');
};

test.describe('the preview of the drafts', () => {
  test.describe.configure({ timeout: 240_000 });

  test('an admin browses the preview in both editions without leaving it', async ({ page, admin }) => {
    expect(admin.id).toBeGreaterThan(0);
    await buildPreview(page);
    const problems = watchConsole(page);

    await page.goto(`${PREVIEW}/`);
    await expect(page.locator('#site-header')).toBeVisible();
    await page.locator('#site-header nav').getByRole('link', { name: 'ABOUT', exact: true }).click();
    await expect(page).toHaveURL(`${PREVIEW}/about`);
    await page.locator('#site-header nav').getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(`${PREVIEW}/ar/about`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.locator('footer').getByRole('link').filter({ hasText: /./ }).first().click();
    await expect(page).toHaveURL(new RegExp(`^[^?#]*${PREVIEW}/ar`));
    // The page's styles loaded: the header is laid out, not unstyled.
    expect(await page.locator('#site-header').evaluate((header) => getComputedStyle(header).position)).toBe('fixed');
    expect(problems).toEqual([]);
  });

  test('the mobile menu, an island, links to the preview’s pages', async ({ page, admin }) => {
    expect(admin.id).toBeGreaterThan(0);
    await buildPreview(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${PREVIEW}/about`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'ABOUT', exact: true })).toHaveAttribute('aria-current', 'page');
    await menu.getByRole('link', { name: 'SERVICES', exact: true }).click();
    await expect(page).toHaveURL(`${PREVIEW}/services`);
  });

  test('a visitor gets 401 and the public pages stay public', async ({ browser, baseURL }) => {
    const visitor = await browser.newContext({ baseURL });
    const response = await visitor.request.get(`${PREVIEW}/about`);
    expect(response.status()).toBe(401);
    expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect((await visitor.request.get('/about')).status()).toBe(200);
    await visitor.close();
  });
});
