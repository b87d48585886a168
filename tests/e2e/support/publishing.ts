import { expect, type APIRequestContext } from '@playwright/test';

/** Waits until the pre-rendered page of a project (not the client-side preview) shows `text`. */
export const waitForPublishedProject = async (request: APIRequestContext, slug: string, text: string, { edition = '', timeout = 60_000 } = {}) => {
  await expect
    .poll(
      async () => {
        const response = await request.get(`${edition}/portfolio/${slug}`);
        const html = await response.text();
        return response.status() === 200 && html.includes(text) && !html.includes('content="noindex');
      },
      { timeout, intervals: [250, 500, 1000] },
    )
    .toBe(true);
};

/** Waits until the live build no longer has a page for `slug`. */
export const waitForUnpublishedProject = async (request: APIRequestContext, slug: string) => {
  await expect.poll(async () => (await request.get(`/portfolio/${slug}`)).status(), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(404);
};

/** Waits until the home page's HTML mentions `text` (e.g. a newly featured project). */
export const waitForHomeToShow = async (request: APIRequestContext, text: string) => {
  await expect.poll(async () => (await (await request.get('/')).text()).includes(text), { timeout: 60_000, intervals: [250, 500, 1000] }).toBe(true);
};
