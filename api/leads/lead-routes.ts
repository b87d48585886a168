import { and, asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { user } from '../../db/schema.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import type { AppEnv } from '../context.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { requireRole } from '../sessions/guards.ts';
import { langOf } from '../middleware/language.ts';
import { leadSummary } from './lead-summary.ts';

/** The pipeline's figures for the dashboard, and what the lead forms offer. */
export const adminLeadRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.messages))
  .get('/summary', async (c) => c.json(await leadSummary(c.var.db, langOf(c))))
  /** The budget bands (their labels in both languages, by id) and the approved accounts a lead can be given to (admin and sales). */
  .get('/options', async (c) => {
    const [contact, owners] = await Promise.all([
      readPublishedSection(c.var.db, 'contact'),
      c.var.db
        .select({ id: user.id, name: user.name })
        .from(user)
        .where(and(eq(user.approved, true), inArray(user.role, [...ADMIN_AREAS.messages])))
        .orderBy(asc(user.name)),
    ]);
    return c.json({ budgets: contact.enquiry.budgets, owners });
  });
