import { expect, test } from '../fixtures.ts';
import { waitForUnpublishedProject } from '../support/publishing.ts';
import { must } from '../../../shared/must.ts';

const run = Date.now().toString(36);
/** Four more than the demo's ten: the listing needs a second page of its dozen. */
const EXTRA = Array.from({ length: 4 }, (_, index) => ({
  title: `Heliopolis Courtyard House ${index + 1}`,
  slug: `heliopolis-courtyard-house-${index + 1}-${run}`,
  category: 'residential',
  description: 'A courtyard house in Heliopolis, restored around its old fig tree.',
  imageAlt: 'Courtyard house',
}));

test('the portfolio shows a dozen projects, loads the next ones on demand, and links them for crawlers', async ({ page, admin, baseURL }) => {
  expect(admin.id).toBeGreaterThan(0);
  const headers = { Origin: new URL(must(baseURL)).origin };
  const created: number[] = [];
  // A project's image must be an upload of this site: the extra projects reuse a demo project's.
  const [demo] = (await (await page.request.get('/api/projects')).json()) as { imageUrl: string }[];
  try {
    for (const project of EXTRA) {
      const response = await page.request.post('/api/admin/projects', { data: { ...project, imageUrl: must(demo).imageUrl }, headers });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
    }
    await expect.poll(async () => (await page.request.get('/portfolio/page/2')).status(), { timeout: 60_000, intervals: [500, 1000] }).toBe(200);

    await page.goto('/portfolio');
    const cards = page.locator('[data-category]');
    await expect(cards).toHaveCount(12);
    const more = page.getByRole('link', { name: 'Load more projects' });
    await expect(more).toHaveAttribute('href', '/portfolio/page/2');
    const total = Number((await page.getByRole('button', { name: 'All Projects' }).getAttribute('data-results'))?.match(/\d+/)?.[0]);
    expect(total).toBeGreaterThanOrEqual(14);

    await more.click();
    await expect(cards).toHaveCount(Math.min(total, 24));
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.locator('[data-grid] > li').nth(12).getByRole('link', { name: 'View Project' })).toBeFocused();

    // The filter still sees every project, not only those on the first page.
    await page.getByRole('button', { name: 'Residential', exact: true }).click();
    await expect.poll(() => cards.evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-category')))])).toEqual(['residential']);
    await expect(page.getByRole('heading', { name: must(EXTRA[0]).title })).toBeVisible();

    // Without the script, the link is a plain page of its own.
    await page.goto('/portfolio/page/2');
    await expect(cards).toHaveCount(Math.min(total - 12, 12));
  } finally {
    for (const id of created) await page.request.delete(`/api/admin/projects/${id}`, { headers });
  }
  await waitForUnpublishedProject(page.request, must(EXTRA[0]).slug);
});
