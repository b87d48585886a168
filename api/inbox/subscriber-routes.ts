import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { subscribeEmail } from '../../db/schema.ts';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { idParamSchema, validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';

export const adminSubscriberRoutes = new Hono<AppEnv>()
  .use(requireApprovedAdmin)
  .get('/', async (c) => c.json(await c.var.db.select().from(subscribeEmail).orderBy(desc(subscribeEmail.id))))
  // The CSV is made in the browser; the admin app calls this as it exports, so the log knows.
  .post('/export', async (c) => {
    const [{ total } = { total: 0 }] = await c.var.db.select({ total: count() }).from(subscribeEmail);
    await recordActivity(c, { action: 'subscribers.exported', details: { count: total } });
    return c.json({ message: 'Subscriber export recorded', count: total });
  })
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(subscribeEmail).where(eq(subscribeEmail.id, id)).returning({ id: subscribeEmail.id, email: subscribeEmail.email });
    if (!deleted) return fail(404, subscribeMessages.notFound);
    await recordActivity(c, { action: 'subscriber.deleted', target: deleted.email, targetId: id });
    return c.json({ message: subscribeMessages.deleted });
  });
