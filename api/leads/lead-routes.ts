import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { user } from '../../db/schema.ts';
import { readPublishedSection } from '../../db/stored-site-content.ts';
import type { AppEnv } from '../context.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { leadSummary } from './lead-summary.ts';

/** The pipeline's figures for the dashboard, and what the lead forms offer. */
export const adminLeadRoutes = new Hono<AppEnv>()
  .use(requireApprovedAdmin)
  .get('/summary', async (c) => c.json(await leadSummary(c.var.db)))
  /** The budget bands (their labels in both languages, by id) and the approved admins a lead can be given to. */
  .get('/options', async (c) => {
    const [contact, owners] = await Promise.all([
      readPublishedSection(c.var.db, 'contact'),
      c.var.db.select({ id: user.id, name: user.name }).from(user).where(eq(user.approved, true)).orderBy(asc(user.name)),
    ]);
    return c.json({ budgets: contact.enquiry.budgets, owners });
  });
