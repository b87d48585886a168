import { HIDDEN_BY_DEFAULT, MESSAGE_STATUSES, type MessageStatus } from '../../../shared/inbox.ts';
import { text } from '../i18n/text.ts';
import type { FilterOption } from '../list/StatusFilter.tsx';

/** 'inbox' is everything but Archived and Spam (the default); 'all' hides nothing. */
export type MessageFilter = 'inbox' | 'all' | MessageStatus;

export const parseFilter = (value: string | null): MessageFilter =>
  value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as MessageFilter) : 'inbox';

export const filterLabel = (filter: MessageFilter) => (filter === 'inbox' ? text.messages.filters.inbox : filter === 'all' ? text.messages.filters.all : filter);

/** "Show": the inbox (default), everything, or one status such as Spam. */
export const MESSAGE_FILTERS: readonly FilterOption<MessageFilter>[] = (['inbox', 'all', ...MESSAGE_STATUSES] as const).map((value) => ({ value, label: filterLabel(value) }));

/** The list filter the API takes for a choice of "Show". */
export const filtersOf = (filter: MessageFilter): { status?: MessageStatus; hide?: readonly MessageStatus[] } =>
  filter === 'all' ? {} : filter === 'inbox' ? { hide: HIDDEN_BY_DEFAULT } : { status: filter };
