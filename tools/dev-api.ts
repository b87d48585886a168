import type { AstroIntegration } from 'astro';

/**
 * In `astro dev`, answers /api, /uploads and the WhatsApp links (/go/) through the same front door as production, so the islands
 * and the admin work against the real API while pages hot-reload. Pages render from the database on
 * each request in dev, so there is nothing to publish.
 */
export const devApi = (): AstroIntegration => ({
  name: 'nile-atelier:dev-api',
  hooks: {
    'astro:server:setup': async ({ server }) => {
      const { loadConfig } = await import('../api/config.ts');
      const { compose, forDevServer } = await import('../api/compose.ts');
      const { seedDemoContent } = await import('./demo-seed/seed-demo-content.ts');

      const app = await compose(loadConfig(), forDevServer(seedDemoContent));
      await app.start();
      server.httpServer?.once('close', () => void app.stop());
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/api/') || req.url?.startsWith('/uploads/') || req.url?.startsWith('/go/')) return app.frontDoor(req, res);
        next();
      });
    },
  },
});
