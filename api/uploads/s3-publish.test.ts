import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client.ts';
import { project } from '../../db/schema.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import { saveUploadedImage, type SavedImage } from './save-upload.ts';
import { createS3Storage } from './s3-storage.ts';
import { must } from '../../shared/must.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'nile-s3-publish-'));
const port = 4402;
const base = `http://127.0.0.1:${port}`;
let s3: Awaited<ReturnType<typeof startS3TestServer>>;
let server: ChildProcess | undefined;
let output = '';
let image: SavedImage;

beforeAll(async () => {
  s3 = await startS3TestServer({ port: 4403 });
  const env = {
    ...process.env,
    ...s3.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `file:${join(dir, 'site.db')}`,
    UPLOADS_DIR: join(dir, 'uploads'),
    SITE_DIR: join(dir, 'site'),
    BACKUP_DIR: join(dir, 'backups'),
    SEED_DEMO_CONTENT: '0',
    OWNER_PASSWORD: 's3-publish-owner',
  };

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

  server = spawn(process.execPath, [join(root, 'scripts/start.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  must(server.stdout).on('data', (chunk: Buffer) => (output += chunk.toString()));
  must(server.stderr).on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not start:\n${output}`);
}, 240_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => must(server).once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
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

  it('does not serve /uploads itself when the bucket holds the images', async () => {
    const local = await fetch(`${base}/uploads/${image.name}`);
    expect(local.status).toBe(404);
  });
});
