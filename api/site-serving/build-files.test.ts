import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuildFiles } from './build-files.ts';

const dir = mkdtempSync(join(tmpdir(), 'nile-build-files-'));
const css = 'body{color:#1a1612}'.repeat(40);
mkdirSync(join(dir, '_astro'));
writeFileSync(join(dir, '_astro', 'site.css'), css);
writeFileSync(join(dir, '_astro', 'site.css.br'), brotliCompressSync(css));
writeFileSync(join(dir, '_astro', 'site.css.gz'), gzipSync(css));
writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const video = Buffer.alloc(600 * 1024, 7);
writeFileSync(join(dir, 'hero.mp4'), video);

const app = new Hono();
app.use('*', serveBuildFiles(dir));
app.notFound((c) => c.text('missing', 404));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('serving a build’s files', () => {
  it('sends the brotli form to a browser that accepts it, gzip to one that accepts only gzip, and the file itself otherwise, the same each time', async () => {
    for (let time = 0; time < 2; time++) {
      const brotli = await get('/_astro/site.css', { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(brotli.headers.get('content-type')).toBe('text/css; charset=utf-8');
      expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
      expect(Buffer.from(await brotli.arrayBuffer())).toEqual(brotliCompressSync(css));

      const gzip = await get('/_astro/site.css', { 'accept-encoding': 'gzip' });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipSync(css));

      const plain = await get('/_astro/site.css');
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(css);
    }
  });

  it('sends a file that has no compressed form as it is, with its type', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('streams a large file and answers a range of it, as a video player seeks', async () => {
    const whole = await get('/hero.mp4');
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    const range = await get('/hero.mp4', { range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 100-199/${video.length}`);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
  });

  it('leaves unknown paths and paths outside the build to the next handler', async () => {
    expect((await get('/_astro/missing.css')).status).toBe(404);
    expect((await get('/_astro/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
    expect((await get('/_astro/%E0%A4%A')).status).toBe(404);
  });
});
