import type { MiddlewareHandler } from 'hono';
import { pickEncoding } from '../middleware/compress-json.ts';
import type { ReadCache } from './read-cache.ts';

/** A public read's answer as it left the routes and the compression: kept whole for the next asker. */
export interface CachedAnswer {
  headers: [string, string][];
  body: ArrayBuffer;
}

/**
 * Answers a public read again from the cache while it is fresh, as the routes and the compression made it the
 * first time: under load, running the queries, the serialising and the brotli for every request would cost
 * most of the time. Only a 200 is kept; the key is the address and the encoding the client accepts.
 */
export const cachedAnswers =
  (answers: ReadCache<CachedAnswer>): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const key = `${c.req.url}\n${pickEncoding(c.req.header('accept-encoding')) ?? ''}`;
    let answered = false;
    const cached = await answers.get(key, async () => {
      answered = true;
      await next();
      if (c.res.status !== 200) return null;
      return { headers: [...c.res.headers], body: await c.res.clone().arrayBuffer() };
    });
    if (answered) return;
    if (!cached) return next();
    c.res = new Response(cached.body, { status: 200, headers: cached.headers });
  };
