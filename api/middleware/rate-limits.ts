import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

const MINUTE = 60_000;

/**
 * Limits per client unless noted. They count what costs something: failed sign-ins, and valid
 * submissions that store a row or a file; a rejected request is already cheap and stores nothing.
 * `scale` multiplies every limit (0 turns them off), e.g. for a load benchmark.
 */
export const createRateLimits = (scale = 1) => {
  const limiter = (limit: number, windowMs: number) =>
    createRateLimiter({ limit: scale === 0 ? 0 : Math.max(1, Math.round(limit * scale)), windowMs });
  return {
    /** Failed sign-ins for one account, from anywhere. */
    loginPerAccount: limiter(20, 15 * MINUTE),
    /** Failed sign-ins from one client, whatever the account. */
    loginPerClient: limiter(60, 15 * MINUTE),
    register: limiter(50, 60 * MINUTE),
    contact: limiter(100, 10 * MINUTE),
    subscribe: limiter(100, 10 * MINUTE),
    upload: limiter(200, 10 * MINUTE),
  } satisfies Record<string, RateLimiter>;
};

export type RateLimits = ReturnType<typeof createRateLimits>;

export const tooManyRequests = (retryAfterSeconds: number): never => {
  throw new HTTPException(429, {
    message: `Too many requests. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    res: new Response(null, { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } }),
  });
};

/** The client's address: the socket's, or the proxy's X-Forwarded-For when TRUST_PROXY is set. */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/** Counts one attempt against `limiter` and answers 429 with Retry-After once the key is over its limit. */
export const enforceLimit = (limiter: RateLimiter, key: string) => {
  const { limited, retryAfterSeconds } = limiter.hit(key);
  if (limited) tooManyRequests(retryAfterSeconds);
};
