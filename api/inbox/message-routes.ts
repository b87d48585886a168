import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactMessage, outbox } from '../../db/schema.ts';
import { messageListQuerySchemas, messageUpdateSchemas } from '../../shared/schemas/message-update.ts';
import type { AppEnv } from '../context.ts';
import { messageFor, messagesFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { messageSummary } from './message-summary.ts';
import { noticeStatus } from './notice-status.ts';
import { queueEmails } from './queue-emails.ts';
import { requireRole } from '../middleware/session.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';

export const adminMessageRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.messages))
  .get('/', validate('query', messageListQuerySchemas), async (c) => {
    const { status } = c.req.valid('query');
    const [messages, notices] = await Promise.all([
      c.var.db
        .select()
        .from(contactMessage)
        .where(status ? eq(contactMessage.status, status) : undefined)
        .orderBy(desc(contactMessage.id)),
      c.var.db.select({ messageId: outbox.messageId, state: outbox.state, lastError: outbox.lastError }).from(outbox).where(eq(outbox.kind, 'notice')).orderBy(outbox.id),
    ]);
    const latestNotice = new Map(notices.map((notice) => [notice.messageId, notice]));
    const m = messagesFor(c);
    return c.json(messages.map((message) => ({ ...message, noticeStatus: noticeStatus(latestNotice.get(message.id), m) })));
  })
  .get('/summary', async (c) => c.json(await messageSummary(c.var.db)))
  .patch('/:id', validate('param', idParamSchemas), validate('json', messageUpdateSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const { status, note } = c.req.valid('json');
    const { config } = c.var;
    const result = await c.var.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contactMessage).where(eq(contactMessage.id, id));
      if (!before) return null;
      const [after] = await tx.update(contactMessage).set({ status, note }).where(eq(contactMessage.id, id)).returning();
      if (!after) return null;
      // "Not spam": the message now gets the notice it was held back from.
      if (before.status === 'Spam' && after.status !== 'Spam') {
        const [queued] = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.messageId, id), eq(outbox.kind, 'notice')))
          .limit(1);
        if (!queued) await queueEmails(tx, [after], { enabled: Boolean(config.mail.smtpUrl), ownerEmail: config.owner.email });
      }
      return { before, after };
    });
    if (!result) return fail(404, (m) => m.inbox.messageNotFound);
    const { before, after: updated } = result;
    if (before.status === 'New' && updated.status === 'Read') await recordActivity(c, { action: 'message.read', target: updated.name, targetId: id });
    const [notice] = await c.var.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.messageId, id), eq(outbox.kind, 'notice')))
      .orderBy(desc(outbox.id))
      .limit(1);
    return c.json({ ...updated, noticeStatus: noticeStatus(notice, messagesFor(c)) });
  })
  .delete('/:id', validate('param', idParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const deleted = await c.var.db.transaction(async (tx) => {
      await tx.delete(outbox).where(eq(outbox.messageId, id));
      const [row] = await tx.delete(contactMessage).where(eq(contactMessage.id, id)).returning({ id: contactMessage.id, name: contactMessage.name });
      return row;
    });
    if (!deleted) return fail(404, (m) => m.inbox.messageNotFound);
    await recordActivity(c, { action: 'message.deleted', target: deleted.name, targetId: id });
    return c.json({ message: messageFor(c, (m) => m.inbox.messageDeleted) });
  });
