import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** A request that carries a body must say it is JSON; an empty body (logout, delete) passes. */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  const length = c.req.header('content-length');
  const hasBody = (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
  if (hasBody && !JSON_TYPE.test(mediaType)) {
    throw new HTTPException(415, { message: 'Please send the request body as JSON (Content-Type: application/json).' });
  }
  await next();
};
