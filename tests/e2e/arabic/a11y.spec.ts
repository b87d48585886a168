import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

const ARABIC_PAGES = ['/ar', '/ar/about', '/ar/services', '/ar/portfolio', '/ar/contact', '/ar/portfolio/new-cairo-family-villa', '/ar/missing-page'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const path of ARABIC_PAGES) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
