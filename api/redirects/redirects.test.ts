import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { publishedProjectBySlug } from '../../db/published-projects.ts';
import { activity, redirect } from '../../db/schema.ts';
import { addDays, cairoDay } from '../../shared/cairo-day.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';
import { createFrontDoor } from '../http/front-door.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { createSiteApp } from '../site-serving/site-app.ts';
import { createStaticSite, type StaticSite } from '../site-serving/static-site.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { activateBuild } from '../test/served-build.ts';
import { authed, createUserWithSession, jsonInit, useTestApi } from '../test/test-app.ts';
import { createRedirects } from './redirects.ts';
import { REDIRECTS_FILE, writeRedirectsFile } from './redirects-file.ts';

const api = useTestApi();
let cookie = '';
let site: StaticSite;
let frontDoor: ReturnType<typeof createFrontDoor>;
// As the server answers: the live build through the front door, the API behind it.
const server = useRealSocket(() => frontDoor);

/** The pages of a small live build: a redirect may never start where one of them answers. */
const BUILD = {
  'index.html': '<!doctype html><title>Home</title>',
  'about.html': '<!doctype html><title>About</title>',
  'services.html': '<!doctype html><title>Services</title>',
  '404.html': '<!doctype html><title>404 Page Not Found</title>',
  'ar/404.html': '<!doctype html><title>الصفحة غير موجودة</title>',
  'project-preview.html': '<!doctype html><title>Project preview</title>',
  'ar/project-preview.html': '<!doctype html><title>معاينة المشروع</title>',
};

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
  const builds = createSiteBuilds(api.deps.config.siteDir);
  await activateBuild(api.deps.config.siteDir, BUILD);
  // Built as api/compose.ts builds a process's site, on the test API's database and redirects.
  site = createStaticSite({
    builds,
    projectExists: async (slug) => (await publishedProjectBySlug(api.deps.db, slug)) !== null,
    redirects: api.deps.redirects,
  });
  frontDoor = createFrontDoor({
    pageAnswered: () => {},
    api: api.app,
    site: createSiteApp({ production: false, uploadsDir: undefined, pages: site, whatsapp: (c) => c.notFound() }),
  });
  await site.refresh();
});

const project = (slug: string, title = 'Garden Villa') => ({
  title,
  slug,
  category: 'residential',
  description: 'A villa with a walled garden in New Cairo.',
  imageUrl: 'https://images.example.com/villa.webp',
  imageAlt: 'The villa from its garden',
});
const createProject = async (slug: string, title?: string) =>
  must((await (await api.app.request('/api/admin/projects', jsonInit('POST', project(slug, title), cookie))).json()) as { id: number });
const rename = (id: number, slug: string) => api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', { slug }, cookie));
const addRedirect = (from: string, to: string) => api.app.request('/api/admin/redirects', jsonInit('POST', { from, to }, cookie));
const listRedirects = async () =>
  (await (await api.app.request('/api/admin/redirects', authed(cookie))).json()) as { id: number; from: string; to: string; hits: number; renamedProject: boolean }[];
const visit = (path: string, init: RequestInit = {}) => server.request(path, init);

