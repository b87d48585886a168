import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../test/s3-test-server.ts';
import { createUserWithSession, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: Awaited<ReturnType<typeof startS3TestServer>>;
const env: Record<string, string> = {};

beforeAll(async () => {
  s3 = await startS3TestServer({ port: 4401 });
  Object.assign(env, s3.env);
});
afterAll(async () => s3.close());

const api = useTestApi(env);

describe('S3-compatible storage', () => {
  it('puts a file that browsers read through the public URL, and removes it', async () => {
    const storage = createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', publicUrl: `${s3.publicUrl}/` });
    await storage.put('plan.webp', Buffer.from('webp bytes'));
    expect(storage.publicUrl('plan.webp')).toBe(`${s3.publicUrl}/plan.webp`);

    const served = await fetch(storage.publicUrl('plan.webp'));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await served.text()).toBe('webp bytes');
    expect((await storage.read('plan.webp'))?.toString()).toBe('webp bytes');

    await storage.remove('plan.webp');
    expect((await fetch(storage.publicUrl('plan.webp'))).status).toBe(404);
    expect(await storage.read('plan.webp')).toBeUndefined();
  });

  it('refuses a name that could leave the bucket prefix', async () => {
    const storage = createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', publicUrl: s3.publicUrl });
    await expect(storage.put('../escape.webp', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('stores an admin upload in the bucket when configured, with the variants beside it', async () => {
    expect(api.deps.storage.localDir).toBeUndefined();
    const { cookie } = await createUserWithSession(api.deps);
    const png = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#8a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(png)]), 'garden.png');
    const res = await api.app.request('/api/admin/upload', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'X-Requested-With': 'XMLHttpRequest' },
      body: form,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.imageUrl.startsWith(`${s3.publicUrl}/`)).toBe(true);
    for (const url of [body.imageUrl, ...body.variants.map((variant: { url: string }) => variant.url)]) {
      const image = await fetch(url);
      expect(image.status).toBe(200);
      const { width } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(width).toBe(url === body.imageUrl ? 1000 : body.variants.find((variant: { url: string }) => variant.url === url).width);
    }

    // The bucket's address is the site's own, even over plain http on this test server.
    const project = {
      title: 'Garden House',
      slug: 'garden-house',
      category: 'residential',
      description: 'A garden house in Maadi.',
      imageUrl: body.imageUrl,
      imageAlt: 'Garden',
      galleryImages: [{ url: body.imageUrl, alt: 'Garden' }],
    };
    const created = await api.app.request('/api/admin/projects', {
      method: 'POST',
      headers: { Cookie: cookie, Origin: TEST_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify(project),
    });
    expect(created.status).toBe(201);
  });
});
