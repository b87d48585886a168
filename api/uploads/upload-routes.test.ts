import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImage } from '../../db/schema.ts';
import { MAX_IMAGE_BYTES } from '../../shared/image-limits.ts';
import { largeBlankPng } from '../test/large-blank-png.ts';
import { createUserWithSession, TEST_ORIGIN, useTestApi } from '../test/test-app.ts';
import { en } from '../../shared/messages/en.ts';
import { must } from '../../shared/must.ts';

const api = useTestApi();
let cookie = '';

beforeAll(async () => {
  ({ cookie } = await createUserWithSession(api.deps));
});

const imagesRecorded = async () => (await api.deps.db.select().from(uploadedImage)).length;
const uploadsOnDisk = () => (existsSync(api.deps.config.uploadsDir) ? readdirSync(api.deps.config.uploadsDir) : []);

const upload = (file: Blob | undefined, name: string, { xhr = true, extraHeaders = {} as Record<string, string> } = {}) => {
  const form = new FormData();
  if (file) form.set('image', file, name);
  return api.app.request('/api/admin/upload', {
    method: 'POST',
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, ...(xhr ? { 'X-Requested-With': 'XMLHttpRequest' } : {}), ...extraHeaders },
    body: form,
  });
};

const photo = (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 100 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#234"/></svg>`) }])
    [format]()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .toBuffer();

describe('POST /api/admin/upload', () => {
  it('re-encodes a real PNG to WebP with responsive widths and serves its URL', async () => {
    const res = await upload(new Blob([new Uint8Array(await photo(3000, 2000))], { type: 'image/png' }), 'Living Room.png');
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{16,}\.webp$/);
    expect(body.imageUrl).not.toMatch(/Living/);
    expect({ width: body.width, height: body.height }).toEqual({ width: 2400, height: 1600 });
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 768, 960, 1600]);

    const stored = join(api.deps.config.uploadsDir, body.imageUrl.slice('/uploads/'.length));
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    for (const variant of body.variants) {
      expect((await sharp(join(api.deps.config.uploadsDir, variant.url.slice('/uploads/'.length))).metadata()).width).toBe(variant.width);
    }

    // What phones load also comes as AVIF, smaller than the WebP; the 1600 w copy is WebP only.
    const [row] = await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.url, body.imageUrl));
    const variants = must(row).variants;
    expect(variants.filter((variant) => variant.avif).map((variant) => variant.width)).toEqual([480, 768, 960]);
    expect(must(variants.at(-1)).avif).toBeUndefined();
    for (const variant of variants.filter((candidate) => candidate.avif)) {
      const avifPath = join(api.deps.config.uploadsDir, must(variant.avif).name);
      const metadata = await sharp(avifPath).metadata();
      expect(metadata.format).toBe('heif');
      expect(metadata.compression).toBe('av1');
      expect(metadata.width).toBe(variant.width);
      expect(readFileSync(avifPath).length).toBeLessThan(readFileSync(join(api.deps.config.uploadsDir, variant.name)).length);
      expect(must(variant.avif).url).toBe(`/uploads/${must(variant.avif).name}`);
    }
  });

  it('records the facts once, where they are born, and answers with them', async () => {
    const res = await upload(new Blob([new Uint8Array(await photo(1200, 900, 'jpeg'))]), 'kitchen.jpg');
    expect(res.status).toBe(201);
    const body = await res.json();
    const [row] = await api.deps.db.select().from(uploadedImage).where(eq(uploadedImage.url, body.imageUrl));
    // The library keeps the file's own name; its alt texts are the office's to write.
    expect(row).toMatchObject({ url: body.imageUrl, width: 1200, height: 900, bytes: body.bytes, createdAt: body.createdAt, fileName: 'kitchen.jpg', altEn: '', altAr: '' });
    expect(body).toMatchObject({ id: must(row).name, fileName: 'kitchen.jpg' });
    expect(must(row).variants.map(({ url, width }) => ({ url, width }))).toEqual(body.variants);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([480, 768, 960]);
    const written = [body.imageUrl, ...must(row).variants.flatMap((v) => [v.url, ...(v.avif ? [v.avif.url] : [])])];
    expect(written).toHaveLength(7);
    const onDisk = written.reduce((sum, url) => sum + readFileSync(join(api.deps.config.uploadsDir, url.slice('/uploads/'.length))).length, 0);
    expect(body.bytes).toBe(onDisk);
  });

  it('refuses a small PNG that declares 7,700 × 7,700 pixels with a clear 422, and stores nothing', async () => {
    const [filesBefore, rowsBefore] = [uploadsOnDisk().length, await imagesRecorded()];
    const bomb = await largeBlankPng(7700, 7700);
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    const res = await upload(new Blob([new Uint8Array(bomb)], { type: 'image/png' }), 'bomb.png');
    expect(res.status).toBe(422);
    expect((await res.json()).message).toBe(en.uploads.tooManyPixels(32));
    expect(uploadsOnDisk()).toHaveLength(filesBefore);
    expect(await imagesRecorded()).toBe(rowsBefore);
  });

  it('refuses a file of exactly 5 MB, since each image must be under 5 MB', async () => {
    const before = uploadsOnDisk().length;
    const exact = new Uint8Array(MAX_IMAGE_BYTES);
    exact.set(await photo(200, 200));
    const res = await upload(new Blob([exact], { type: 'image/png' }), 'exact.png');
    expect(res.status).toBe(413);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('accepts a JPEG smaller than every responsive width without making variants', async () => {
    const res = await upload(new Blob([new Uint8Array(await photo(400, 300, 'jpeg'))]), 'small.jpg');
    expect(res.status).toBe(201);
    expect((await res.json()).variants).toEqual([]);
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const before = uploadsOnDisk().length;
    const res = await upload(new Blob(['this is not an image at all'], { type: 'image/png' }), 'fake.png');
    expect(res.status).toBe(415);
    expect((await res.json()).message).toBe(en.uploads.unsupported);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('refuses an SVG with 415 and stores nothing', async () => {
    const before = uploadsOnDisk().length;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const res = await upload(new Blob([svg], { type: 'image/svg+xml' }), 'logo.svg');
    expect(res.status).toBe(415);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('refuses a file over 5 MB with 413 and stores nothing', async () => {
    const before = uploadsOnDisk().length;
    const png = await photo(200, 200);
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(png);
    const res = await upload(new Blob([big], { type: 'image/png' }), 'huge.png');
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe(en.uploads.tooLarge);
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('stops reading a streamed body that grows past the limit, whatever it claims', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 1;
        if (sent > 8) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const res = await api.app.request('/api/admin/upload', {
      method: 'POST',
      headers: {
        Cookie: cookie,
        Origin: TEST_ORIGIN,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'multipart/form-data; boundary=xyz',
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(8);
  });

  it('requires the X-Requested-With header, and stores nothing without it', async () => {
    const before = uploadsOnDisk().length;
    const res = await upload(new Blob([new Uint8Array(await photo(100, 100))]), 'a.png', { xhr: false });
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe('Uploads must come from the admin app (X-Requested-With: XMLHttpRequest is missing).');
    expect(uploadsOnDisk()).toHaveLength(before);
  });

  it('requires the field "image" and a multipart body', async () => {
    expect((await upload(undefined, '')).status).toBe(400);
    const json = await api.app.request('/api/admin/upload', {
      method: 'POST',
      headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
  });

  it('refuses a corrupt image whose first bytes look like a PNG', async () => {
    const png = await photo(300, 300);
    const corrupt = new Uint8Array(png.subarray(0, 200));
    const res = await upload(new Blob([corrupt]), 'broken.png');
    expect(res.status).toBe(415);
  });

  it('answers 401 without a session', async () => {
    const res = await api.app.request('/api/admin/upload', { method: 'POST', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status).toBe(401);
  });
});
