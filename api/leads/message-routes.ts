import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactMessage, outbox, user as userTable, type ContactMessage } from '../../db/schema.ts';
import { furthestOf } from '../../shared/leads.ts';
import { manualLeadSchemas, messageListQuerySchemas, messageUpdateSchemas } from '../../shared/schemas/message-update.ts';
import { z } from 'zod';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import type { AppEnv } from '../context.ts';
import { langOf, messageFor, messagesFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { attachmentAnswer } from './attachment-answer.ts';
import { readAttachment } from './attachments.ts';
import { listedMessage, listMessages } from './message-list.ts';
import { messageSummary } from './message-summary.ts';
import { emailQueueingOf, queueEmails } from './queue-emails.ts';
import { requireRole } from '../sessions/guards.ts';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { idParamSchemas, validate } from '../validation.ts';
import { recordActivity, recordActivityIn } from '../activity/index.ts';

const attachmentParamSchemas = perLanguage((_, lang) => z.object({ id: idParamSchemas[lang].shape.id, attachmentId: idParamSchemas[lang].shape.id }));

/** The fields a change may touch besides the stage, as the activity log names them. */
const LOGGED_FIELDS = { ownerId: 'owner', followUpOn: 'follow-up date', value: 'value', lostReason: 'lost reason', status: 'status', note: 'note' } as const satisfies Partial<
  Record<keyof ContactMessage, string>
>;
const PIPELINE_FIELDS = Object.keys(LOGGED_FIELDS) as (keyof typeof LOGGED_FIELDS)[];

export const adminMessageRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.messages))
  .get('/', validate('query', messageListQuerySchemas), async (c) => {
    const listed = await listMessages(c.var.db, c.req.valid('query'), messagesFor(c), langOf(c));
    return c.json(listed);
  })
  .get('/summary', async (c) => c.json(await messageSummary(c.var.db)))
  /** One message as the list shows it: the dialog opens any message by its id (`?view=<id>`), on any page. */
  .get('/:id', validate('param', idParamSchemas), async (c) => {
    const found = await listedMessage(c.var.db, c.req.valid('param').id, messagesFor(c), langOf(c));
    if (!found) return fail(404, (m) => m.inbox.messageNotFound);
    return c.json(found);
  })
  /** "Add lead": a lead that came by phone, WhatsApp, a walk-in or a referral, at the pipeline's start. */
  .post('/', validate('json', manualLeadSchemas), async (c) => {
    const lead = c.req.valid('json');
    const created = await c.var.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contactMessage)
        .values({
          name: lead.name,
          phone: lead.phone,
          email: lead.email ?? '',
          subject: '',
          message: '',
          // The office wrote it down itself: there is nothing unread.
          status: 'Read',
          channel: lead.channel,
          projectType: lead.projectType ?? null,
          note: lead.note,
          // The language of the admin it was added from: the office greets the person in the one it spoke.
          lang: c.var.lang,
        })
        .returning();
      if (!row) throw new Error('The lead was not stored.');
      await recordActivityIn(tx, c, { action: 'lead.added', target: row.name, targetId: row.id, details: { channel: row.channel } });
      return row;
    });
    return c.json(await listedMessage(c.var.db, created.id, messagesFor(c), langOf(c)), 201);
  })
  .patch('/:id', validate('param', idParamSchemas), validate('json', messageUpdateSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const update = c.req.valid('json');
    const { config, db } = c.var;
    if (update.ownerId) {
      const [owner] = await db.select({ approved: userTable.approved, role: userTable.role }).from(userTable).where(eq(userTable.id, update.ownerId));
      // A lead goes to an approved account that works with leads (admin or sales).
      if (!owner?.approved || !(ADMIN_AREAS.messages as readonly string[]).includes(owner.role)) return fail(400, (m) => m.leads.ownerInvalid);
    }
    const result = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(contactMessage).where(eq(contactMessage.id, id));
      if (!before) return null;
      const stage = update.stage ?? before.stage;
      if (update.lostReason && stage !== 'Lost') return 'not lost' as const;
      const [after] = await tx
        .update(contactMessage)
        .set({
          status: update.status,
          note: update.note,
          stage: update.stage,
          furthestStage: update.stage ? furthestOf(before.furthestStage, update.stage) : undefined,
          ownerId: update.ownerId,
          followUpOn: update.followUpOn,
          value: update.value,
          // A reason belongs to a Lost deal only: moving it on clears it.
          lostReason: stage === 'Lost' ? update.lostReason : null,
        })
        .where(eq(contactMessage.id, id))
        .returning();
      if (!after) return null;
      // "Not spam": the message now gets the notice it was held back from.
      if (before.status === 'Spam' && after.status !== 'Spam') {
        const [queued] = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(eq(outbox.messageId, id), eq(outbox.kind, 'notice')))
          .limit(1);
        if (!queued) await queueEmails(tx, [after], emailQueueingOf(config));
      }
      if (after.stage !== before.stage) {
        await recordActivityIn(tx, c, {
          action: 'lead.stage-changed',
          target: after.name,
          targetId: id,
          details: { from: before.stage, to: after.stage, ...(after.lostReason ? { lostReason: after.lostReason } : {}) },
        });
      }
      const readOnly = before.status === 'New' && after.status === 'Read';
      const changed = PIPELINE_FIELDS.filter((field) => before[field] !== after[field] && !(field === 'lostReason' && after.stage !== before.stage))
        // Opening a new message reads it: that has a record of its own.
        .filter((field) => !(field === 'status' && readOnly));
      if (changed.length > 0) {
        await recordActivityIn(tx, c, {
          action: 'lead.updated',
          target: after.name,
          targetId: id,
          details: {
            fields: changed.map((field) => LOGGED_FIELDS[field]),
            ...Object.fromEntries(changed.filter((field) => field !== 'note').map((field) => [field, after[field]])),
          },
        });
      }
      return { before, after };
    });
    if (result === 'not lost') return fail(400, (m) => m.leads.lostReasonNotLost);
    if (!result) return fail(404, (m) => m.inbox.messageNotFound);
    const { before, after: updated } = result;
    if (before.status === 'New' && updated.status === 'Read') await recordActivity(c, { action: 'message.read', target: updated.name, targetId: id });
    return c.json(await listedMessage(db, id, messagesFor(c), langOf(c)));
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
  })
  /** A file sent with the message: only approved admins read it; a PDF always downloads. */
  .get('/:id/attachments/:attachmentId', validate('param', attachmentParamSchemas), async (c) => {
    const { id, attachmentId } = c.req.valid('param');
    const file = await readAttachment(c.var.db, id, attachmentId);
    if (!file) return fail(404, (m) => m.leads.attachmentNotFound);
    return attachmentAnswer(c, file);
  });
