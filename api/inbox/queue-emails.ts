import type { Database } from '../../db/client.ts';
import { outbox, type ContactMessage } from '../../db/schema.ts';
import { readInboxSettings } from './inbox-settings.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface EmailQueueing {
  /** False without SMTP_URL: nothing is queued that could never be sent. */
  enabled: boolean;
  ownerEmail: string;
}

/**
 * Queues the office's notice (and the visitor's acknowledgement when switched on) for messages
 * that are not spam, inside the caller's transaction: the emails exist exactly when the messages do.
 */
export const queueEmails = async (tx: Transaction, messages: ContactMessage[], { enabled, ownerEmail }: EmailQueueing) => {
  const real = messages.filter((message) => message.status !== 'Spam');
  if (!enabled || real.length === 0) return;
  const settings = await readInboxSettings(tx, ownerEmail);
  const rows = real.flatMap((message) => [
    ...(settings.notificationEmails.length > 0 ? [{ kind: 'notice' as const, messageId: message.id, recipients: settings.notificationEmails.join(', ') }] : []),
    ...(settings.acknowledgeVisitors ? [{ kind: 'acknowledgement' as const, messageId: message.id, recipients: message.email }] : []),
  ]);
  if (rows.length > 0) await tx.insert(outbox).values(rows);
};
