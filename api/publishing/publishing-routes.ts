import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';

/** When the public site was last rebuilt from the database, and whether a rebuild is pending or failed. */
export const adminPublishingRoutes = new Hono<AppEnv>().use(requireRole(...ADMIN_AREAS.siteContent)).get('/', (c) => c.json(c.var.publisher.status()));
