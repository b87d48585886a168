import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessage, subscribeEmail, type ContactMessage, type SubscribeEmail } from '../../db/schema.ts';
import { must } from '../../shared/must.ts';
import { queueEmails, type EmailQueueing } from '../inbox/queue-emails.ts';
import { createInsertBatcher } from './insert-batcher.ts';

/** Every column the INSERT below names: SQL defaults do not apply to a value read from JSON as null. */
type NewContact = Omit<ContactMessage, 'id' | 'createdAt' | 'note'>;

/** Ids are given in insertion order, so sorting the RETURNING rows by id lines them up with the request rows. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * A lone UTF-16 surrogate has no UTF-8 form: sent to SQLite as a JSON escape (below) it would be stored as
 * invalid UTF-8, which the driver cannot read back. It becomes U+FFFD, as it does when a string is bound.
 */
const wellFormed = <T extends Record<string, unknown>>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.toWellFormed() : value])) as T;

export const createPublicWrites = (db: Database, emails: EmailQueueing) => ({
  /** The messages and their emails in the outbox are committed together (see api/inbox/outbox-worker.ts). */
  contact: createInsertBatcher<NewContact, ContactMessage>({
    insertMany: (rows) =>
      db.transaction(async (tx) => {
        // One statement whose text is the same for any number of rows: they travel as one JSON
        // parameter that SQLite unpacks (decision 132). Only what the database makes comes back.
        const sent = rows.map(wellFormed);
        const made = byId(
          await tx.all<Pick<ContactMessage, 'id' | 'createdAt'>>(sql`
            INSERT INTO ${contactMessage} (name, email, phone, subject, message, status, lang)
            SELECT value ->> 'name', value ->> 'email', value ->> 'phone', value ->> 'subject', value ->> 'message', value ->> 'status', value ->> 'lang'
            FROM json_each(${JSON.stringify(sent)})
            RETURNING id, createdAt`),
        );
        const stored = sent.map((row, index): ContactMessage => ({ ...row, note: null, ...must(made[index], 'a stored message') }));
        await queueEmails(tx, stored, emails);
        return stored;
      }),
  }),

  /** Resolves to the new subscription, or null when the email was already subscribed (or earlier in the same batch). */
  subscribe: createInsertBatcher<{ email: string }, SubscribeEmail | null>({
    insertMany: async (rows) => {
      const unique = [...new Map(rows.map((row) => [row.email, row])).values()];
      // `WHERE true` tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
      const inserted = await db.all<SubscribeEmail>(sql`
        INSERT INTO ${subscribeEmail} (email)
        SELECT value ->> 'email' FROM json_each(${JSON.stringify(unique.map(wellFormed))}) WHERE true
        ON CONFLICT (email) DO NOTHING
        RETURNING id, email, createdAt`);
      const fresh = new Map(inserted.map((row) => [row.email, row]));
      return rows.map((row) => {
        const stored = fresh.get(row.email) ?? null;
        fresh.delete(row.email);
        return stored;
      });
    },
  }),
});

export type PublicWrites = ReturnType<typeof createPublicWrites>;
