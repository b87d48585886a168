import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { createFrontDoor } from '../http/front-door.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { activateBuild } from '../test/served-build.ts';
import { createSiteApp } from './site-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { createStaticSite } from './static-site.ts';
import { must } from '../../shared/must.ts';

const PAGE_POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'sha256-def'";
const page = (title: string) =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${PAGE_POLICY}"><title>${title}</title></head><body>${title}</body></html>`;

let dir = '';
let builds: ReturnType<typeof createSiteBuilds>;
let site: ReturnType<typeof createStaticSite>;
// As the server answers: through the front door.
let frontDoor: ReturnType<typeof createFrontDoor>;
const app = useRealSocket(() => frontDoor);
/** The page answers the front door told analytics of, as "METHOD target status". */
let pagesAnswered: string[] = [];

const writeBuild = async (files: Record<string, string>) => {
  await activateBuild(dir, files);
  await site.refresh();
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-static-'));
  builds = createSiteBuilds(dir);
  site = createStaticSite({
    builds,
    projectExists: async (slug) => slug === 'brand-new-project',
    isApprovedAdmin: async (c) => c.req.header('cookie') === 'session=approved',
  });
  frontDoor = createFrontDoor({
    pageAnswered: (req, status) => void pagesAnswered.push(`${req.method} ${req.url} ${status}`),
    api: new Hono(),
    site: createSiteApp({ production: false, uploadsDir: undefined, pages: site, whatsapp: (c) => c.notFound() }),
  });
  await writeBuild({
    'index.html': page('Home'),
    'about.html': page('About'),
    '404.html': page('404 Page Not Found'),
    'admin.html': page('Admin'),
    'project-preview.html': page('Project preview'),
    'portfolio/built-project.html': page('Built project'),
    '_astro/old.js': 'console.log("old build asset")',
    'robots.txt': 'User-agent: *',
  });
  await writeBuild({
    'index.html': page('Home v2'),
    '404.html': page('404 Page Not Found'),
    'admin.html': page('Admin'),
    'admin-sign-in.html': page('Sign-in form'),
    'project-preview.html': page('Project preview'),
    'ar/project-preview.html': page('معاينة المشروع'),
    'ar/404.html': page('الصفحة غير موجودة'),
    'portfolio/built-project.html': page('Built project'),
    '_astro/new.js': 'console.log("new")',
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('static site', () => {
  it('serves the live build with the page’s own CSP plus frame-ancestors', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Home v2');
    expect(res.headers.get('content-security-policy')).toBe(`${PAGE_POLICY}; frame-ancestors 'none'`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const etag = must((await app.request('/')).headers.get('etag'));
    expect((await app.request('/', { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });

  it('sends brotli to browsers that accept it', async () => {
    const res = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Home v2');
  });

  it('no longer serves a page that only the previous build had', async () => {
    const res = await app.request('/about');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });

  it('serves hashed assets of the previous build to pages still open, cached for good', async () => {
    const res = await app.request('/_astro/old.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/_astro/new.js')).status).toBe(200);
    expect((await app.request('/_astro/missing.js')).status).toBe(404);
  });

  it('answers any /admin path with the admin app, and the sign-in screens with their light page', async () => {
    for (const path of ['/admin', '/admin/register', '/admin/projects/anything', '/admin/login/more']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Admin');
    }
    for (const path of ['/admin/login', '/admin/login/', '/admin/forgot-password', '/admin/reset-password?token=abc']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain('Sign-in form');
    }
    expect((await app.request('/admin-sign-in')).status).toBe(404);
  });

  it('serves built project pages, and the preview page for a project the build predates', async () => {
    expect(await (await app.request('/portfolio/built-project')).text()).toContain('Built project');
    const fresh = await app.request('/portfolio/brand-new-project');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('Project preview');
    const unknown = await app.request('/portfolio/never-existed');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Project preview');
  });

  it('serves the Arabic preview page for the Arabic address of a project the build predates', async () => {
    const fresh = await app.request('/ar/portfolio/brand-new-project');
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('معاينة المشروع');
    const unknown = await app.request('/ar/portfolio/never-existed');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('معاينة المشروع');
    expect((await app.request('/ar/project-preview')).status).toBe(404);
  });

  it('answers unknown paths and traversal attempts with the 404 page', async () => {
    for (const path of ['/nowhere', '/about/team/x', '/..%2f..%2fetc%2fpasswd', '/%E0%A4%A', '/404', '/project-preview']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text()).toContain('404 Page Not Found');
    }
  });

  it('keeps the build’s facts to itself: build-info.json answers the 404 page', async () => {
    // activateBuild writes it into the live build, as a publish does.
    const res = await app.request('/build-info.json');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404 Page Not Found');
  });

  it('shows an admin the preview of any project, never cached nor indexed', async () => {
    const res = await app.request('/admin/preview/projects/12', { headers: { Cookie: 'session=approved' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Project preview');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('shows an admin the Arabic preview of any project with ?lang=ar, as privately', async () => {
    const res = await app.request('/admin/preview/projects/12?lang=ar', { headers: { Cookie: 'session=approved' } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('معاينة المشروع');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await (await app.request('/admin/preview/projects/12?lang=fr', { headers: { Cookie: 'session=approved' } })).text()).toContain('Project preview');
  });

  it('answers 401 to a preview without an approved admin’s session', async () => {
    for (const [path, headers] of [
      ['/admin/preview/projects/12', {}],
      ['/admin/preview/projects/12', { Cookie: 'session=pending' }],
      ['/admin/preview/projects/12?lang=ar', {}],
    ] as Array<[string, Record<string, string>]>) {
      const res = await app.request(path, { headers });
      expect(res.status).toBe(401);
      expect(await res.text()).not.toMatch(/Project preview|معاينة المشروع/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
  });

  // Last: it publishes a third build.
  it('answers a page and an asset asked before a publish from the new build after it', async () => {
    for (let i = 0; i < 2; i++) {
      expect(await (await app.request('/portfolio/built-project', { headers: { 'Accept-Encoding': 'gzip, br' } })).arrayBuffer()).toBeTruthy();
      expect(await (await app.request('/_astro/new.js')).text()).toBe('console.log("new")');
    }
    await writeBuild({
      'index.html': page('Home v3'),
      '404.html': page('404 Page Not Found'),
      'portfolio/built-project.html': page('Built project, photographed again'),
      '_astro/newer.js': 'console.log("newer")',
    });
    const res = await app.request('/portfolio/built-project', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Built project, photographed again');
    // A page still open from the build before keeps its assets.
    expect(await (await app.request('/_astro/new.js')).text()).toBe('console.log("new")');
  });

  it('tells analytics of every page and not-found page answered, and of no file', async () => {
    const path = '/portfolio/built-project';
    await app.request(path);
    pagesAnswered = [];
    const first = await app.request(`${path}?utm_source=newsletter`);
    await app.request(path, { headers: { 'If-None-Match': must(first.headers.get('etag')) } });
    await app.request(path, { method: 'HEAD' });
    await app.request('/nowhere');
    await app.request('/_astro/new.js');
    await app.request('/');
    expect(pagesAnswered).toEqual([`GET ${path}?utm_source=newsletter 200`, `GET ${path} 200`, `HEAD ${path} 200`, 'GET /nowhere 404', 'GET / 200']);
  });

  it('knows the paths of the live build’s pages, and not its role pages nor the pages of an earlier build', () => {
    expect(['/', '/portfolio/built-project'].map(site.isPage)).toEqual([true, true]);
    expect(['/about', '/404', '/admin', '/project-preview', '/ar/project-preview', '/portfolio/brand-new-project'].map(site.isPage)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
