import type { Transaction } from '../../db/client.ts';
import { outbox, type ContactMessage } from '../../db/schema.ts';
import type { InboxSettings } from '../../shared/schemas/inbox-settings.ts';
import type { AppConfig } from '../config.ts';
import { readInboxSettings } from './inbox-settings.ts';

export interface EmailQueueing {
  /** False without SMTP_URL: nothing is queued that could never be sent. */
  enabled: boolean;
  ownerEmail: string;
}

/** Emails are queued only when they can be sent, and the office's settings are the owner's. */
export const emailQueueingOf = (config: AppConfig): EmailQueueing => ({ enabled: Boolean(config.mail.smtpUrl), ownerEmail: config.owner.email });

type Message = Pick<ContactMessage, 'id' | 'email' | 'status'>;

/** Acknowledgements the studio sends in 24 hours at most, whoever asks: the visitor's address is written by anyone. */
export const ACKNOWLEDGEMENTS_PER_DAY = 200;

/** Whether any email could be queued for these messages: sending is on and one of them is not spam. */
export const mayQueueEmails = (messages: Pick<Message, 'status'>[], { enabled }: Pick<EmailQueueing, 'enabled'>) =>
  enabled && messages.some((message) => message.status !== 'Spam');

/**
 * The office's notice for each message that is not spam, and the visitor's acknowledgement for those in
 * `acknowledge` (when switched on; see acknowledgedOnes).
 */
export const emailsFor = (messages: Message[], settings: InboxSettings, acknowledge: ReadonlySet<number> = new Set()) =>
  messages
    .filter((message) => message.status !== 'Spam')
    .flatMap((message) => [
      ...(settings.notificationEmails.length > 0 ? [{ kind: 'notice' as const, messageId: message.id, recipients: settings.notificationEmails.join(', ') }] : []),
      ...(settings.acknowledgeVisitors && acknowledge.has(message.id) ? [{ kind: 'acknowledgement' as const, messageId: message.id, recipients: message.email }] : []),
    ]);

/**
 * The messages of a batch that may be acknowledged: each sent with a fair form stamp used for the first time
 * (`freshStamp`), to an address not acknowledged in the last 24 hours nor earlier in the batch, while the
 * day's cap lasts (`sentToday`: the addresses acknowledged in the last 24 hours).
 */
export const acknowledgedOnes = (messages: (Message & { freshStamp: boolean })[], sentToday: readonly string[]) => {
  const seen = new Set(sentToday.map((address) => address.toLowerCase()));
  let left = ACKNOWLEDGEMENTS_PER_DAY - sentToday.length;
  const chosen = new Set<number>();
  for (const message of messages) {
    const address = message.email.toLowerCase();
    if (left <= 0 || message.status === 'Spam' || !message.freshStamp || seen.has(address)) continue;
    seen.add(address);
    chosen.add(message.id);
    left -= 1;
  }
  return chosen;
};

/** Queues the office's notice inside the caller's transaction ("Not spam"): a message once taken for spam is never acknowledged. */
export const queueEmails = async (tx: Transaction, messages: Message[], emails: EmailQueueing) => {
  if (!mayQueueEmails(messages, emails)) return;
  const rows = emailsFor(messages, await readInboxSettings(tx, emails.ownerEmail));
  if (rows.length > 0) await tx.insert(outbox).values(rows);
};
