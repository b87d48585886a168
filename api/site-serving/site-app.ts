import { type Context, Hono, type Handler } from 'hono';
import { securityHeaders } from '../middleware/security-headers.ts';
import { serveUploads } from '../uploads/index.ts';
import type { StaticSite } from './static-site.ts';

interface SiteAppParts {
  production: boolean;
  uploadsDir: string | undefined;
  pages: StaticSite | null;
  /** `GET /go/whatsapp`: the site's WhatsApp links, counted and sent on to wa.me (api/leads/whatsapp.ts). */
  whatsapp: Handler;
  /** `/newsletter/confirm` and `/newsletter/unsubscribe`: the pages the newsletter's links open (api/newsletter). */
  newsletter?: Hono;
  /** `/review/<token>` and `/ar/review/<token>`: the pages a client's review link opens (api/testimonials). */
  reviews?: Hono;
}

/**
 * Everything a process answers outside /api: the uploaded images (from a local uploads folder; a bucket
 * serves its own), the WhatsApp links, the newsletter's links, the pages and files of the live build when the process serves one,
 * and the not-found page, all with the security headers.
 */
export const createSiteApp = ({ production, uploadsDir, pages, whatsapp, newsletter, reviews }: SiteAppParts) => {
  const notFound = pages ? pages.notFound : (c: Context) => c.text('404 Not Found', 404);
  const app = new Hono();
  app.use(securityHeaders({ production }));
  app.get('/go/whatsapp', whatsapp);
  if (newsletter) app.route('/newsletter', newsletter);
  if (reviews) app.route('/', reviews);
  if (uploadsDir) app.get('/uploads/*', serveUploads(uploadsDir), notFound);
  if (pages) app.use('*', pages.handler);
  app.all('*', notFound);
  return app;
};
