import { expect, type Page } from '@playwright/test';
import { DEMO_PROJECTS } from '../../../tools/demo-seed/demo-projects.ts';

/** The demo project a journey relies on, by slug: a renamed or removed demo project fails here, by name. */
const demoProject = (slug: string) => {
  const found = DEMO_PROJECTS.find((project) => project.slug === slug);
  if (!found) throw new Error(`The demo seed has no project "${slug}"`);
  return found;
};

/** Opens a demo project's page and checks it is really that page (200 and its heading) before a journey goes on. */
export const openDemoProject = async (page: Page, slug: string) => {
  const { title } = demoProject(slug);
  const response = await page.goto(`/portfolio/${slug}`);
  expect(response?.status(), `/portfolio/${slug}`).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
};
