import type { AstroIntegration } from 'astro';

/**
 * In `astro dev`, serves /api and /uploads from the same Hono app as production, so the
 * islands and the admin work against the real API while pages hot-reload. Pages render from
 * the database on each request in dev, so there is nothing to publish.
 */
export const devApi = (): AstroIntegration => ({
  name: 'nile-atelier:dev-api',
  hooks: {
    'astro:server:setup': async ({ server }) => {
      const { getRequestListener } = await import('@hono/node-server');
      const { serveStatic } = await import('@hono/node-server/serve-static');
      const { Hono } = await import('hono');
      const { loadConfig } = await import('../api/config.ts');
      const { openRuntime } = await import('../api/server.ts');
      const { createApiApp } = await import('../api/app.ts');
      const { unpublishedStatus } = await import('../api/publishing/publisher.ts');

      const { seedDemoContent } = await import('./demo-seed/seed-demo-content.ts');

      const config = loadConfig();
      const { database, storage, limits } = await openRuntime(config, { seed: seedDemoContent });
      const { provideBuildDatabase } = await import('../db/build-database.ts');
      // Pages render live in dev, from the same database.
      provideBuildDatabase(database.db);
      const content = {
        contentChanged: () => {},
        status: () => unpublishedStatus('dev'),
      };
      const app = new Hono()
        .route('/', createApiApp({ db: database.db, inWriteTransaction: database.inWriteTransaction, config, storage, limits, content }))
        .get('/uploads/*', serveStatic({ root: config.uploadsDir, rewriteRequestPath: (path) => path.slice('/uploads'.length) }));
      // Email outbox (issue 11), as in the server process.
      const { startOutbox } = await import('../api/inbox/start-outbox.ts');
      const outbox = startOutbox(database.db, config);
      server.httpServer?.once('close', () => void outbox.stop());
      const listener = getRequestListener(app.fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/') || req.url?.startsWith('/uploads/')) return listener(req, res);
        next();
      });
    },
  },
});
