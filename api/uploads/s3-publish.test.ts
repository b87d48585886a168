import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { project } from '../../db/schema.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import { type ServerProcess, serverEnv, spawnServer } from '../test/server-process.ts';
import { saveUploadedImage, type SavedImage } from './save-upload.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { must } from '../../shared/must.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-s3-publish-'));
const port = 4402;
const base = `http://127.0.0.1:${port}`;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let server: ServerProcess | undefined;
let image: SavedImage;

beforeAll(async () => {
  s3 = await startS3TestServer({ port: 4403 });
  const env = serverEnv(dir, { ...s3.env, PORT: String(port), OWNER_PASSWORD: 's3-publish-owner' });

  // A project whose images live only in the bucket, as an admin's upload would leave them.
  const database = await openDatabase({ url: env.DATABASE_URL });
  await migrateDatabase(database.db);
  const storage = createS3Storage({ bucket: s3.bucket, endpoint: s3.endpoint, region: 'us-east-1', publicUrl: s3.publicUrl });
  const png = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#b85' } })
    .png()
    .toBuffer();
  image = await saveUploadedImage(database.db, storage, png);
  await database.db.insert(project).values({
    title: 'Bucket Villa',
    slug: 'bucket-villa',
    category: 'residential',
    description: 'A villa whose photos are served from the bucket.',
    imageUrl: image.url,
    imageAlt: 'The villa from the garden',
    galleryImages: [{ url: image.url, alt: 'The villa from the garden' }],
  });
  database.close();

  server = spawnServer(env);
  await server.ready(200_000);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a full publish with the uploads in an S3-compatible bucket', () => {
  it('renders the bucket images with their recorded sizes and lets the page policy load them', async () => {
    const page = await fetch(`${base}/portfolio/bucket-villa`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`src="${image.url}"`);
    expect(html).toContain(`${must(image.variants[0]).url} 480w`);
    expect(html).toMatch(new RegExp(`src="${image.url}"[^>]*width="2000"|width="2000"[^>]*src="${image.url}"`));
    const imgSrc = /img-src [^;]*/.exec(page.headers.get('content-security-policy') ?? '')?.[0];
    expect(imgSrc).toContain(s3.endpoint);

    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('offers the AVIF copies from the bucket first, in the picture and in the hero preload', async () => {
    const html = await (await fetch(`${base}/portfolio/bucket-villa`)).text();
    const avif480 = must(must(image.variants[0]).avif).url;
    expect(html).toMatch(new RegExp(`<source type="image/avif" srcset="${avif480} 480w, [^"]*${image.url} 2000w"`, 'i'));
    expect(html).toMatch(new RegExp(`<link rel="preload" as="image" type="image/avif" imagesrcset="${avif480} 480w`));
    const served = await fetch(avif480);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/avif');
  });

  it('does not serve /uploads itself when the bucket holds the images', async () => {
    const local = await fetch(`${base}/uploads/${image.name}`);
    expect(local.status).toBe(404);
  });
});
