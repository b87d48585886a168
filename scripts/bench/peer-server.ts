import { readdir, readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { compressForServing, isPrecompressed } from '../../api/publishing/precompress.ts';
import { candidateFiles } from '../../api/publishing/page-files.ts';

interface PeerFile {
  type: string;
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  etag: string;
}

const load = async (absolute: string): Promise<PeerFile> => {
  const body = await readFile(absolute);
  const isPage = absolute.endsWith('.html');
  const type = isPage ? 'text/html; charset=utf-8' : (getMimeType(absolute) ?? 'application/octet-stream');
  const etag = `"${(await stat(absolute)).mtimeMs.toString(36)}-${body.length.toString(36)}"`;
  // Pages are always sent compressed, as our server sends its pages; other files by the build's rule.
  return { type, body, etag, ...(isPage || isPrecompressed(absolute, body.length) ? await compressForServing(body) : {}) };
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
    const name = path.split('/').includes('..') ? undefined : candidateFiles(path).find((candidate) => files.has(candidate));
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
