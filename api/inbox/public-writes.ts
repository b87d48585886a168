import type { Database } from '../../db/client.ts';
import type { ContactMessage, SubscribeEmail } from '../../db/schema.ts';
import type { WriteTransactions } from '../../db/write-transactions.ts';
import { must } from '../../shared/must.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { acknowledgedOnes, emailsFor, mayQueueEmails, type EmailQueueing } from './queue-emails.ts';
import { createInsertBatcher } from './insert-batcher.ts';

/** The columns a message is sent with, each named by the INSERT below: SQL defaults do not apply to a value read from JSON as null. */
type SentColumns = Pick<
  ContactMessage,
  | 'name'
  | 'email'
  | 'phone'
  | 'subject'
  | 'message'
  | 'status'
  | 'lang'
  | 'projectType'
  | 'location'
  | 'area'
  | 'budget'
  | 'timeline'
  | 'preferredContact'
  | 'projectId'
  | 'landingPage'
  | 'referrer'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'clickId'
>;

/** A message as it was sent and stored: what the route answers with, and what its emails need. */
export type StoredContact = NewContact & Pick<ContactMessage, 'id' | 'createdAt'>;

export interface NewContact extends SentColumns {
  /** Ids of the files the visitor attached (api/leads/attachments.ts), claimed for the message in its transaction. */
  attachments: readonly string[];
  /** The signature of the message's form stamp when it is a fair one (api/inbox/form-stamp.ts). */
  fairStamp: string | null;
}

// Each statement's text is the same for any number of rows: they travel as one JSON parameter that
// SQLite unpacks (decision 132), and only what the database makes comes back. A message of the spec's five
// fields (most of them) goes through the short statement: each column read out of the JSON costs time.
const INSERT_MESSAGES = `
  INSERT INTO contact_message (name, email, phone, subject, message, status, lang)
  SELECT value ->> 'name', value ->> 'email', value ->> 'phone', value ->> 'subject', value ->> 'message', value ->> 'status', value ->> 'lang'
  FROM json_each(?)
  RETURNING id, createdAt`;
const INSERT_ENQUIRIES = `
  INSERT INTO contact_message (name, email, phone, subject, message, status, lang, projectType, location, area, budget, timeline,
    preferredContact, projectId, landingPage, referrer, utmSource, utmMedium, utmCampaign, clickId)
  SELECT value ->> 'name', value ->> 'email', value ->> 'phone', value ->> 'subject', value ->> 'message', value ->> 'status', value ->> 'lang',
    value ->> 'projectType', value ->> 'location', value ->> 'area', value ->> 'budget', value ->> 'timeline', value ->> 'preferredContact',
    value ->> 'projectId', value ->> 'landingPage', value ->> 'referrer', value ->> 'utmSource', value ->> 'utmMedium', value ->> 'utmCampaign',
    value ->> 'clickId'
  FROM json_each(?)
  RETURNING id, createdAt`;
const CLAIM_ATTACHMENTS = `
  UPDATE contact_attachment SET messageId = claim.messageId
  FROM (SELECT value ->> 'messageId' AS messageId, value ->> 'token' AS token FROM json_each(?)) AS claim
  WHERE contact_attachment.token = claim.token AND contact_attachment.messageId IS NULL
  RETURNING contact_attachment.id`;
const USE_STAMPS = `
  INSERT INTO form_stamp_use (stamp)
  SELECT value FROM json_each(?) WHERE true
  ON CONFLICT (stamp) DO NOTHING
  RETURNING stamp`;
const ACKNOWLEDGED_SINCE = `SELECT recipients FROM outbox WHERE kind = 'acknowledgement' AND createdAt >= ?`;
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

const DAY_MS = 24 * 60 * 60 * 1000;

