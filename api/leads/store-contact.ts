import { and, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactAttachment, contactMessage, formStampUse, outbox, type ContactMessage } from '../../db/schema.ts';
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

/**
 * Stores a contact form's message in one transaction: the message, its attachments claimed and its emails
 * queued in the outbox are committed together (see api/outbox/outbox-worker.ts).
 */
export const storeContact = async (db: Database, emails: EmailQueueing, { attachments, fairStamp, ...sent }: NewContact, now = new Date()): Promise<StoredContact> => {
  const columns = wellFormed(sent);
  const settings = mayQueueEmails([columns], emails) ? await readInboxSettings(db, emails.ownerEmail) : null;
  return db.transaction(
    async (tx) => {
      const [made] = await tx.insert(contactMessage).values(columns).returning({ id: contactMessage.id, createdAt: contactMessage.createdAt });
      if (!made) throw new Error('The message was not stored.');
      const stored: StoredContact = { ...columns, attachments, fairStamp, ...made };
      if (attachments.length > 0) {
        await tx
          .update(contactAttachment)
          .set({ messageId: made.id })
          .where(and(inArray(contactAttachment.token, [...attachments]), isNull(contactAttachment.messageId)));
      }
      let acknowledge = new Set<number>();
      if (settings?.acknowledgeVisitors) {
        const fresh = fairStamp !== null && (await tx.insert(formStampUse).values({ stamp: fairStamp }).onConflictDoNothing().returning()).length > 0;
        const since = new Date(now.getTime() - DAY_MS).toISOString();
        const sentToday = await tx
          .select({ recipients: outbox.recipients })
          .from(outbox)
          .where(and(eq(outbox.kind, 'acknowledgement'), gte(outbox.createdAt, since)));
        acknowledge = acknowledgedOnes(
          [{ ...stored, freshStamp: fresh }],
          sentToday.map((row) => row.recipients),
        );
      }
      const queued = settings ? emailsFor([stored], settings, acknowledge) : [];
      if (queued.length > 0) await tx.insert(outbox).values(queued);
      return stored;
    },
    { behavior: 'immediate' },
  );
};
