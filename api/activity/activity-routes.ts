import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { activity } from '../../db/schema.ts';
import { activitySentence } from '../../shared/activity.ts';
import { isActivityAction } from '../../shared/activity-actions.ts';
import { langOf } from '../middleware/language.ts';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import type { AppEnv } from '../context.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { validate } from '../validation.ts';

const ACTIVITY_PAGE_SIZE = 25;

const activityQuerySchemas = perLanguage((m) =>
  z.object({
    page: z.coerce.number({ error: m.activity.pageInvalid }).int(m.activity.pageInvalid).min(1, m.activity.pageInvalid).max(100_000, m.activity.pageInvalid).default(1),
    admin: z.coerce
      .number({ error: m.activity.adminInvalid })
      .int(m.activity.adminInvalid)
      .positive(m.activity.adminInvalid)
      .max(Number.MAX_SAFE_INTEGER, m.activity.adminInvalid)
      .optional(),
    action: z.string().refine(isActivityAction, m.activity.actionUnknown).optional(),
  }),
);

/** The activity log, read-only: there is deliberately no route that changes or removes a record. */
export const adminActivityRoutes = new Hono<AppEnv>().use(requireRole(...ADMIN_AREAS.activity)).get('/', validate('query', activityQuerySchemas), async (c) => {
  const { page, admin, action } = c.req.valid('query');
  const filters: SQL[] = [];
  if (admin !== undefined) filters.push(eq(activity.userId, admin));
  if (action !== undefined) filters.push(eq(activity.action, action));
  const where = filters.length > 0 ? and(...filters) : undefined;

  const [rows, [totals], admins] = await Promise.all([
    c.var.db
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    c.var.db.select({ total: count() }).from(activity).where(where),
    c.var.db.selectDistinct({ id: activity.userId, name: activity.actorName }).from(activity).where(isNotNull(activity.userId)).orderBy(activity.actorName),
  ]);
  const lang = langOf(c);
  return c.json({
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      userId: row.userId,
      actorName: row.actorName,
      action: row.action,
      target: row.target,
      details: row.details,
      clientAddress: row.clientAddress,
      sentence: activitySentence(row, lang),
    })),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
    total: totals?.total ?? 0,
    admins: admins.flatMap((entry) => (entry.id === null ? [] : [{ id: entry.id, name: entry.name ?? `User ${entry.id}` }])),
  });
});
