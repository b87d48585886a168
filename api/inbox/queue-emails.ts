import type { Transaction } from '../../db/client.ts';
import { outbox, type ContactMessage } from '../../db/schema.ts';
import type { InboxSettings } from '../../shared/schemas/inbox-settings.ts';
import { readInboxSettings } from './inbox-settings.ts';

export interface EmailQueueing {
  /** False without SMTP_URL: nothing is queued that could never be sent. */
  enabled: boolean;
  ownerEmail: string;
}

type Message = Pick<ContactMessage, 'id' | 'email' | 'status'>;

/** Whether any email could be queued for these messages: sending is on and one of them is not spam. */
export const mayQueueEmails = (messages: Pick<Message, 'status'>[], { enabled }: Pick<EmailQueueing, 'enabled'>) =>
  enabled && messages.some((message) => message.status !== 'Spam');

/** The office's notice (and the visitor's acknowledgement when switched on) for each message that is not spam. */
export const emailsFor = (messages: Message[], settings: InboxSettings) =>
  messages
    .filter((message) => message.status !== 'Spam')
    .flatMap((message) => [
      ...(settings.notificationEmails.length > 0 ? [{ kind: 'notice' as const, messageId: message.id, recipients: settings.notificationEmails.join(', ') }] : []),
      ...(settings.acknowledgeVisitors ? [{ kind: 'acknowledgement' as const, messageId: message.id, recipients: message.email }] : []),
    ]);

/** Queues those emails inside the caller's transaction: the emails exist exactly when the messages do. */
export const queueEmails = async (tx: Transaction, messages: Message[], emails: EmailQueueing) => {
  if (!mayQueueEmails(messages, emails)) return;
  const rows = emailsFor(messages, await readInboxSettings(tx, emails.ownerEmail));
  if (rows.length > 0) await tx.insert(outbox).values(rows);
};
