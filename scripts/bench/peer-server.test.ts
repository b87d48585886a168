import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPeerServer } from './peer-server.ts';

const HOME = `<!doctype html><html lang="en"><title>Home</title><p>${'Welcome. '.repeat(20)}</p></html>`;
const ABOUT = `<!doctype html><html lang="en"><title>About</title><p>${'About us. '.repeat(300)}</p></html>`;
const MISSING = '<!doctype html><html lang="en"><title>Not found</title></html>';
const SCRIPT = `console.log(${JSON.stringify('a script of more than a kilobyte '.repeat(60))});`;

describe('the peer server of bench:pages', () => {
  let dir: string;
  let peer: Awaited<ReturnType<typeof startPeerServer>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'nile-peer-'));
    await mkdir(join(dir, 'about'));
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'index.html'), HOME);
    await writeFile(join(dir, 'about', 'index.html'), ABOUT);
    await writeFile(join(dir, '404.html'), MISSING);
    await writeFile(join(dir, '_astro', 'app.js'), SCRIPT);
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n');
    peer = await startPeerServer(dir);
  });

  afterAll(async () => {
    await peer.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('serves a page brotli-compressed to a browser that accepts it, never cached without asking', async () => {
    const response = await fetch(`${peer.url}/about`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(ABOUT.length / 10);
    expect(await response.text()).toBe(ABOUT);

    const again = await fetch(`${peer.url}/about/`, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('sends gzip to a gzip-only client and the plain file to one that accepts neither', async () => {
    const gzip = await fetch(`${peer.url}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(HOME);
    const plain = await fetch(`${peer.url}/`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Number(plain.headers.get('content-length'))).toBe(HOME.length);
  });

  it('serves hashed assets compressed and immutable, and small files as they are', async () => {
    const script = await fetch(`${peer.url}/_astro/app.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(script.headers.get('content-encoding')).toBe('br');
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await script.text()).toBe(SCRIPT);
    const robots = await fetch(`${peer.url}/robots.txt`, { headers: { 'Accept-Encoding': 'br' } });
    expect(robots.headers.get('content-encoding')).toBeNull();
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("answers an unknown address with the build's 404 page and a write with 405", async () => {
    const missing = await fetch(`${peer.url}/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe(MISSING);
    expect((await fetch(`${peer.url}/about`, { method: 'POST' })).status).toBe(405);
  });
});
