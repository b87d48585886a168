import type { Database } from '../../db/client.ts';
import { contactMessage, subscribeEmail, type ContactMessage, type SubscribeEmail } from '../../db/schema.ts';
import { queueEmails, type EmailQueueing } from '../inbox/queue-emails.ts';
import { createInsertBatcher } from './insert-batcher.ts';

type NewContact = Omit<typeof contactMessage.$inferInsert, 'id' | 'createdAt' | 'note'>;

/** Ids are given in VALUES order, so sorting the RETURNING rows by id lines them up with the request rows. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

export const createPublicWrites = (db: Database, emails: EmailQueueing) => ({
  /** The messages and their emails in the outbox are committed together (see api/inbox/outbox-worker.ts). */
  contact: createInsertBatcher<NewContact, ContactMessage>({
    insertMany: (rows) =>
      db.transaction(async (tx) => {
        const stored = byId(await tx.insert(contactMessage).values(rows).returning());
        await queueEmails(tx, stored, emails);
        return stored;
      }),
  }),

  /** Resolves to the new subscription, or null when the email was already subscribed (or earlier in the same batch). */
  subscribe: createInsertBatcher<{ email: string }, SubscribeEmail | null>({
    insertMany: async (rows) => {
      const unique = [...new Map(rows.map((row) => [row.email, row])).values()];
      const inserted = await db.insert(subscribeEmail).values(unique).onConflictDoNothing({ target: subscribeEmail.email }).returning();
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
