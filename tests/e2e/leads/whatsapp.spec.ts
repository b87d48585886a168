import { eq } from 'drizzle-orm';
import { DEMO_PROJECTS } from '../../../tools/demo-seed/demo-projects.ts';
import { whatsappClick } from '../../../db/schema.ts';
import { must } from '../../../shared/must.ts';
import { expect, test } from '../fixtures.ts';
import { e2eDatabase } from '../support/database.ts';

const slug = 'koshary-and-co-cafe';
const { title } = must(DEMO_PROJECTS.find((project) => project.slug === slug));

test('a WhatsApp chat started from a project page is counted and shows on the dashboard', async ({ page, admin: _signedIn }) => {
  // wa.me is another site: the journey stops at its door.
  const opened: URL[] = [];
  await page.route('https://wa.me/**', async (route) => {
    opened.push(new URL(route.request().url()));
    await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' });
  });
  const db = await e2eDatabase();
  const before = (
    await db
      .select()
      .from(whatsappClick)
      .where(eq(whatsappClick.page, `/portfolio/${slug}`))
  ).length;

  await page.goto(`/portfolio/${slug}`);
  const button = page.getByRole('link', { name: 'Chat on WhatsApp' });
  await expect(button).toBeVisible();
  // Fixed at the bottom inline-end corner, inside the screen.
  const box = must(await button.boundingBox());
  const viewport = must(page.viewportSize());
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  await button.click();
  await expect.poll(() => opened.length).toBe(1);
  expect(must(opened[0]).pathname).toBe('/201005550142');
  expect(must(opened[0]).searchParams.get('text')).toContain(title);

  const clicks = await db
    .select()
    .from(whatsappClick)
    .where(eq(whatsappClick.page, `/portfolio/${slug}`));
  expect(clicks.length).toBe(before + 1);
  expect(clicks.at(-1)).toMatchObject({ lang: 'en', landingPage: `/portfolio/${slug}` });

  await page.goto('/admin/dashboard');
  const projects = page.getByRole('table', { name: /The projects leads asked about/ });
  await expect(
    projects
      .getByRole('row', { name: new RegExp(title) })
      .getByRole('cell')
      .nth(1),
  ).not.toHaveText('0');
  // The weeks' table waits, folded, under the chart.
  const byChannel = page.getByRole('table', { name: /Contact form messages, WhatsApp chats/, includeHidden: true });
  await page.locator('details', { has: byChannel }).locator('summary').click();
  const lastWeek = byChannel.getByRole('row').last();
  await expect(lastWeek.getByRole('cell').nth(1)).not.toHaveText('0');
});
