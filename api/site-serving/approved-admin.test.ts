import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { activateBuild, builtPage } from '../test/served-build.ts';
import { createUserWithSession, OWNER_EMAIL, useTestApi } from '../test/test-app.ts';
import { approvedAdminCheck } from './approved-admin.ts';
import { createStaticSite } from './static-site.ts';

/*
 * The drafts' previews (the site content's preview build and a draft project's page) behind the real check
 * of the request's session, on real accounts: not a stub that reads a cookie's name.
 */
const api = useTestApi();

let site: Hono;
const cookies = {} as Record<'owner' | 'editor' | 'sales' | 'pending', string>;

beforeAll(async () => {
  const builds = createSiteBuilds(join(api.dir, 'site'));
  await activateBuild(join(api.dir, 'site'), { 'index.html': builtPage('Live home'), '404.html': builtPage('Live 404'), 'project-preview.html': builtPage('Draft project page') });
  const pages = createStaticSite({
    builds,
    projectExists: async () => false,
    isApprovedAdmin: approvedAdminCheck(api.deps.db, false),
    previews: {
      render: async (path) => ({ path, file: `${path.slice(1)}.html`, body: builtPage(path === '/contact' ? 'Draft contact' : 'Preview 404'), reads: [] }),
    },
  });
  await pages.refresh();
  site = new Hono().use('*', pages.handler);
  cookies.owner = (await createUserWithSession(api.deps, { email: OWNER_EMAIL })).cookie;
  cookies.editor = (await createUserWithSession(api.deps, { role: 'editor' })).cookie;
  cookies.sales = (await createUserWithSession(api.deps, { role: 'sales' })).cookie;
  cookies.pending = (await createUserWithSession(api.deps, { approved: false })).cookie;
});

describe('the previews of unpublished content', () => {
  it.each(['/admin/preview/site/contact', '/admin/preview/projects/7'])('%s is shown to the owner and an editor only', async (path) => {
    const expected = path.includes('site') ? 'Draft contact' : 'Draft project page';
    for (const who of ['owner', 'editor'] as const) {
      const res = await site.request(path, { headers: { Cookie: cookies[who] } });
      expect(res.status, who).toBe(200);
      expect(await res.text()).toContain(expected);
    }
    for (const [who, headers] of [
      ['a pending account', { Cookie: cookies.pending }],
      ['sales', { Cookie: cookies.sales }],
      ['a visitor', {}],
      ['a forged session', { Cookie: 'session=forged.token' }],
    ] as const) {
      const res = await site.request(path, { headers });
      expect(res.status, who).toBe(401);
      expect(await res.text(), who).not.toContain('Draft');
    }
  });
});
