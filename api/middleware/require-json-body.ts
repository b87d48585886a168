import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../api-error.ts';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * A request body must be JSON. A request that declares another type, or sends bytes without
 * saying what they are, gets 415; a request with no body at all (logout, delete) passes.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  const contentType = c.req.header('content-type');
  const length = c.req.header('content-length');
  const declaresOther = contentType !== undefined && !JSON_TYPE.test((contentType.split(';')[0] ?? '').trim());
  const undeclaredBytes = contentType === undefined && ((length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined);
  if (declaresOther || undeclaredBytes) {
    throw new ApiError(415, (m) => m.requests.jsonRequired);
  }
  await next();
};
