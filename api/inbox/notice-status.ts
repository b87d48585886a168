import type { OutboxEmail } from '../../db/schema.ts';

/** What the admin shows for a message's notice: "Sent", "Waiting" or "Failed: reason"; null when none was queued. */
export const noticeStatus = (email: Pick<OutboxEmail, 'state' | 'lastError'> | undefined): string | null => {
  if (!email) return null;
  if (email.state === 'sent') return 'Sent';
  if (email.state === 'waiting' || email.state === 'sending') return 'Waiting';
  return `Failed: ${email.lastError ?? 'unknown reason'}`;
};
