import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../fixtures.ts';

const SCREENS = [
  ['company', 'Company'],
  ['home', 'Home'],
  ['about', 'About'],
  ['services', 'Services'],
  ['process', 'Process'],
  ['contact', 'Contact & FAQ'],
  ['seo', 'SEO'],
  ['history', 'History'],
] as const;

/** SHOTS_DIR keeps the screenshots for a person to look at; otherwise they go to the test's output. */
const shotsDir = process.env.SHOTS_DIR;

for (const width of [390, 1280]) {
  test(`every Site Content screen fits ${width} px without sideways scrolling`, async ({ page, admin: _signedIn }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    for (const [slug, label] of SCREENS) {
      await page.goto(`/admin/site-content/${slug}`);
      await expect(page.getByRole('link', { name: label, exact: true }).and(page.locator('[aria-current="page"]'))).toBeVisible();
      if (slug === 'history') await expect(page.getByRole('heading', { name: 'History', level: 2 })).toBeVisible();
      else await expect(page.getByRole('form', { name: label })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${label} at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: shotsDir ? join(shotsDir, `${slug}-${width}.png`) : testInfo.outputPath(`${slug}-${width}.png`), fullPage: true });
    }
  });
}
