import type { Database } from '../../db/client.ts';
import type { ContactMessage } from '../../db/schema.ts';
import type { WriteTransactions } from '../../db/write-transactions.ts';
import { readInboxSettings } from './inbox-settings.ts';
import { acknowledgedOnes, emailsFor, mayQueueEmails, type EmailQueueing } from './queue-emails.ts';

/** A message as it was sent and stored: what the route answers with, and what its emails need. */
export type StoredContact = NewContact & Pick<ContactMessage, 'id' | 'createdAt'>;

/** The columns a message is sent with; the pipeline's own start with their defaults. */
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
  /** The signature of the message's form stamp when it is a fair one (api/leads/form-stamp.ts). */
  fairStamp: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A lone UTF-16 surrogate has no UTF-8 form: it is stored as U+FFFD, and the answer says what was stored. */
const wellFormed = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, typeof value === 'string' ? value.toWellFormed() : value])) as T;

const SENT_COLUMNS = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'status',
  'lang',
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

// Written in SQL, each the same text every time, so the connection prepares it once (db/write-transactions.ts).
const INSERT_MESSAGE = `INSERT INTO contact_message (${SENT_COLUMNS.map((name) => `"${name}"`).join(', ')})
  VALUES (${SENT_COLUMNS.map(() => '?').join(', ')}) RETURNING id, createdAt`;
const CLAIM_ATTACHMENTS = 'UPDATE contact_attachment SET messageId = ?1 WHERE token IN (SELECT value FROM json_each(?2)) AND messageId IS NULL';
const USE_STAMP = 'INSERT INTO form_stamp_use (stamp) VALUES (?) ON CONFLICT DO NOTHING RETURNING stamp';
const ACKNOWLEDGED_SINCE = "SELECT recipients FROM outbox WHERE kind = 'acknowledgement' AND createdAt >= ?";
const QUEUE_EMAIL = 'INSERT INTO outbox (kind, messageId, recipients) VALUES (?, ?, ?)';

/**
 * Stores a contact form's message in one transaction: the message, its attachments claimed and its emails
 * queued in the outbox are committed together (see api/outbox/outbox-worker.ts).
 */
export const storeContact = async (
  { db, writes }: { db: Database; writes: WriteTransactions },
  emails: EmailQueueing,
  { attachments, fairStamp, ...sent }: NewContact,
  now = new Date(),
): Promise<StoredContact> => {
  const columns = wellFormed(sent);
  const settings = mayQueueEmails([columns], emails) ? await readInboxSettings(db, emails.ownerEmail) : null;
  return writes(async (run) => {
    const [made] = await run(INSERT_MESSAGE, ...SENT_COLUMNS.map((name) => columns[name] ?? null));
    if (!made) throw new Error('The message was not stored.');
    const stored: StoredContact = { ...columns, attachments, fairStamp, id: Number(made.id), createdAt: String(made.createdAt) };
    if (attachments.length > 0) await run(CLAIM_ATTACHMENTS, stored.id, JSON.stringify(attachments));
    let acknowledge = new Set<number>();
    if (settings?.acknowledgeVisitors) {
      const fresh = fairStamp !== null && (await run(USE_STAMP, fairStamp)).length > 0;
      const sentToday = await run(ACKNOWLEDGED_SINCE, new Date(now.getTime() - DAY_MS).toISOString());
      acknowledge = acknowledgedOnes(
        [{ ...stored, freshStamp: fresh }],
        sentToday.map((row) => String(row.recipients)),
      );
    }
    for (const email of settings ? emailsFor([stored], settings, acknowledge) : []) await run(QUEUE_EMAIL, email.kind, email.messageId, email.recipients);
    return stored;
  });
};
