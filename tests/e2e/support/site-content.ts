import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { SITE_CONTENT_SECTIONS } from '../../../shared/site-content/sections.ts';

/** Waits until the publisher has nothing scheduled or building, so the live site shows every publish. */
const waitForPublishing = (page: Page) =>
  expect
    .poll(async () => ((await (await page.request.get('/api/admin/publishing')).json()) as { state: string }).state, { timeout: 120_000, intervals: [250, 500, 1000] })
    .toBe('idle');

/** Waits until the live page's HTML satisfies `check` (a publish rebuilds the site a moment later). */
export const waitForLivePage = async (request: APIRequestContext, path: string, check: (html: string) => boolean) => {
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        return response.status() === 200 && check(await response.text());
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
};

interface SectionState {
  published: unknown;
  draft: unknown;
  version: number;
}

/** Puts the launch texts back live (through the API, as an admin would), for the journeys that follow. */
export const publishDefaultContent = async (page: Page) => {
  const state = (await (await page.request.get('/api/admin/site-content')).json()) as { sections: Record<string, SectionState> };
  let changed = false;
  for (const section of SITE_CONTENT_SECTIONS) {
    const current = state.sections[section];
    if (!current) continue;
    const content = defaultSiteContent[section];
    if (current.draft === null && JSON.stringify(current.published) === JSON.stringify(content)) continue;
    const saved = await page.request.put(`/api/admin/site-content/${section}`, { data: { version: current.version, content } });
    expect(saved.status()).toBe(200);
    changed = true;
  }
  if (!changed) return;
  const published = await page.request.post('/api/admin/site-content/publish');
  // 400: every section was already live, so saving the defaults only cleared drafts.
  expect([200, 400]).toContain(published.status());
  await waitForPublishing(page);
};
