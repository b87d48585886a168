import { HIDDEN_BY_DEFAULT, MESSAGE_STATUSES, type MessageStatus } from '../../../shared/inbox.ts';
import type { ContactMessage } from '../lib/api-types.ts';

/** 'inbox' is everything but Archived and Spam (the default); 'all' hides nothing. */
export type MessageFilter = 'inbox' | 'all' | MessageStatus;

export const parseFilter = (value: string | null): MessageFilter =>
  value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as MessageFilter) : 'inbox';

export const filterByStatus = (messages: readonly ContactMessage[], filter: MessageFilter) =>
  messages.filter((message) => (filter === 'all' ? true : filter === 'inbox' ? !HIDDEN_BY_DEFAULT.includes(message.status) : message.status === filter));

/** The statuses as the messages screen lists them. */
export const STATUS_ORDER: readonly MessageStatus[] = ['New', 'Read', 'Replied', 'Archived', 'Spam'];
