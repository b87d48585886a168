import type { Database } from '../../db/client.ts';
import type { ContactMessage, SubscribeEmail } from '../../db/schema.ts';
import type { WriteTransactions } from '../../db/write-transactions.ts';
import { must } from '../../shared/must.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { emailsFor, mayQueueEmails, type EmailQueueing } from './queue-emails.ts';
import { createInsertBatcher } from './insert-batcher.ts';

/** Every column the INSERT below names: SQL defaults do not apply to a value read from JSON as null. */
type NewContact = Omit<ContactMessage, 'id' | 'createdAt' | 'note'>;

// Each statement's text is the same for any number of rows: they travel as one JSON parameter that
// SQLite unpacks (decision 132), and only what the database makes comes back.
const INSERT_MESSAGES = `
  INSERT INTO contact_message (name, email, phone, subject, message, status, lang)
  SELECT value ->> 'name', value ->> 'email', value ->> 'phone', value ->> 'subject', value ->> 'message', value ->> 'status', value ->> 'lang'
  FROM json_each(?)
  RETURNING id, createdAt`;
const QUEUE_EMAILS = `
  INSERT INTO outbox (kind, messageId, recipients)
  SELECT value ->> 'kind', value ->> 'messageId', value ->> 'recipients' FROM json_each(?)
  RETURNING id`;
// `WHERE true` tells SQLite's parser that ON CONFLICT belongs to the INSERT, not to a join.
const INSERT_SUBSCRIPTIONS = `
  INSERT INTO subscribe_email (email)
  SELECT value ->> 'email' FROM json_each(?) WHERE true
  ON CONFLICT (email) DO NOTHING
  RETURNING id, email, createdAt`;

/** Ids are given in insertion order, so sorting the RETURNING rows by id lines them up with the request rows. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * A lone UTF-16 surrogate has no UTF-8 form: sent to SQLite as a JSON escape it would be stored as
 * invalid UTF-8, which the driver cannot read back. It becomes U+FFFD, as it does when a string is bound.
 */
const wellFormed = <T extends Record<string, unknown>>(row: T): T =>
  Object.values(row).every((value) => typeof value !== 'string' || value.isWellFormed())
    ? row
    : (Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.toWellFormed() : value])) as T);

export const createPublicWrites = (db: Database, inWriteTransaction: WriteTransactions, emails: EmailQueueing) => ({
  /** The messages and their emails in the outbox are committed together (see api/inbox/outbox-worker.ts). */
  contact: createInsertBatcher<NewContact, ContactMessage>({
    insertMany: async (rows) => {
      const sent = rows.map(wellFormed);
      const settings = mayQueueEmails(sent, emails) ? await readInboxSettings(db, emails.ownerEmail) : null;
      return inWriteTransaction(async (run) => {
        const made = byId((await run(INSERT_MESSAGES, JSON.stringify(sent))) as Pick<ContactMessage, 'id' | 'createdAt'>[]);
        const stored = sent.map((row, index): ContactMessage => ({ ...row, note: null, ...must(made[index], 'a stored message') }));
        const queued = settings ? emailsFor(stored, settings) : [];
        if (queued.length > 0) await run(QUEUE_EMAILS, JSON.stringify(queued));
        return stored;
      });
    },
  }),

  /** Resolves to the new subscription, or null when the email was already subscribed (or earlier in the same batch). */
  subscribe: createInsertBatcher<{ email: string }, SubscribeEmail | null>({
    insertMany: async (rows) => {
      const unique = [...new Map(rows.map((row) => [row.email, row])).values()];
      const inserted = await inWriteTransaction(async (run) => (await run(INSERT_SUBSCRIPTIONS, JSON.stringify(unique.map(wellFormed)))) as SubscribeEmail[]);
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
