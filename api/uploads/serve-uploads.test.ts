import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRealSocket } from '../test/real-socket.ts';
import { useTestApi } from '../test/test-app.ts';

const api = useTestApi();
// As the server and the dev server answer /uploads: through the front door.
const server = useRealSocket(() => api.frontDoor);
const IMAGE = Buffer.from('RIFF0000WEBPVP8 a stored image');

beforeAll(async () => {
  await api.deps.storage.put('stored.webp', IMAGE);
  const uploads = api.deps.config.uploadsDir;
  // Links placed in the folder by someone with access to the disk: one to the database, one to a stored image.
  symlinkSync(join(api.dir, 'test.db'), join(uploads, 'database.webp'));
  symlinkSync(join(uploads, 'stored.webp'), join(uploads, 'linked.webp'));
  writeFileSync(join(uploads, 'half.webp.part'), 'half an image');
});

describe('uploaded images', () => {
  it('are served from the uploads folder with their type, cached for good', async () => {
    const res = await server.request('/uploads/stored.webp');
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(IMAGE)).toBe(true);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect((await server.request('/uploads/stored.webp', { method: 'HEAD' })).status).toBe(200);
  });

  it('never follow a symbolic link in the folder, to the database or to another image', async () => {
    for (const path of ['/uploads/database.webp', '/uploads/linked.webp']) {
      const res = await server.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toMatch(/SQLite format|a stored image/);
    }
  });

  it('answer 404 to a name the storage never gives out, or one it does not hold', async () => {
    for (const path of ['/uploads/half.webp.part', '/uploads/..%2ftest.db', '/uploads/nested/stored.webp', '/uploads/', '/uploads/missing.webp']) {
      expect((await server.request(path)).status, path).toBe(404);
    }
  });
});
