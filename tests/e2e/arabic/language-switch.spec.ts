import { expect, test } from '../fixtures.ts';

test('the language switch leads to the twin page and back, and / remembers Arabic', async ({ page }) => {
  await page.goto('/about');
  const toArabic = page.getByRole('banner').getByRole('link', { name: 'العربية' });
  await expect(toArabic).toHaveAttribute('lang', 'ar');
  await expect(toArabic).toHaveAttribute('hreflang', 'ar');
  await toArabic.click();
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  // The next visit to / starts in Arabic; /ar itself never moves.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);

  await page.goto('/ar/about');
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile menu carries the language switch too, and / remembers the choice made there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/services');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/services$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar$/);

  await page.goto('/ar/services');
  await page.getByRole('button', { name: 'افتح القائمة' }).click();
  const menu = page.getByRole('dialog', { name: 'القائمة' });
  await menu.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
});
