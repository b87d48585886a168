import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { activity, contactMessage, outbox, subscribeEmail } from '../../db/schema.ts';
import { eraseTestimonialsOf } from '../testimonials/index.ts';

/** What the activity log shows where an erased address or name was. */
export const ERASED = '[erased]';

/** What one table held about the address; the messages' ids let the log's mentions of them be found. */
interface Erased {
  count: number;
  messageIds?: number[];
}

/**
 * One table that stores something about an email address, with how to erase it. A table that arrives later
 * is one more entry here; rows that hang off a message (its email outbox, its attachments) go with the
 * message by their foreign key.
 */
interface Eraser {
  name: string;
  erase: (tx: Transaction, email: string) => Promise<Erased>;
}

/** Compared without case: the address may have been typed in capitals on one form and not on another. */
const sameEmail = (column: typeof contactMessage.email | typeof subscribeEmail.email, email: string) => eq(sql`lower(${column})`, email.toLowerCase());

/** A LIKE pattern (ESCAPE '\\') that finds `text` anywhere, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

const ERASERS: readonly Eraser[] = [
  {
    // Contact messages and the WhatsApp leads kept as messages, with their outbox rows and attachments.
    name: 'messages',
    erase: async (tx, email) => {
      const rows = await tx.delete(contactMessage).where(sameEmail(contactMessage.email, email)).returning({ id: contactMessage.id });
      return { count: rows.length, messageIds: rows.map((row) => row.id) };
    },
  },
  {
    name: 'subscriptions',
    erase: async (tx, email) => ({ count: (await tx.delete(subscribeEmail).where(sameEmail(subscribeEmail.email, email)).returning({ id: subscribeEmail.id })).length }),
  },
  {
    // Testimonials sent through a review link that had the address, and the links made for it (their emails go with them).
    name: 'testimonials',
    erase: async (tx, email) => ({ count: (await eraseTestimonialsOf(tx, email)).count }),
  },
  {
    // Emails still to send or sent to the address that no message of it carries away (a notice to someone who
    // left the office, a reset email): the address leaves each list, and an email to it alone goes.
    name: 'outbox',
    erase: async (tx, email) => {
      const address = email.toLowerCase();
      const rows = await tx
        .select({ id: outbox.id, recipients: outbox.recipients })
        .from(outbox)
        .where(sql`lower(${outbox.recipients}) LIKE ${containing(address)} ESCAPE '\\'`);
      let count = 0;
      for (const row of rows) {
        const all = row.recipients.split(',').map((recipient) => recipient.trim());
        const others = all.filter((recipient) => recipient.toLowerCase() !== address);
        if (others.length === all.length) continue;
        count += 1;
        if (others.length === 0) await tx.delete(outbox).where(eq(outbox.id, row.id));
        else
          await tx
            .update(outbox)
            .set({ recipients: others.join(', ') })
            .where(eq(outbox.id, row.id));
      }
      return { count };
    },
  },
];

/** Activity records about a message: their target is the sender's name. */
const MESSAGE_ACTIONS = ['message.read', 'message.deleted'];

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every mention of the address in a record's target or details, replaced; the record itself stays (the log is append-only). */
const redactActivity = async (tx: Transaction, email: string, messageIds: number[]) => {
  const pattern = new RegExp(escapeForPattern(email), 'gi');
  const mentions = sql`lower(coalesce(${activity.target}, '') || ' ' || coalesce(${activity.details}, '')) LIKE ${containing(email.toLowerCase())} ESCAPE '\\'`;
  const aboutMessages = messageIds.length > 0 ? and(inArray(activity.action, MESSAGE_ACTIONS), inArray(activity.targetId, messageIds)) : undefined;
  const rows = await tx
    .select({ id: activity.id, target: activity.target, details: activity.details, action: activity.action, targetId: activity.targetId })
    .from(activity)
    .where(aboutMessages ? or(mentions, aboutMessages) : mentions);
  for (const row of rows) {
    const aboutMessage = MESSAGE_ACTIONS.includes(row.action) && row.targetId !== null && messageIds.includes(row.targetId);
    const target = aboutMessage ? ERASED : (row.target?.replace(pattern, ERASED) ?? null);
    const details = row.details ? (JSON.parse(JSON.stringify(row.details).replace(pattern, ERASED)) as Record<string, unknown>) : null;
    await tx.update(activity).set({ target, details }).where(eq(activity.id, row.id));
  }
  return rows.length;
};

/**
 * Erases everything stored about one email address, in the caller's transaction: every message and lead
 * sent with it (their outbox rows and attachments follow by foreign key), its newsletter subscription, the
 * other emails of the outbox to it, and
 * every mention of it in the activity log (the address, and the sender's name on the records about those
 * messages), which is redacted rather than deleted. Answers how many of each went.
 */
export const eraseEmailData = async (tx: Transaction, email: string) => {
  const counts: Record<string, number> = {};
  const messageIds: number[] = [];
  for (const eraser of ERASERS) {
    const erased = await eraser.erase(tx, email);
    counts[eraser.name] = erased.count;
    messageIds.push(...(erased.messageIds ?? []));
  }
  counts.activityMentions = await redactActivity(tx, email, messageIds);
  return counts;
};
