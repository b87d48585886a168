import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';

/** When the public site was last rebuilt from the database, and whether a rebuild is pending or failed. */
export const adminPublishingRoutes = new Hono<AppEnv>().use(requireApprovedAdmin).get('/', (c) => c.json(c.var.publisher.status()));
