import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { ApiError } from '../api-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site's pages (CSRF), as Lucia's guide does.
 * Browsers always send Origin on cross-origin writes; a request with no Origin and no
 * Sec-Fetch-Site comes from a non-browser client, which cannot ride on a visitor's cookie.
 * The site's own origin is SITE_URL's in production: the origin a request names in its Host header is the
 * client's to write. In development it is the one the request was sent to (a dev server on any port).
 */
export const originCheck =
  ({ allowedOrigins }: { allowedOrigins: (ownOrigin: string) => string[] }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      const { production, siteOrigin } = c.var.config;
      const allowed = allowedOrigins(production ? siteOrigin : new URL(c.req.url).origin);
      const foreignOrigin = origin !== undefined && !allowed.includes(origin);
      const crossSite = origin === undefined && fetchSite === 'cross-site';
      if (foreignOrigin || crossSite) {
        throw new ApiError(403, (m) => m.requests.foreignOrigin);
      }
    }
    await next();
  };
