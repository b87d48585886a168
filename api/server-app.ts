import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApiApp } from './app.ts';
import type { AppDeps } from './context.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import type { StaticSite } from './site-serving/static-site.ts';

/** Everything one process serves: the /api contract, the uploaded images and the static site. */
export const createServerApp = ({ deps, site }: { deps: AppDeps; site: StaticSite }) => {
  const app = new Hono();
  app.use(securityHeaders({ production: deps.config.production }));
  app.route('/', createApiApp(deps));
  if (deps.storage.localDir) {
    const uploads = serveStatic({ root: deps.storage.localDir, rewriteRequestPath: (path) => path.slice('/uploads'.length) });
    app.get('/uploads/*', async (c, next) => {
      // Random, never reused names: a file at a URL never changes.
      c.header('Cache-Control', 'public, max-age=31536000, immutable');
      c.header('X-Content-Type-Options', 'nosniff');
      c.header('Cross-Origin-Resource-Policy', 'same-site');
      return uploads(c, next);
    });
    app.get('/uploads/*', (c) => site.notFound(c));
  }
  app.use('*', site.handler);
  app.all('*', (c) => site.notFound(c));
  return app;
};
