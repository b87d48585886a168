import type { OutboxEmail } from '../../db/schema.ts';
import type { ApiMessages } from '../../shared/messages/en.ts';

/** What the admin shows for a message's notice: "Sent", "Waiting" or "Failed: reason"; null when none was queued. */
export const noticeStatus = (email: Pick<OutboxEmail, 'state' | 'lastError'> | undefined, m: ApiMessages): string | null => {
  if (!email) return null;
  if (email.state === 'sent') return m.inbox.noticeSent;
  if (email.state === 'waiting' || email.state === 'sending') return m.inbox.noticeWaiting;
  return m.inbox.noticeFailed(email.lastError);
};
