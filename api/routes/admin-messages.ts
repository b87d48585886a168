import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactMessage } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requireApprovedAdmin } from '../middleware/session.ts';
import { idParamSchema, validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';

export const adminMessageRoutes = new Hono<AppEnv>()
  .use(requireApprovedAdmin)
  .get('/', async (c) => c.json(await c.var.db.select().from(contactMessage).orderBy(desc(contactMessage.id))))
  .delete('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await c.var.db.delete(contactMessage).where(eq(contactMessage.id, id)).returning({ id: contactMessage.id, name: contactMessage.name });
    if (!deleted) return fail(404, 'Message not found');
    await recordActivity(c, { action: 'message.deleted', target: deleted.name, targetId: id });
    return c.json({ message: 'Message deleted' });
  });
