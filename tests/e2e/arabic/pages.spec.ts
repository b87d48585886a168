import { must } from '../../../shared/must.ts';
import { expect, test, watchConsole } from '../fixtures.ts';

const ARABIC_PAGES = ['/ar', '/ar/about', '/ar/services', '/ar/portfolio', '/ar/portfolio/zamalek-riverside-apartment', '/ar/contact'];

for (const path of ARABIC_PAGES) {
  test(`${path} reads right to left in Arabic, with complete hreflang pairs and no console error`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const english = path.replace(/^\/ar/, '') || '/';
    const alternates = page.locator('link[rel="alternate"][hreflang]');
    await expect(alternates).toHaveCount(3);
    expect(new URL(must(await page.locator('link[hreflang="ar"]').getAttribute('href'))).pathname).toBe(path);
    expect(new URL(must(await page.locator('link[hreflang="en"]').getAttribute('href'))).pathname).toBe(english);
    expect(new URL(must(await page.locator('link[hreflang="x-default"]').getAttribute('href'))).pathname).toBe(english);
    expect(new URL(must(await page.locator('link[rel="canonical"]').getAttribute('href'))).pathname).toBe(path);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_EG');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_US');
    await expect(page.getByRole('link', { name: 'English' }).first()).toHaveAttribute('hreflang', 'en');

    // The English twin points back at this page.
    await page.goto(english);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(new URL(must(await page.locator('link[hreflang="ar"]').getAttribute('href'))).pathname).toBe(path);
    expect(problems).toEqual([]);
  });
}

test('an unknown Arabic address answers the Arabic not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/ar/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الصفحة غير موجودة');
});

test('an Arabic project page shows the Arabic texts and the translated category', async ({ page }) => {
  await page.goto('/ar/portfolio/zamalek-riverside-apartment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شقة الزمالك المطلة على النيل');
  await expect(page.getByText('منازل', { exact: true }).first()).toBeVisible();
  await page.goto('/portfolio/zamalek-riverside-apartment');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zamalek Riverside Apartment');
});
