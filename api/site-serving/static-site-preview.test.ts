import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createFrontDoor } from '../http/front-door.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { activateBuild, writeFiles } from '../test/served-build.ts';
import { createSiteApp } from './site-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewBuilder } from '../publishing/preview-builder.ts';
import { rewritePreviewBuild } from '../publishing/preview-links.ts';
import { BUILD_INFO_FILE } from '../publishing/build-folders.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { createStaticSite } from './static-site.ts';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";
const page = (title: string, body = '') =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${POLICY}"><meta name="robots" content="noindex"><title>${title}</title></head><body>${title}${body}</body></html>`;
const ADMIN = { Cookie: 'session=approved' };

let dir = '';
let previewFiles: Record<string, string> = {};
let failNext = false;
// As the server answers: through the front door.
let frontDoor: ReturnType<typeof createFrontDoor>;
const app = useRealSocket(() => frontDoor);
let previews: ReturnType<typeof createPreviewBuilder>;

/** Builds a preview the way astro-build.ts --preview finishes one: pages written, links rewritten, build info last. */
const buildPreview = async (files: Record<string, string>) => {
  previewFiles = files;
  previews.request();
  await previews.whenIdle();
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-static-preview-'));
  const builds = createSiteBuilds(dir);
  await activateBuild(dir, {
    'index.html': page('Live home'),
    'contact.html': page('Live contact: +20 100 555 0142'),
    '404.html': page('Live 404'),
    'admin.html': page('Admin'),
  });
  previews = createPreviewBuilder({
    siteDir: dir,
    log: () => {},
    runBuild: async (outDir) => {
      if (failNext) throw new Error('The preview build exited with code 1.');
      writeFiles(outDir, previewFiles);
      await rewritePreviewBuild(outDir, '/admin/preview/site');
      writeFiles(outDir, { [BUILD_INFO_FILE]: JSON.stringify({ builtAt: new Date().toISOString() }) });
    },
  });
  const site = createStaticSite({
    builds,
    projectExists: async () => false,
    isApprovedAdmin: async (c) => c.req.header('cookie') === 'session=approved',
    previews,
  });
  frontDoor = createFrontDoor({
    pageAnswered: () => {},
    api: new Hono(),
    site: createSiteApp({ production: false, uploadsDir: undefined, pages: site, whatsapp: (c) => c.notFound() }),
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the preview of the drafts', () => {
  it('tells an admin to press Preview before there is one', async () => {
    const res = await app.request('/admin/preview/site/contact', { headers: ADMIN });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Press “Preview” in Site Content to build one.');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('says so while the first preview is being built, and reloads by itself', async () => {
    const building = new Hono().use(
      '*',
      createStaticSite({
        builds: createSiteBuilds(dir),
        projectExists: async () => false,
        isApprovedAdmin: async () => true,
        previews: { current: async () => null, status: async () => ({ state: 'building', builtAt: null, error: null, url: '/admin/preview/site/' }) },
      }).handler,
    );
    const res = await building.request('/admin/preview/site/about');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('The preview is being built. This page reloads by itself when it is ready.');
    expect(html).toContain('<meta http-equiv="refresh" content="5">');
    expect(html).toContain('<a href="/admin/site-content">Back to Site Content</a>');
  });

  it('serves the preview’s pages to an admin, never cached nor indexed, with links that stay in the preview', async () => {
    await buildPreview({
      'index.html': page('Draft home', '<a href="/contact">Contact</a><a href="/ar">العربية</a><a href="/admin/login">Admin</a>'),
      'contact.html': page('Draft contact: +20 100 000 0000', '<a href="/">Home</a><a href="/ar/contact">العربية</a><form action="/api/contact"></form>'),
      'ar.html': page('الرئيسية', '<a href="/ar/about">من نحن</a>'),
      'ar/contact.html': page('اتصل بنا'),
      '404.html': page('Preview 404'),
      'ar/404.html': page('Preview Arabic 404'),
      'admin.html': page('Admin'),
      '_astro/site.css': 'body{color:black}',
    });
    const res = await app.request('/admin/preview/site/contact', { headers: ADMIN });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Draft contact: +20 100 000 0000');
    expect(html).toContain('<a href="/admin/preview/site/">Home</a><a href="/admin/preview/site/ar/contact">العربية</a><form action="/api/contact">');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('content-security-policy')).toBe(`${POLICY}; frame-ancestors 'none'`);

    const home = await app.request('/admin/preview/site/', { headers: ADMIN });
    expect(await home.text()).toContain('<a href="/admin/preview/site/contact">Contact</a><a href="/admin/preview/site/ar">العربية</a><a href="/admin/login">Admin</a>');
    expect(await (await app.request('/admin/preview/site', { headers: ADMIN })).text()).toContain('Draft home');
    expect(await (await app.request('/admin/preview/site/ar', { headers: ADMIN })).text()).toContain('<a href="/admin/preview/site/ar/about">');
    expect(await (await app.request('/admin/preview/site/ar/contact', { headers: ADMIN })).text()).toContain('اتصل بنا');
  });

  it('serves the preview’s own assets under its path, to an admin only', async () => {
    const css = await app.request('/admin/preview/site/_astro/site.css', { headers: ADMIN });
    expect(css.status).toBe(200);
    expect(await css.text()).toBe('body{color:black}');
    expect(css.headers.get('cache-control')).toBe('no-store');
    expect((await app.request('/admin/preview/site/_astro/site.css')).status).toBe(401);
  });

  it('never gives a visitor a preview page an admin was shown just before', async () => {
    for (const path of ['/admin/preview/site/contact', '/admin/preview/site/_astro/site.css']) {
      expect((await app.request(path, { headers: ADMIN })).status, path).toBe(200);
      const visitor = await app.request(path);
      expect(visitor.status, path).toBe(401);
      expect(await visitor.text(), path).not.toMatch(/Draft contact|color:black/);
    }
  });

  it('leaves the public site as it is', async () => {
    const res = await app.request('/contact');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Live contact: +20 100 555 0142');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect((await app.request('/_astro/site.css')).status).toBe(404);
  });

  it('answers 401 with the sign-in page, and nothing of the drafts, without an approved admin’s session', async () => {
    for (const headers of [{}, { Cookie: 'session=pending' }] as Record<string, string>[]) {
      for (const path of ['/admin/preview/site/', '/admin/preview/site/contact', '/admin/preview/site/ar/contact']) {
        const res = await app.request(path, { headers });
        expect(res.status, path).toBe(401);
        const text = await res.text();
        expect(text).toContain('Please sign in to continue.');
        expect(text).not.toContain('Draft');
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      }
    }
  });

  it('answers unknown preview paths with the preview’s 404 page of the right edition', async () => {
    for (const [path, title] of [
      ['/admin/preview/site/nowhere', 'Preview 404'],
      ['/admin/preview/site/ar/nowhere', 'Preview Arabic 404'],
      ['/admin/preview/site/404', 'Preview 404'],
      ['/admin/preview/site/admin', 'Preview 404'],
      ['/admin/preview/site/..%2f..%2fetc%2fpasswd', 'Preview 404'],
      ['/admin/preview/site/%E0%A4%A', 'Preview 404'],
      ['/admin/preview/site/_astro/missing.js', 'Preview 404'],
    ]) {
      const res = await app.request(path as string, { headers: ADMIN });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(title);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('serves the newest preview once it is ready, and keeps the last good one when a build fails', async () => {
    await buildPreview({ 'contact.html': page('Second draft'), '404.html': page('Preview 404') });
    expect(await (await app.request('/admin/preview/site/contact', { headers: ADMIN })).text()).toContain('Second draft');
    failNext = true;
    await buildPreview({ 'contact.html': page('Never served') });
    failNext = false;
    expect(await (await app.request('/admin/preview/site/contact', { headers: ADMIN })).text()).toContain('Second draft');
    expect(await (await app.request('/contact')).text()).toContain('Live contact');
  });
});
