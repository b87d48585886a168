import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';

/** When the public site was last published from the database, and whether a publish is pending or failed. */
export const adminPublishingRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.siteContent))
  .get('/', (c) => c.json(c.var.publisher.status()))
  /** "Rebuild the whole site": every page rendered again, for when something looks wrong; content changes never need it. */
  .post('/rebuild', (c) => {
    const { rebuildWhole } = c.var.publisher;
    if (!rebuildWhole) return fail(409, (m) => m.preview.rebuildUnavailable);
    rebuildWhole(`whole site asked for by ${c.var.user?.name ?? 'an admin'}`);
    return c.json(c.var.publisher.status(), 202);
  });
