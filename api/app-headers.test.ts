import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { project } from '../db/schema.ts';
import { useRealSocket } from './test/real-socket.ts';
import { createUserWithSession, jsonInit, useTestApi } from './test/test-app.ts';
import { ar } from '../shared/messages/ar.ts';

const api = useTestApi();
// Every answer as the server gives it: through the front door, over a socket.
const server = useRealSocket(() => api.frontDoor);
const app = { request: server.request };

beforeAll(async () => {
  await api.deps.db.insert(project).values(
    Array.from({ length: 3 }, (_, i) => ({
      title: `Header project ${i + 1}`,
      slug: `header-project-${i + 1}`,
      category: 'residential',
      description: 'A project for the header checks.',
      fullDescription: 'A long description, so the list is over a kilobyte. '.repeat(12),
      imageUrl: `/uploads/header-${i}.webp`,
      imageAlt: 'Header image',
      galleryImages: [],
      featured: false,
      completionDate: 'March 2024',
      location: 'Cairo',
      size: '200 m²',
    })),
  );
});

/** The API's security headers (the tests' server is not in production: no HSTS). */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** Every security header of the API's policy, each once with its exact value, no document headers, and no-store. */
const expectApiHeaders = (res: Response) => {
  for (const [name, value] of Object.entries(API_HEADERS)) expect(res.headers.get(name), name).toBe(value);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('permissions-policy')).toBeNull();
};

describe('headers of API answers', () => {
  it('the health answer carries the security headers, no-store and JSON', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectApiHeaders(res);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('the public project list carries them too, plain or compressed', async () => {
    const plain = await app.request('/api/projects');
    expectApiHeaders(plain);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const projects = (await plain.json()) as { slug: string }[];
    expect(projects.map((p) => p.slug).sort()).toEqual(['header-project-1', 'header-project-2', 'header-project-3']);

    const compressed = await app.request('/api/projects', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expectApiHeaders(compressed);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(compressed.headers.get('vary')).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(projects);
  });

  it('one project, a missing project, a path or method that does not exist, new subscriptions and messages and a refused write carry them as well', async () => {
    expectApiHeaders(await app.request('/api/projects/header-project-2'));
    const missing = await app.request('/api/projects/no-such-project');
    expect(missing.status).toBe(404);
    expectApiHeaders(missing);
    const nowhere = await app.request('/api/projects/a/b');
    expect(nowhere.status).toBe(404);
    expectApiHeaders(nowhere);
    const patch = await app.request('/api/projects', { method: 'PATCH' });
    expect(patch.status).toBe(404);
    expectApiHeaders(patch);
    const created = await app.request('/api/subscribe', jsonInit('POST', { email: 'headers@example.com' }));
    expect(created.status).toBe(201);
    expect(created.headers.get('content-type')).toMatch(/^application\/json/);
    expectApiHeaders(created);
    const message = await app.request('/api/contact', {
      ...jsonInit('POST', { name: 'Header Test', email: 'headers@example.com', phone: '+20 100 000 0000', subject: 'Headers', message: 'Long enough. '.repeat(100) }),
      headers: { ...(jsonInit('POST', {}).headers as Record<string, string>), 'Accept-Encoding': 'gzip' },
    });
    expect(message.status).toBe(201);
    expect(message.headers.get('content-encoding')).toBe('gzip');
    expectApiHeaders(message);
    const invalid = await app.request('/api/subscribe', jsonInit('POST', { email: 'not an email' }));
    expect(invalid.status).toBe(400);
    expectApiHeaders(invalid);
  });

  it('a missing project asked for in Arabic is answered in Arabic, with the headers', async () => {
    const res = await app.request('/api/projects/no-such-project', { headers: { 'Accept-Language': 'ar' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-language')).toBe('ar');
    expect((await res.json()).message).toBe(ar.projects.notFound);
    expectApiHeaders(res);
  });
});

describe('public project reads answered from the read cache, over a socket', () => {
  const read = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
    const { date, ...rest } = Object.fromEntries(res.headers);
    return { status: res.status, headers: rest, body: await res.text() };
  };

  it('give the same status, headers and bytes as the first read (answered from the cache), plain, compressed, in Arabic and for one project', async () => {
    for (const [path, headers] of [
      ['/api/projects', {}],
      ['/api/projects', { 'Accept-Encoding': 'br, gzip' }],
      ['/api/projects', { 'Accept-Encoding': 'gzip' }],
      ['/api/projects?lang=ar', { 'Accept-Encoding': 'br' }],
      ['/api/projects/featured', {}],
      ['/api/projects/header-project-2', { 'Accept-Encoding': 'br' }],
    ] as const) {
      const first = await read(path, headers);
      expect(first.status, path).toBe(200);
      expect(first.headers['content-length'], path).toBeDefined();
      for (const name of Object.keys(API_HEADERS)) expect(first.headers[name], name).toBeDefined();
      expect(await read(path, headers), `${path} ${JSON.stringify(headers)}`).toEqual(first);
    }
  });

  it('a missing project stays a 404 however often it is asked, and the list named "all" is not the list', async () => {
    for (const path of ['/api/projects/no-such-project', '/api/projects/no-such-project', '/api/projects/all', '/api/projects/all']) {
      const res = await read(path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control'], path).toBe('no-store');
    }
  });

  it('show an edit made through the admin at the next read', async () => {
    const { cookie } = await createUserWithSession(api.deps);
    const before = JSON.parse((await read('/api/projects')).body) as { id: number; slug: string; title: string }[];
    await read('/api/projects');
    const edited = before.find((item) => item.slug === 'header-project-1');
    const res = await api.app.request(`/api/admin/projects/${edited?.id}`, jsonInit('PUT', { title: 'Header project, renamed' }, cookie));
    expect(res.status).toBe(200);
    const after = JSON.parse((await read('/api/projects')).body) as { slug: string; title: string }[];
    expect(after.find((item) => item.slug === 'header-project-1')?.title).toBe('Header project, renamed');
  });
});