describe('a renamed project', () => {
  it('keeps its old address in both editions: one 301 to the new one, the visitor’s query kept', async () => {
    const { id } = await createProject('garden-villa');
    expect((await rename(id, 'garden-villa-new-cairo')).status).toBe(200);

    const english = await visit('/portfolio/garden-villa');
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/portfolio/garden-villa-new-cairo');
    const arabic = await visit('/ar/portfolio/garden-villa/');
    expect(arabic.status).toBe(301);
    expect(arabic.headers.get('location')).toBe('/ar/portfolio/garden-villa-new-cairo');
    const shared = await visit('/portfolio/garden-villa?utm_source=whatsapp');
    expect(shared.headers.get('location')).toBe('/portfolio/garden-villa-new-cairo?utm_source=whatsapp');
    // The new address is the project's page (its preview until the rebuild).
    expect((await visit('/portfolio/garden-villa-new-cairo')).status).toBe(200);
  });

  it('answers one 301 to the latest address after a chain of renames', async () => {
    const [villa] = (await listRedirects()).filter((row) => row.from === '/portfolio/garden-villa');
    expect(villa).toMatchObject({ to: '/portfolio/garden-villa-new-cairo', renamedProject: true });
    const { id } = must(await publishedProjectBySlug(api.deps.db, 'garden-villa-new-cairo'));
    await rename(id, 'villa-in-new-cairo');
    for (const old of ['garden-villa', 'garden-villa-new-cairo']) {
      expect((await visit(`/portfolio/${old}`)).headers.get('location')).toBe('/portfolio/villa-in-new-cairo');
      expect((await visit(`/ar/portfolio/${old}`)).headers.get('location')).toBe('/ar/portfolio/villa-in-new-cairo');
    }
    // Renamed back: the current address is a page again, and no redirect leads away from it.
    await rename(id, 'garden-villa');
    expect((await visit('/portfolio/garden-villa')).status).toBe(200);
    expect((await visit('/portfolio/villa-in-new-cairo')).headers.get('location')).toBe('/portfolio/garden-villa');
    expect((await listRedirects()).map((row) => row.from)).not.toContain('/portfolio/garden-villa');
    await rename(id, 'villa-in-new-cairo');
  });

  it('gives an old slug to the new project that takes it', async () => {
    await createProject('garden-villa-new-cairo', 'Another Garden');
    expect((await visit('/portfolio/garden-villa-new-cairo')).status).toBe(200);
    expect((await visit('/ar/portfolio/garden-villa-new-cairo')).status).toBe(200);
    const froms = (await listRedirects()).map((row) => row.from);
    expect(froms).not.toContain('/portfolio/garden-villa-new-cairo');
    expect(froms).toContain('/portfolio/garden-villa');
    expect((await visit('/portfolio/garden-villa')).headers.get('location')).toBe('/portfolio/villa-in-new-cairo');
  });

  it('counts the visits sent on in memory and adds them to the database in one batch', async () => {
    const before = must((await listRedirects()).find((row) => row.from === '/ar/portfolio/garden-villa'));
    await visit('/ar/portfolio/garden-villa');
    await visit('/ar/portfolio/garden-villa', { method: 'HEAD' });
    await visit('/ar/portfolio/garden-villa');
    const listed = must((await listRedirects()).find((row) => row.from === '/ar/portfolio/garden-villa'));
    expect(listed.hits).toBe(before.hits + 2);
    const [stored] = await api.deps.db.select({ hits: redirect.hits }).from(redirect).where(eq(redirect.id, listed.id));
    expect(must(stored).hits).toBeLessThan(listed.hits);
    await api.deps.redirects.flush();
    const [flushed] = await api.deps.db.select({ hits: redirect.hits }).from(redirect).where(eq(redirect.id, listed.id));
    expect(must(flushed).hits).toBe(listed.hits);
  });

  it('is not redirected for anything but GET and HEAD', async () => {
    expect((await visit('/portfolio/garden-villa', { method: 'POST' })).status).toBe(404);
  });
});

