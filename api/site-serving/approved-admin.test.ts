import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { createUserWithSession, OWNER_EMAIL, useTestApi } from '../test/test-app.ts';
import { createAnswerReplay } from './answer-replay.ts';
import { approvedAdminCheck } from './approved-admin.ts';
import { createStaticSite } from './static-site.ts';

/*
 * The drafts' previews (the site content's preview build and a draft project's page) behind the real check
 * of the request's session, on real accounts: not a stub that reads a cookie's name.
 */
const api = useTestApi();
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
const writeFiles = (dir: string, files: Record<string, string>) => {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
};

let site: Hono;
const cookies = {} as Record<'owner' | 'editor' | 'sales' | 'pending', string>;

beforeAll(async () => {
  const builds = createSiteBuilds(join(api.dir, 'site'));
  const live = await builds.newBuildDir();
  writeFiles(live.dir, { 'index.html': page('Live home'), '404.html': page('Live 404'), 'project-preview.html': page('Draft project page'), [BUILD_INFO_FILE]: '{}' });
  await builds.activate(live.dir);
  const preview = join(api.dir, 'site/preview/1');
  writeFiles(preview, { 'contact.html': page('Draft contact'), '404.html': page('Preview 404') });
  const pages = createStaticSite({
    builds,
    projectExists: async () => false,
    isApprovedAdmin: approvedAdminCheck(api.deps.db, false),
    previews: {
      current: async () => ({ dir: preview, builtAt: new Date().toISOString() }),
      status: async () => ({ state: 'ready', builtAt: new Date().toISOString(), error: null, url: '/admin/preview/site/' }),
    },
    replay: createAnswerReplay(),
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