/** The columns beyond the spec's five fields, its status and language; a message without any is a plain one. */
const ENQUIRY_COLUMNS = [
  'projectType',
  'location',
  'area',
  'budget',
  'timeline',
  'preferredContact',
  'projectId',
  'landingPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'clickId',
] as const satisfies readonly (keyof SentColumns)[];
const isPlain = (row: SentColumns) => ENQUIRY_COLUMNS.every((column) => row[column] === null);
const plainColumns = ({ name, email, phone, subject, message, status, lang }: SentColumns) => ({ name, email, phone, subject, message, status, lang });
const enquiryColumns = ({ attachments: _, fairStamp: __, ...columns }: NewContact) => columns;

/** Ids are given in insertion order, so sorting the RETURNING rows by id lines them up with the request rows. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * A lone UTF-16 surrogate has no UTF-8 form: sent to SQLite as a JSON escape it would be stored as
 * invalid UTF-8, which the driver cannot read back. It becomes U+FFFD, as it does when a string is bound.
 */
const wellFormed = <T extends object>(row: T): T => {
  for (const key in row) {
    const value = row[key];
    if (typeof value === 'string' && !value.isWellFormed()) {
      return Object.fromEntries(Object.entries(row).map(([name, kept]) => [name, typeof kept === 'string' ? kept.toWellFormed() : kept])) as T;
    }
  }
  return row;
};

export const createPublicWrites = (db: Database, inWriteTransaction: WriteTransactions, emails: EmailQueueing, now = () => new Date()) => ({
  /** The messages, their attachments and their emails in the outbox are committed together (see api/inbox/outbox-worker.ts). */
  contact: createInsertBatcher<NewContact, StoredContact>({
    insertMany: async (rows) => {
      const sent = rows.map(wellFormed);
      const settings = mayQueueEmails(sent, emails) ? await readInboxSettings(db, emails.ownerEmail) : null;
      const since = new Date(now().getTime() - DAY_MS).toISOString();
      return inWriteTransaction(async (run) => {
        // Each row's id and time, from the statement its columns need, in the request's order.
        const made: Pick<ContactMessage, 'id' | 'createdAt'>[] = new Array(sent.length);
        const plain: number[] = [];
        const enquiries: number[] = [];
        for (let index = 0; index < sent.length; index++) (isPlain(must(sent[index])) ? plain : enquiries).push(index);
        const insert = async (statement: string, indexes: number[], columns: (row: NewContact) => object) => {
          if (indexes.length === 0) return;
          const rowsMade = byId((await run(statement, JSON.stringify(indexes.map((index) => columns(must(sent[index])))))) as Pick<ContactMessage, 'id' | 'createdAt'>[]);
          for (const [position, index] of indexes.entries()) made[index] = must(rowsMade[position], 'a stored message');
        };
        await insert(INSERT_MESSAGES, plain, plainColumns);
        await insert(INSERT_ENQUIRIES, enquiries, enquiryColumns);
        // The rows are this batch's own: each becomes its stored message.
        const stored = sent.map((row, index): StoredContact => Object.assign(row, must(made[index], 'a stored message')));
        const claims = sent.flatMap((row, index) => row.attachments.map((token) => ({ token, messageId: must(stored[index]).id })));
        if (claims.length > 0) await run(CLAIM_ATTACHMENTS, JSON.stringify(claims));
        let acknowledge = new Set<number>();
        if (settings?.acknowledgeVisitors) {
          const stamps = sent.map((row) => row.fairStamp).filter((stamp) => stamp !== null);
          const fresh = new Set(stamps.length > 0 ? ((await run(USE_STAMPS, JSON.stringify(stamps))) as { stamp: string }[]).map((row) => row.stamp) : []);
          const sentToday = ((await run(ACKNOWLEDGED_SINCE, since)) as { recipients: string }[]).map((row) => row.recipients);
          // A stamp used twice in one batch is fresh for its first message only.
          const firstUse = new Set<string>();
          const candidates = stored.map((message, index) => {
            const stamp = sent[index]?.fairStamp ?? null;
            const freshStamp = stamp !== null && fresh.has(stamp) && !firstUse.has(stamp);
            if (stamp) firstUse.add(stamp);
            return { ...message, freshStamp };
          });
          acknowledge = acknowledgedOnes(candidates, sentToday);
        }
        const queued = settings ? emailsFor(stored, settings, acknowledge) : [];
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