describe('redirects the office adds', () => {
  it('send a path of this site to another, or to an https:// address, and are logged', async () => {
    const res = await addRedirect('/old-brochure/', '/services');
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ from: '/old-brochure', to: '/services', hits: 0, renamedProject: false });
    expect((await visit('/old-brochure')).headers.get('location')).toBe('/services');
    expect(api.publisher.reasons.at(-1)).toMatch(/redirect from \/old-brochure added/);
    const [entry] = await api.deps.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
    expect(must(entry)).toMatchObject({ action: 'redirect.created', target: '/old-brochure', details: { to: '/services' } });

    expect((await addRedirect('/instagram', 'https://www.instagram.com/nileatelier')).status).toBe(201);
    expect((await visit('/instagram')).headers.get('location')).toBe('https://www.instagram.com/nileatelier');
    expect((await addRedirect('/عرض-الأسعار', '/ar/contact')).status).toBe(201);
    expect((await visit(`/${encodeURIComponent('عرض-الأسعار')}`)).headers.get('location')).toBe('/ar/contact');
  });

  it('refuse a second redirect from the same path with 409', async () => {
    const res = await addRedirect('/old-brochure', '/about');
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(en.redirects.fromTaken('/old-brochure'));
  });

  it('refuse addresses that are not a path of this site or an https:// address', async () => {
    for (const [from, to, message] of [
      ['old-page', '/about', en.redirects.fromInvalid],
      ['https://nileatelier.com/old', '/about', en.redirects.fromInvalid],
      ['//elsewhere.example/old', '/about', en.redirects.fromInvalid],
      ['/old?page=2', '/about', en.redirects.fromInvalid],
      ['/old/../admin', '/about', en.redirects.fromInvalid],
      ['/old-page', 'http://example.com', en.redirects.toInvalid],
      ['/old-page', 'javascript:alert(1)', en.redirects.toInvalid],
      ['/old-page', '//elsewhere.example', en.redirects.toInvalid],
      ['/old-page', 'about', en.redirects.toInvalid],
      ['/old-page', '/%2F%2Fevil.example', en.redirects.toInvalid],
      ['/old-page', '/%5Cevil.example', en.redirects.toInvalid],
      ['/%2F%2Fevil.example', '/about', en.redirects.fromInvalid],
    ]) {
      const res = await addRedirect(must(from), must(to));
      expect(res.status, `${from} → ${to}`).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    expect((await api.app.request('/api/admin/redirects', jsonInit('POST', { from: 7 }, cookie))).status).toBe(400);
  });

  it('refuse a path a page of the site answers', async () => {
    for (const from of ['/', '/about', '/services/', '/portfolio/villa-in-new-cairo', '/ar/portfolio/garden-villa-new-cairo', '/admin/login', '/api/projects', '/uploads/a.webp']) {
      const res = await addRedirect(from, '/contact');
      expect(res.status, from).toBe(400);
      expect((await res.json()).message).toBe(en.redirects.pageExists(from.replace(/(.)\/$/, '$1')));
    }
  });

  it('refuse a loop, and follow a chain to its end in one 301', async () => {
    expect((await addRedirect('/loop-a', '/loop-a')).status).toBe(400);
    expect((await addRedirect('/loop-a', '/loop-b')).status).toBe(201);
    expect((await addRedirect('/loop-b', '/loop-c?from=b')).status).toBe(201);
    const res = await addRedirect('/loop-c', '/loop-a');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(en.redirects.loop('/loop-c'));
    expect((await addRedirect('/loop-c', '/contact')).status).toBe(201);
    // /loop-a → /loop-b → /loop-c?from=b → /contact?from=b: one answer, where the three would have ended.
    expect((await visit('/loop-a')).headers.get('location')).toBe('/contact?from=b');
  });

  it('are edited and removed; an edited rename redirect stops following its project', async () => {
    const renamed = must((await listRedirects()).find((row) => row.from === '/portfolio/garden-villa'));
    const edited = await api.app.request(`/api/admin/redirects/${renamed.id}`, jsonInit('PUT', { from: '/portfolio/garden-villa', to: '/portfolio' }, cookie));
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ to: '/portfolio', renamedProject: false });
    expect((await visit('/portfolio/garden-villa')).headers.get('location')).toBe('/portfolio');

    const removed = await api.app.request(`/api/admin/redirects/${renamed.id}`, authed(cookie, { method: 'DELETE' }));
    expect(await removed.json()).toEqual({ message: en.redirects.deleted });
    expect((await visit('/portfolio/garden-villa')).status).toBe(404);
    expect((await api.app.request(`/api/admin/redirects/${renamed.id}`, authed(cookie, { method: 'DELETE' }))).status).toBe(404);
  });

  it('are for approved admins only', async () => {
    expect((await api.app.request('/api/admin/redirects')).status).toBe(401);
    const pending = await createUserWithSession(api.deps, { approved: false });
    expect((await api.app.request('/api/admin/redirects', authed(pending.cookie))).status).toBe(403);
  });
});

