import { describe, expect, it } from 'vitest';
import { createUserWithSession, jsonInit, useTestApi } from './test/test-app.ts';
import { en } from '../shared/messages/en.ts';

const api = useTestApi();

const ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/user'],
  ['POST', '/api/admin/logout'],
  ['GET', '/api/admin/contact-messages'],
  ['DELETE', '/api/admin/contact-messages/1'],
  ['GET', '/api/admin/subscribers'],
  ['DELETE', '/api/admin/subscribers/1'],
  ['POST', '/api/admin/projects'],
  ['PUT', '/api/admin/projects/1'],
  ['DELETE', '/api/admin/projects/1'],
  ['GET', '/api/admin/users'],
  ['PUT', '/api/admin/users/1'],
  ['DELETE', '/api/admin/users/1'],
  ['POST', '/api/admin/upload'],
  ['PUT', '/api/admin/account/password'],
  ['DELETE', '/api/admin/account/sessions'],
  ['GET', '/api/admin/publishing'],
];

describe('the API as a whole', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 401 with a sentence without a session', async (method, path) => {
    const res = await api.app.request(path, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/admin/nothing'],
      ['PATCH', '/api/projects'],
    ] as const) {
      const res = await api.app.request(path, { method });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe(en.requests.noEndpoint(method, path));
    }
  });

  it('refuses state-changing requests from another origin with 403 and stores nothing', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const foreign = (method: string, path: string, body?: unknown) =>
      api.app.request(path, {
        method,
        headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', Cookie: cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const contact = await foreign('POST', '/api/contact', { name: 'Eve', email: 'eve@example.com', phone: '12345678', subject: 'Hello', message: 'Cross-site message' });
    expect(contact.status).toBe(403);
    expect((await contact.json()).message).toMatch(/another website/);
    expect((await foreign('DELETE', '/api/admin/users/1')).status).toBe(403);
    const list = (await (await api.app.request('/api/admin/contact-messages', { headers: { Cookie: cookie } })).json()).messages;
    expect(list).toHaveLength(0);
  });

  it('refuses a cross-site request without an Origin but with Sec-Fetch-Site: cross-site', async () => {
    const res = await api.app.request('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      body: JSON.stringify({ email: 'csrf@example.com' }),
    });
    expect(res.status).toBe(403);
  });

  it('accepts the configured public site origin as well as the request origin', async () => {
    const res = await api.app.request('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: api.deps.config.siteOrigin },
      body: JSON.stringify({ email: 'own-origin@example.com' }),
    });
    expect(res.status).toBe(201);
  });

  it('lets a read from another origin through: reads change nothing', async () => {
    const res = await api.app.request('/api/projects', { headers: { Origin: 'https://elsewhere.example' } });
    expect(res.status).toBe(200);
  });

  it('reports publishing status to approved admins', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const res = await api.app.request('/api/admin/publishing', { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ mode: 'static', state: 'idle', lastError: null });
  });

  it('never answers 5xx to hostile input', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const hostile = ['{', '[]', 'null', '"text"', '{"__proto__":{"x":1}}', '{"title":{"$gt":""}}', '\u0000', '9'.repeat(400)];
    for (const path of ['/api/contact', '/api/subscribe', '/api/admin/login', '/api/admin/register', '/api/admin/projects']) {
      for (const body of hostile) {
        const res = await api.app.request(path, jsonInit('POST', body, cookie));
        expect(res.status, `${path} ${body.slice(0, 20)}`).toBeLessThan(500);
      }
    }
    for (const id of ['-1', '1.5', '99999999999999999999', '%00', '1;DROP TABLE user']) {
      const res = await api.app.request(`/api/admin/projects/${id}`, jsonInit('PUT', { featured: true }, cookie));
      expect(res.status, id).toBeLessThan(500);
    }
  });
});
