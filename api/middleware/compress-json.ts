import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** JSON answers above this size are compressed for clients that accept it. */
const COMPRESS_ABOVE_BYTES = 1024;

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli at a quality that compresses a megabyte in milliseconds; gzip at its default. */
const compressBody = (body: Uint8Array, encoding: Encoding) =>
  encoding === 'br' ? brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }) : gzipAsync(body);

/** The encoding to answer with: brotli, else gzip, when Accept-Encoding allows it (q=0 refuses). */
export const pickEncoding = (acceptEncoding: string | undefined): Encoding | null => {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
};

/**
 * Compresses JSON answers above 1 KB (brotli or gzip) for clients that accept it. Hono's own compress
 * middleware offers no brotli and compresses answers of any size whose length it is not told.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.headers.has('Content-Encoding')) return;
  if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  const body = new Uint8Array(await res.arrayBuffer());
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  headers.append('Vary', 'Accept-Encoding');
  // Hono copies the old answer's headers onto a new one; the new one carries them all already.
  c.res = undefined;
  if (body.length > COMPRESS_ABOVE_BYTES) {
    headers.set('Content-Encoding', encoding);
    c.res = new Response(new Uint8Array(await compressBody(body, encoding)), { status: res.status, headers });
  } else {
    c.res = new Response(body, { status: res.status, headers });
  }
};
