import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { createFrontDoor } from '../http/front-door.ts';
import { useRealSocket } from '../test/real-socket.ts';
import { activateBuild } from '../test/served-build.ts';
import { createSiteApp } from './site-app.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftPreviews } from '../publishing/draft-previews.ts';
import { createSiteBuilds } from '../publishing/site-builds.ts';
import { createStaticSite } from './static-site.ts';

const POLICY = "default-src 'self'; script-src 'self' 'sha256-abc'";
const page = (title: string, body = '') =>
  `<!doctype html><html><head><meta http-equiv="content-security-policy" content="${POLICY}"><meta name="robots" content="noindex"><title>${title}</title></head><body>${title}${body}</body></html>`;
const ADMIN = { Cookie: 'session=approved' };

let dir = '';
/** The pages as the site's renderer would render them from the drafts now, by path. */
let drafts: Record<string, string> = {};
// As the server answers: through the front door.
let frontDoor: ReturnType<typeof createFrontDoor>;
const app = useRealSocket(() => frontDoor);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'nile-static-preview-'));
  const builds = createSiteBuilds(dir);
  await activateBuild(dir, {
    'index.html': page('Live home'),
    'contact.html': page('Live contact: +20 100 555 0142'),
    '404.html': page('Live 404'),
    'admin.html': page('Admin'),
  });
  const previews = draftPreviews(async (path) => {
    const body = drafts[path];
    return body === undefined ? null : { path, file: path === '/' ? 'index.html' : `${path.slice(1)}.html`, body, reads: [] };
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
  drafts = {
    '/': page('Draft home', '<a href="/contact">Contact</a><a href="/ar">العربية</a><a href="/admin/login">Admin</a>'),
    '/contact': page('Draft contact: +20 100 000 0000', '<a href="/">Home</a><a href="/ar/contact">العربية</a><form action="/api/contact"></form>'),
    '/ar': page('الرئيسية', '<a href="/ar/about">من نحن</a>'),
    '/ar/contact': page('اتصل بنا'),
    '/404': page('Preview 404'),
    '/ar/404': page('Preview Arabic 404'),
  };
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the preview of the drafts', () => {
  it('serves the preview’s pages to an admin, never cached nor indexed, with links that stay in the preview', async () => {
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

  it('never gives a visitor a preview page an admin was shown just before', async () => {
    for (const path of ['/admin/preview/site/contact', '/admin/preview/site/ar/contact']) {
      expect((await app.request(path, { headers: ADMIN })).status, path).toBe(200);
      const visitor = await app.request(path);
      expect(visitor.status, path).toBe(401);
      expect(await visitor.text(), path).not.toMatch(/Draft contact|اتصل بنا/);
    }
  });

  it('leaves the public site as it is', async () => {
    const res = await app.request('/contact');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Live contact: +20 100 555 0142');
    expect(res.headers.get('x-robots-tag')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-cache');
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

  it('shows the drafts as they are when each page is opened', async () => {
    drafts['/contact'] = page('Second draft');
    expect(await (await app.request('/admin/preview/site/contact', { headers: ADMIN })).text()).toContain('Second draft');
    expect(await (await app.request('/contact')).text()).toContain('Live contact');
  });
});
