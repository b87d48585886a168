import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The same rule as api/publishing/precompress.ts: text assets from 1 KB are sent compressed; pages always are. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|xml|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

interface PeerFile {
  type: string;
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
}

const compressed = async (body: Buffer) => ({
  brotli: await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: await gz(body, { level: 9 }),
});

const load = async (absolute: string): Promise<PeerFile> => {
  const body = await readFile(absolute);
  const isPage = absolute.endsWith('.html');
  const type = isPage ? 'text/html; charset=utf-8' : (getMimeType(absolute) ?? 'application/octet-stream');
  const etag = `"${(await stat(absolute)).mtimeMs.toString(36)}-${body.length.toString(36)}"`;
  return { type, body, etag, ...(isPage || (COMPRESSIBLE.test(absolute) && body.length >= MIN_BYTES) ? await compressed(body) : {}) };
};

/** `/about` → `about.html` or `about/index.html`; `/` → `index.html` (as our server resolves pages: no redirect). */
const candidates = (path: string) => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return ['index.html'];
  return /\.[a-z0-9]+$/i.test(trimmed) ? [trimmed] : [`${trimmed}.html`, `${trimmed}/index.html`];
};

/**
 * Serves another site's static build (AstroWind's `dist/`) on loopback with the transport ours gets from
 * api/site-serving/static-site.ts: HTTP/1.1, every file held in memory, pages and text assets from 1 KB
 * precompressed once (brotli quality 11, gzip 9), pages `no-cache` with an ETag, `/_astro/` immutable,
 * other files an hour, and the build's 404 page with a 404 status.
 */
export const startPeerServer = async (dir: string) => {
  const root = resolve(dir);
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  const files = new Map<string, PeerFile>();
  for (const entry of entries.filter((item) => item.isFile())) {
    const absolute = join(entry.parentPath, entry.name);
    files.set(relative(root, absolute).split(sep).join('/'), await load(absolute));
  }
  if (!files.has('index.html')) throw new Error(`BENCH_PEER_DIR ${root} has no index.html: point it at a built site's folder (AstroWind's dist/).`);

  const send = (request: IncomingMessage, response: ServerResponse, name: string, file: PeerFile, status: number) => {
    const isPage = name.endsWith('.html');
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': isPage ? 'no-cache' : name.startsWith('_astro/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    };
    if (isPage) headers.ETag = file.etag;
    if (isPage && status === 200 && request.headers['if-none-match'] === file.etag) {
      response.writeHead(304, headers).end();
      return;
    }
    let body = file.body;
    if (file.brotli && file.gzip) {
      headers.Vary = 'Accept-Encoding';
      const accepted = request.headers['accept-encoding'] ?? '';
      if (/\bbr\b/.test(accepted)) {
        headers['Content-Encoding'] = 'br';
        body = file.brotli;
      } else if (/\bgzip\b/.test(accepted)) {
        headers['Content-Encoding'] = 'gzip';
        body = file.gzip;
      }
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers).end(request.method === 'HEAD' ? undefined : body);
  };

  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://peer').pathname);
    } catch {
      path = '/404';
    }
    const name = path.split('/').includes('..') ? undefined : candidates(path).find((candidate) => files.has(candidate));
    const found = name && files.get(name);
    if (name && found) return send(request, response, name, found, 200);
    const notFound = files.get('404.html');
    if (notFound) return send(request, response, '404.html', notFound, 404);
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('404 Page Not Found');
  });

  await new Promise<void>((ready, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', ready);
  });
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('The peer server has no port.');
  return {
    url: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
};
