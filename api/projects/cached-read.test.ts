import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { compressBody, type JsonBody, toJsonBody } from '../http/compressed-json.ts';
import { createReadCache } from './read-cache.ts';
import { apiSecurityHeaderRecord } from '../middleware/security-headers.ts';
import { answerCachedRead } from './project-routes.ts';

const reads = createReadCache<JsonBody>({ ttlMs: 60_000 });
const answerFirst = answerCachedRead(reads, false);
// What the routes would answer instead: a request answerCachedRead leaves reaches this untouched.
const server = createServer((req, res) => answerFirst(req, res) || res.writeHead(299).end('left to the routes'));
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => reads.clear());

const send = (path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

const store = (key: string, value: unknown) => reads.get(key, async () => toJsonBody(value));

describe('a public project read answered at the Node request from the read cache', () => {
  it('answers the list, the featured list and one project once cached, with the API headers and the exact length', async () => {
    expect((await send('/api/projects')).status).toBe(299);
    await store('all', [{ slug: 'villa' }]);
    await store('featured', [{ slug: 'featured-villa' }]);
    await store('slug:villa', { slug: 'villa' });

    const list = await send('/api/projects');
    expect(list.status).toBe(200);
    expect(JSON.parse(list.body.toString())).toEqual([{ slug: 'villa' }]);
    expect(list.headers['content-length']).toBe(String(list.body.length));
    expect(list.headers['content-type']).toBe('application/json');
    expect(list.headers['cache-control']).toBe('no-store');
    for (const [name, value] of Object.entries(apiSecurityHeaderRecord(false))) expect(list.headers[name], name).toBe(value);
    expect(JSON.parse((await send('/api/projects/featured')).body.toString())).toEqual([{ slug: 'featured-villa' }]);
    expect(JSON.parse((await send('/api/projects/villa')).body.toString())).toEqual({ slug: 'villa' });
  });

  it('reads the Arabic entry for ?lang=ar and the English one for ?lang=en', async () => {
    await store('all', [{ title: 'Villa' }]);
    await store('all:ar', [{ title: 'فيلا' }]);
    expect(JSON.parse((await send('/api/projects?lang=ar')).body.toString())).toEqual([{ title: 'فيلا' }]);
    expect(JSON.parse((await send('/api/projects?lang=en')).body.toString())).toEqual([{ title: 'Villa' }]);
  });

  it('leaves to the routes what it cannot answer as they would: HEAD, a write, another query, a deeper path, a missing project', async () => {
    await store('all', [{ slug: 'villa' }]);
    await reads.get('slug:gone', async () => null);
    for (const [path, method] of [
      ['/api/projects', 'HEAD'],
      ['/api/projects', 'POST'],
      ['/api/projects?lang=fr', 'GET'],
      ['/api/projects?lang=ar&page=2', 'GET'],
      ['/api/projects?', 'GET'],
      ['/api/projects/', 'GET'],
      ['/api/projects/villa/gallery', 'GET'],
      ['/api/projects/%76illa', 'GET'],
      ['/api/projects/gone', 'GET'],
      ['/api/health', 'GET'],
    ] as const) {
      expect((await send(path, { method })).status, `${method} ${path}`).toBe(299);
    }
  });

  it('answers a large list compressed only once its compressed form is made, and plain to a client that accepts none', async () => {
    const projects = Array.from({ length: 40 }, (_, i) => ({ slug: `project-${i}`, description: 'A description long enough to pass a kilobyte.' }));
    const body = (await store('all', projects)) as JsonBody;
    expect((await send('/api/projects', { headers: { 'Accept-Encoding': 'br' } })).status).toBe(299);

    body.ready.br = await compressBody(body.raw, 'br');
    const compressed = await send('/api/projects', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(compressed.body).toString())).toEqual(projects);

    const plain = await send('/api/projects');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(projects);
    expect((await send('/api/projects', { headers: { 'Accept-Encoding': 'gzip' } })).status).toBe(299);
  });

  it('stops answering the moment the cache is cleared by a write', async () => {
    await store('all', [{ slug: 'villa' }]);
    expect((await send('/api/projects')).status).toBe(200);
    reads.clear();
    expect((await send('/api/projects')).status).toBe(299);
  });

  it('answers each of many projects with its own entry, past the number of targets it remembers', async () => {
    const slugs = Array.from({ length: 300 }, (_, i) => `project-${i}`);
    for (const slug of slugs) await store(`slug:${slug}`, { slug });
    for (const slug of [...slugs, 'project-0', 'project-299']) {
      expect(JSON.parse((await send(`/api/projects/${slug}`)).body.toString()), slug).toEqual({ slug });
    }
    await store('slug:project-7:ar', { slug: 'project-7', lang: 'ar' });
    expect(JSON.parse((await send('/api/projects/project-7?lang=ar')).body.toString())).toEqual({ slug: 'project-7', lang: 'ar' });
  });
});
