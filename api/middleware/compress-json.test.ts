import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { project } from '../../db/schema.ts';
import { pickEncoding } from './compress-json.ts';
import { createUserWithSession, useTestApi } from '../test/test-app.ts';
import { useRealSocket } from '../test/real-socket.ts';

const api = useTestApi();
const server = useRealSocket(() => api.frontDoor);
const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;

const addProjects = (count: number) =>
  api.handle.db.insert(project).values(
    Array.from({ length: count }, (_, i) => ({
      title: `Compressed project ${i}`,
      slug: `compressed-project-${i}`,
      category: 'retail',
      description: 'A description long enough to make the list worth compressing. '.repeat(4),
      imageUrl: `/uploads/c-${i}.webp`,
      imageAlt: 'A shop front',
    })),
  );

describe('compressed JSON answers', () => {
  it('sends the project list with brotli or gzip as the client accepts, and the same JSON as uncompressed', async () => {
    await addProjects(30);
    const plain = await fetch(url('/api/projects'), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainJson = await plain.json();
    expect(plainJson).toHaveLength(30);

    // fetch decodes what it asked for; the header says how the bytes travelled.
    const brotli = await fetch(url('/api/projects'), { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await brotli.json()).toEqual(plainJson);

    const gzip = await fetch(url('/api/projects'), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(plainJson);

    const one = await api.app.request('/api/projects/compressed-project-3', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(one.headers.get('content-encoding')).toBeNull();
    expect((await one.json()).title).toBe('Compressed project 3');
  });

  it('compresses other JSON answers above 1 KB, and never small ones', async () => {
    const small = await api.app.request('/api/form-stamp', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Object.keys(await small.json())).toEqual(['stamp']);

    const { cookie } = await createUserWithSession(api.deps);
    // A dozen accounts make the list well over 1 KB.
    for (let i = 0; i < 12; i++) await createUserWithSession(api.deps, { name: `Listed Admin ${i}` });
    const res = await api.app.request('/api/admin/users', { headers: { Cookie: cookie, 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const users = JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { name: string }[];
    expect(users.map((user) => user.name)).toContain('Listed Admin 11');

    const errors = await api.app.request('/api/admin/users', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(errors.status).toBe(401);
    expect(errors.headers.get('content-encoding')).toBeNull();
    expect(await errors.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('reads Accept-Encoding as browsers and proxies write it', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
