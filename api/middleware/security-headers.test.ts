import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

const appFor = (production: boolean) => {
  const app = new Hono();
  app.use(securityHeaders({ production }));
  app.get('/json', (c) => c.json({ ok: true }));
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

  it('keeps a page’s own policy', async () => {
    const res = await appFor(true).request('/page');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
