import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// Chromium's own headless user agent is a bot to isbot; these are a person's phone and desktop, new to the
// site today (the run's time makes them new visitors whatever the journeys before them counted).
const RUN = Date.now() % 100_000;
const PHONE = `Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 run/${RUN}`;
const DESKTOP = `Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.${RUN}`;

interface Figures {
  totals: { visitors: number; views: number };
  series: { start: string; visitors: number; views: number }[];
  sources: { key: string; visitors: number }[];
  devices: { device: string; visitors: number }[];
}

const figures = async (request: APIRequestContext) => {
  const res = await request.get('/api/admin/analytics?range=7d');
  expect(res.status()).toBe(200);
  return (await res.json()) as Figures;
};
const sourceVisitors = (of: Figures, key: string) => of.sources.find((source) => source.key === key)?.visitors ?? 0;
const deviceVisitors = (of: Figures, device: string) => of.devices.find((row) => row.device === device)?.visitors ?? 0;

/** Opens public pages as a person with this browser would, and checks that they leave nothing behind: no cookie, no counting script. */
const visit = async (browser: Browser, baseURL: string, userAgent: string, paths: string[]) => {
  const context = await browser.newContext({ baseURL, userAgent });
  const page = await context.newPage();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(await response?.headerValue('set-cookie'), path).toBeNull();
    await expect(page.locator('script[data-hit]')).toHaveCount(0);
  }
  expect(await context.cookies()).toEqual([]);
  await context.close();
};

test.describe('analytics', () => {
  test('visits from a phone and a desktop, one from the newsletter, show on the Analytics screen in its charts and tables', async ({ page, admin, browser, baseURL }) => {
    expect(admin.id).toBeGreaterThan(0);
    const before = await figures(page.request);

    await visit(browser, String(baseURL), PHONE, ['/?utm_source=newsletter', '/portfolio']);
    await visit(browser, String(baseURL), DESKTOP, ['/about', '/ar']);

    // Counted at the server and stored a moment later, by the flush.
    await expect
      .poll(async () => {
        const now = await figures(page.request);
        return {
          visitors: now.totals.visitors - before.totals.visitors,
          views: now.totals.views - before.totals.views,
          newsletter: sourceVisitors(now, 'newsletter') - sourceVisitors(before, 'newsletter'),
          phones: deviceVisitors(now, 'phone') - deviceVisitors(before, 'phone'),
          desktops: deviceVisitors(now, 'desktop') - deviceVisitors(before, 'desktop'),
        };
      })
      .toMatchObject({ visitors: 2, views: 4, newsletter: 1, phones: 1, desktops: 1 });
    const after = await figures(page.request);

    await page.goto('/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
    await page.waitForURL('**/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();

    // The chart: a bar for each of the 7 days, and its numbers in the table beside it, today's first.
    const days = page.getByRole('table', { name: 'Visitors and page views per day' });
    const chart = page.locator('figure').filter({ has: days });
    await expect(chart.locator('svg g')).toHaveCount(7);
    const today = after.series.at(-1);
    await expect(days.getByRole('row').nth(1)).toContainText(`${today?.visitors}${today?.views}`);
    await page.getByRole('radio', { name: 'Table' }).check();
    await expect(days).toBeVisible();
    await expect(chart.locator('svg')).toHaveCount(0);

    await expect(page.getByRole('group', { name: 'Visitors' })).toContainText(after.totals.visitors.toLocaleString('en-US'));
    await expect(page.getByRole('group', { name: 'Page views' })).toContainText(after.totals.views.toLocaleString('en-US'));
    const sources = page.getByRole('region', { name: 'Sources' });
    await expect(sources.getByRole('row').filter({ hasText: 'newsletter' })).toContainText('Campaign');
    const devices = page.getByRole('region', { name: 'Devices' });
    await expect(devices.getByRole('row').filter({ hasText: 'Phone' })).toContainText(String(deviceVisitors(after, 'phone')));
    await expect(devices.getByRole('row').filter({ hasText: 'Desktop' })).toContainText(String(deviceVisitors(after, 'desktop')));
    const pages = page.getByRole('region', { name: 'Top pages' });
    await expect(pages.getByRole('cell', { name: '/about', exact: true })).toBeVisible();

    // A year, month by month, has this month's visits in it.
    await page.getByRole('radio', { name: 'Last 12 months' }).check();
    const months = page.getByRole('table', { name: 'Visitors and page views per month' });
    await expect(months.getByRole('row')).toHaveCount(13);

    // The dashboard's card counts the same week.
    await page.goto('/admin/dashboard');
    const card = page.getByRole('heading', { name: 'Visitors this week' }).locator('xpath=ancestor::div[contains(@class, "rounded-lg")][1]');
    await expect(card).toContainText((await figures(page.request)).totals.visitors.toLocaleString('en-US'));
  });
});
