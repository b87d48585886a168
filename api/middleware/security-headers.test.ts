import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiSecurityHeaderRecord, completeAnswer, securityHeaders } from './security-headers.ts';

const appFor = (production: boolean) => {
  const app = new Hono();
  app.use(securityHeaders({ production }));
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/api/json', (c) => c.json({ ok: true }));
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

  it('sends the document headers outside the API only', async () => {
    const page = await appFor(true).request('/json');
    expect(page.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-permitted-cross-domain-policies')).toBe('none');
    const api = await appFor(true).request('/api/json');
    expect(api.headers.get('permissions-policy')).toBeNull();
    expect(api.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(api.headers.get('x-xss-protection')).toBeNull();
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it('keeps a page’s own policy', async () => {
    const res = await appFor(true).request('/page');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});

describe('answers made whole with the headers', () => {
  it.each([true, false])('the plain record is what the middleware adds to an API answer (production: %s)', async (production) => {
    const res = await appFor(production).request('/api/json');
    const added = Object.fromEntries([...res.headers].filter(([name]) => name !== 'content-type'));
    expect(added).toEqual(apiSecurityHeaderRecord(production));
  });

  it('passes a complete answer through as it is', async () => {
    const app = new Hono();
    app.use(securityHeaders({ production: false }));
    app.get('/ready', () => completeAnswer('{}', 200, false, { 'content-type': 'application/json', 'x-frame-options': 'SAMEORIGIN' }));
    const res = await app.request('/ready');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('content-security-policy')).toBe(apiSecurityHeaderRecord(false)['content-security-policy']);
  });
});
