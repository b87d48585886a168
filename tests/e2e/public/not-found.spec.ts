import { expect, test } from '../fixtures.ts';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/router/i)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown project answers 404 with Project Not Found and a way back', async ({ page }) => {
  const response = await page.goto('/portfolio/no-such-project-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the project you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Return to Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('an unknown /api path answers JSON 404', async ({ request }) => {
  const response = await request.get('/api/nothing-here');
  expect(response.status()).toBe(404);
  expect((await response.json()).message).toMatch(/no API endpoint/);
});