describe('Missing pages', () => {
  it('lists the not-found paths of the last 30 days, most asked first, without those a page answers', async () => {
    const today = cairoDay();
    await api.deps.db.run(sql`CREATE TABLE IF NOT EXISTS missing_path_day (day text NOT NULL, path text NOT NULL, hits integer NOT NULL, PRIMARY KEY (day, path))`);
    await api.deps.db.run(
      sql`INSERT INTO missing_path_day (day, path, hits) VALUES (${today}, '/projects/zamalek', 3), (${addDays(today, -29)}, '/projects/zamalek', 4), (${today}, '/brochure.pdf', 9), (${addDays(today, -30)}, '/too-old', 50), (${today}, '/about', 2), (${today}, '/old-brochure/', 1)`,
    );
    const res = await api.app.request('/api/admin/redirects/missing', authed(cookie));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([
      { path: '/brochure.pdf', hits: 9, redirectedTo: null },
      { path: '/projects/zamalek', hits: 7, redirectedTo: null },
      { path: '/old-brochure', hits: 1, redirectedTo: '/services' },
    ]);
  });
});

describe('the _redirects file of a build', () => {
  it('holds every redirect followed to its end, in the format Netlify and Cloudflare Pages read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'nile-redirects-file-'));
    try {
      await writeRedirectsFile(api.deps.db, dir);
      const lines = readFileSync(join(dir, REDIRECTS_FILE), 'utf8').split('\n');
      expect(lines[0]).toMatch(/^# /);
      expect(lines).toContain('/ar/portfolio/garden-villa /ar/portfolio/villa-in-new-cairo 301');
      expect(lines).toContain('/loop-a /contact?from=b 301');
      expect(lines).toContain('/instagram https://www.instagram.com/nileatelier 301');
      expect(lines).toContain(`/${encodeURIComponent('عرض-الأسعار')} /ar/contact 301`);
      expect(lines.filter((line) => line.endsWith(' 301'))).toHaveLength((await listRedirects()).length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the redirect answers', () => {
  it('never send a visitor off the site from a stored row the rules refuse, nor write it into _redirects', async () => {
    const [bad] = await api.deps.db
      .insert(redirect)
      .values([
        { fromPath: '/stored-off-site', toPath: '///evil.example' },
        { fromPath: '/stored-backslash', toPath: '/\\evil.example' },
      ])
      .returning();
    const redirects = createRedirects({
      db: api.deps.db,
      hasBuiltPage: createSiteBuilds(api.deps.config.siteDir).hasPage,
      rateLimitScale: 0,
      trustProxy: false,
      trustProxyHops: 1,
    });
    const app = new Hono().get('*', async (c) => (await redirects.answer(c, c.req.path)) ?? c.text('404', 404));
    const dir = mkdtempSync(join(tmpdir(), 'nile-redirects-file-'));
    try {
      for (const path of ['/stored-off-site', '/stored-backslash']) {
        const res = await app.request(path);
        expect(res.status, path).toBe(404);
        expect(res.headers.get('location'), path).toBeNull();
      }
      await writeRedirectsFile(api.deps.db, dir);
      expect(readFileSync(join(dir, REDIRECTS_FILE), 'utf8')).not.toContain('evil.example');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await api.deps.db.delete(redirect).where(sql`${redirect.id} >= ${must(bad).id}`);
    }
  });

  it('are limited per client, and a refused answer counts no visit', async () => {
    const redirects = createRedirects({
      db: api.deps.db,
      hasBuiltPage: createSiteBuilds(api.deps.config.siteDir).hasPage,
      rateLimitScale: 0.05,
      trustProxy: false,
      trustProxyHops: 1,
    });
    const app = new Hono().get('*', async (c) => (await redirects.answer(c, c.req.path)) ?? c.text('404', 404));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await app.request('/instagram')).status);
    expect(statuses).toEqual([301, 301, 301, 301, 301, 301, 429]);
    const refused = await app.request('/instagram');
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toMatch(/^Too many requests/);
    expect([...redirects.pendingHits().values()]).toEqual([6]);
    expect((await app.request('/not-redirected')).status).toBe(404);
  });
});
