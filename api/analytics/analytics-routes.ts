import { Hono } from 'hono';
import { z } from 'zod';
import { ANALYTICS_RANGES } from '../../shared/analytics.ts';
import { cairoDay } from '../../shared/cairo-day.ts';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import type { AppEnv } from '../context.ts';
import { langOf } from '../middleware/language.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { requireRole } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { analyticsFigures } from './figures.ts';

const rangeSchemas = perLanguage((m) => z.object({ range: z.enum(ANALYTICS_RANGES, { error: m.analytics.rangeInvalid(ANALYTICS_RANGES) }).default('7d') }));

/** GET /api/admin/analytics?range=7d|30d|12m: the Analytics screen's figures, up to today in Cairo. */
export const adminAnalyticsRoutes = new Hono<AppEnv>().use(requireRole(...ADMIN_AREAS.analytics)).get('/', validate('query', rangeSchemas), async (c) => {
  const { range } = c.req.valid('query');
  return c.json(await analyticsFigures(c.var.db, range, cairoDay(), langOf(c)));
});
