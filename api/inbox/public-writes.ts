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

export interface NewContact extends SentColumns {
  /** Ids of the files the visitor attached (api/leads/attachments.ts), claimed for the message in its transaction. */
  attachments: readonly string[];
  /** The signature of the message's form stamp when it is a fair one (api/inbox/form-stamp.ts). */
  fairStamp: string | null;
}

// Each statement's text is the same for any number of rows: they travel as one JSON parameter that
// SQLite unpacks (decision 132), and only what the database makes comes back.
const INSERT_MESSAGES = `
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

/** Ids are given in insertion order, so sorting the RETURNING rows by id lines them up with the request rows. */
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/**
 * A lone UTF-16 surrogate has no UTF-8 form: sent to SQLite as a JSON escape it would be stored as
 * invalid UTF-8, which the driver cannot read back. It becomes U+FFFD, as it does when a string is bound.
 */
const wellFormed = <T extends object>(row: T): T =>
  Object.values(row).every((value) => typeof value !== 'string' || value.isWellFormed())
    ? row
    : (Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'string' ? value.toWellFormed() : value])) as T);

/** What a new message is, beside what it was sent with: a form lead at the pipeline's start, with no note, owner or value yet. */
const newLead = {
  note: null,
  channel: 'form',
  stage: 'New lead',
  furthestStage: 'New lead',
  ownerId: null,
  followUpOn: null,
  value: null,
  lostReason: null,
} as const satisfies Partial<ContactMessage>;

export const createPublicWrites = (db: Database, inWriteTransaction: WriteTransactions, emails: EmailQueueing, now = () => new Date()) => ({
  /** The messages, their attachments and their emails in the outbox are committed together (see api/inbox/outbox-worker.ts). */
  contact: createInsertBatcher<NewContact, ContactMessage>({
    insertMany: async (rows) => {
      const sent = rows.map(wellFormed);
      const settings = mayQueueEmails(sent, emails) ? await readInboxSettings(db, emails.ownerEmail) : null;
      const since = new Date(now().getTime() - DAY_MS).toISOString();
      return inWriteTransaction(async (run) => {
        const made = byId((await run(INSERT_MESSAGES, JSON.stringify(sent))) as Pick<ContactMessage, 'id' | 'createdAt'>[]);
        const stored = sent.map(({ attachments: _, fairStamp: __, ...row }, index): ContactMessage => ({ ...row, ...newLead, ...must(made[index], 'a stored message') }));
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
