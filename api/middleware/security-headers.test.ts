import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

/** What protects an answer a browser never shows as a page of its own, in production. */
const RESOURCE_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const TYPES = {
  woff2: 'font/woff2',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webmanifest: 'application/manifest+json',
  svg: 'image/svg+xml',
  html: 'text/html; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  csv: 'text/csv',
};

const appFor = (production: boolean) => {
  const app = new Hono();
  app.use(securityHeaders({ production }));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/api/json', (c) => c.json({ ok: true }));
  app.get('/file/:type', (c) => c.body('x', 200, { 'content-type': TYPES[c.req.param('type') as keyof typeof TYPES] }));
  app.get('/page', (c) => {
    c.header('Content-Security-Policy', "default-src 'self'; frame-ancestors 'none'");
    return c.html('<p>page</p>');
  });
  return app;
};

describe('security headers', () => {
  it('sends a strict policy, nosniff, frame protection and a referrer policy on every answer', async () => {
    const res = await appFor(false).request('/json');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production', async () => {
    const res = await appFor(true).request('/json');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('sends the document headers on what a browser can show as a page, and not on the API', async () => {
    for (const path of ['/page', '/file/html', '/file/svg', '/file/txt', '/file/xml', '/file/csv']) {
      const res = await appFor(true).request(path);
      expect(res.headers.get('permissions-policy'), path).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      expect(res.headers.get('x-permitted-cross-domain-policies'), path).toBe('none');
    }
    const api = await appFor(true).request('/api/json');
    expect(api.headers.get('permissions-policy')).toBeNull();
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(api.headers.get('x-xss-protection')).toBeNull();
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it.each(['woff2', 'css', 'js', 'webp', 'mp4', 'webmanifest'])('gives a .%s file the API’s set: what protects a file that is never a page', async (type) => {
    const res = await appFor(true).request(`/file/${type}`);
    const added = Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'));
    expect(added).toEqual(RESOURCE_HEADERS);
  });

  it('keeps a page’s own policy', async () => {
    const res = await appFor(true).request('/page');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
