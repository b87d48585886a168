import { expect, test } from '../fixtures.ts';

test('on a 390 px phone the projects table shows every column without sideways scrolling', async ({ page, admin: _signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/projects');
  const table = page.getByRole('region', { name: 'Projects' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toBeVisible();
  const overflow = await table.evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(firstRow.getByRole('button', { name: /^Edit / })).toBeInViewport();
  await expect(firstRow.getByRole('button', { name: /^Delete / })).toBeInViewport();
});
