import { expect, test } from '../fixtures.ts';

/**
 * The home hero on a phone and on a laptop screen, in both editions: every slide starts below the
 * header (a heading under the navigation is unreadable), and the slide controls are on the first screen.
 */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 720 },
];

for (const viewport of SCREENS) {
  for (const path of ['/', '/ar']) {
    test(`${path} at ${viewport.width} × ${viewport.height}: the slides clear the header and the controls are on screen`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const headerBottom = await page.locator('#site-header').evaluate((header) => header.getBoundingClientRect().bottom);
      const slideTops = await page.locator('[data-slide]').evaluateAll((slides) => slides.map((slide) => slide.getBoundingClientRect().top));
      expect(slideTops.length).toBeGreaterThan(1);
      for (const top of slideTops) expect(top).toBeGreaterThanOrEqual(headerBottom);
      const controls = await page.locator('[data-slide-index]').evaluateAll((dots) => dots.map((dot) => dot.getBoundingClientRect().bottom));
      for (const bottom of controls) expect(bottom).toBeLessThanOrEqual(viewport.height);
    });
  }
}
