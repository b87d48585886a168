import { HIDDEN_BY_DEFAULT, MESSAGE_STATUSES, type MessageStatus } from '../../../shared/inbox.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import type { FilterOption } from '../list/StatusFilter.tsx';

/** 'inbox' is everything but Archived and Spam (the default); 'all' hides nothing. */
export type MessageFilter = 'inbox' | 'all' | MessageStatus;

export const parseFilter = (value: string | null): MessageFilter =>
  value === 'all' || (MESSAGE_STATUSES as readonly string[]).includes(value ?? '') ? (value as MessageFilter) : 'inbox';

export const filterLabel = (filter: MessageFilter, t: AdminDictionary['messages']) =>
  filter === 'inbox' ? t.filters.inbox : filter === 'all' ? t.filters.all : t.statuses[filter];

/** "Show": the inbox (default), everything, or one status such as Spam. */
export const messageFilters = (t: AdminDictionary['messages']): readonly FilterOption<MessageFilter>[] =>
  (['inbox', 'all', ...MESSAGE_STATUSES] as const).map((value) => ({ value, label: filterLabel(value, t) }));

/** The list filter the API takes for a choice of "Show". */
export const filtersOf = (filter: MessageFilter): { status?: MessageStatus; hide?: readonly MessageStatus[] } =>
  filter === 'all' ? {} : filter === 'inbox' ? { hide: HIDDEN_BY_DEFAULT } : { status: filter };
