import type { ContactMessage } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/** Search on name, email, subject and message. */
export const searchMessages = (messages: readonly ContactMessage[], query: string) =>
  filterBySearch(messages, query, (message) => [message.name, message.email, message.subject, message.message]);
