import type { MiddlewareHandler } from 'hono';
import { isCompleteAnswer } from './security-headers.ts';
import { COMPRESS_ABOVE_BYTES, compressBody, pickEncoding } from '../http/compressed-json.ts';
import { requestHeader } from '../http/node-request.ts';

/**
 * Compresses JSON answers above 1 KB (brotli or gzip) for clients that accept it. Routes that
 * keep their answers compressed already (the public project reads) set Content-Encoding and pass through.
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (isCompleteAnswer(res)) return;
  // `res.body` is not looked at: on @hono/node-server that turns a ready answer into a stream.
  if (c.req.method === 'HEAD' || res.status === 204 || res.headers.has('Content-Encoding')) return;
  if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
  const encoding = pickEncoding(requestHeader(c, 'accept-encoding'));
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
