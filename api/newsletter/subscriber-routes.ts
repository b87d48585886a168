import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { subscribeEmail } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

export const adminSubscriberRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.subscribers))
  .get('/', async (c) => {
    const { id, email, createdAt, lang, status, confirmedAt, unsubscribedAt } = subscribeEmail;
    return c.json(await c.var.db.select({ id, email, createdAt, lang, status, confirmedAt, unsubscribedAt }).from(subscribeEmail).orderBy(desc(subscribeEmail.id)));
  })
  // The CSV is made in the browser; the admin app calls this as it exports, so the log knows.
  .post('/export', async (c) => {
    const [{ total } = { total: 0 }] = await c.var.db.select({ total: count() }).from(subscribeEmail);
    await recordActivity(c, { action: 'subscribers.exported', details: { count: total } });
    return c.json({ message: messageFor(c, (m) => m.subscribe.exportRecorded), count: total });
  })
  // The subscriber's links and waiting emails go with the row (foreign keys).
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(subscribeEmail).where(eq(subscribeEmail.id, id)).returning({ id: subscribeEmail.id, email: subscribeEmail.email });
    if (!deleted) return fail(404, (m) => m.subscribe.notFound);
    await recordActivity(c, { action: 'subscriber.deleted', target: deleted.email, targetId: id });
    return c.json({ message: messageFor(c, (m) => m.subscribe.deleted) });
  });
