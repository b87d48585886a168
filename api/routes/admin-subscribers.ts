import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { subscribeEmail } from '../../db/schema.ts';
import { subscribeMessages } from '../../shared/messages/subscribe.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { idParamSchema, validate } from '../validation.ts';

export const adminSubscriberRoutes = new Hono<AppEnv>()
  .use(requireApprovedAdmin)
  .get('/', async (c) => c.json(await c.var.db.select().from(subscribeEmail).orderBy(desc(subscribeEmail.id))))
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(subscribeEmail).where(eq(subscribeEmail.id, id)).returning({ id: subscribeEmail.id });
    if (!deleted) return fail(404, subscribeMessages.notFound);
    return c.json({ message: subscribeMessages.deleted });
  });
