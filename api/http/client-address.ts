import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * The client's address. Behind TRUST_PROXY, the entry the trusted proxy added to X-Forwarded-For:
 * the rightmost, or the `hops`-th from the right behind a chain (entries further left are written by the client).
 */
export const clientAddress = (c: Context, trustProxy: boolean, hops = 1): string => {
  if (trustProxy) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const forwarded = entries[Math.max(0, entries.length - hops)];
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

/** The client address of a request as configured (TRUST_PROXY, TRUST_PROXY_HOPS). */
export const requestClient = <E extends AppEnv>(c: Context<E>) => {
  const { trustProxy, trustProxyHops } = c.get('config');
  return clientAddress(c, trustProxy, trustProxyHops);
};
