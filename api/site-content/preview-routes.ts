import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import type { SitePreviews } from '../publishing/index.ts';
import { fail } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';

/** "Preview" on the Site Content screens: builds the site from the drafts, served under /admin/preview/site/. */
export const adminSitePreviewRoutes = new Hono<AppEnv & { Variables: { previews: SitePreviews } }>()
  .use(requireRole(...ADMIN_AREAS.siteContent))
  .get('/', async (c) => c.json({ preview: await c.var.previews.status() }))
  .post('/', async (c) => {
    if (!c.var.previews.available) return fail(409, (m) => m.preview.unavailable);
    c.var.previews.request();
    return c.json({ preview: await c.var.previews.status() }, 202);
  });
