import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageStatus } from '../../../shared/inbox.ts';
import type { LeadStage, LostReason } from '../../../shared/leads.ts';
import type { ManualLead } from '../../../shared/schemas/message-update.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { ContactMessage, LeadOptions, LeadSummary, MessagePage, MessageSummary } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

/** The list's filters, as the API takes them (shared/schemas/message-update.ts). */
export interface MessageFilters {
  status?: MessageStatus;
  hide?: readonly MessageStatus[];
  stage?: LeadStage;
  q?: string;
  source?: string;
}

const queryOf = (filters: MessageFilters, paging?: { page: number; limit: number }) => {
  const query = new URLSearchParams();
  if (filters.status) query.set('status', filters.status);
  if (filters.hide && filters.hide.length > 0) query.set('hide', filters.hide.join(','));
  if (filters.stage) query.set('stage', filters.stage);
  if (filters.q) query.set('q', filters.q);
  if (filters.source) query.set('source', filters.source);
  if (paging) {
    query.set('page', String(paging.page));
    query.set('limit', String(paging.limit));
  }
  return query;
};

/** How many messages the Messages screen shows a page. */
export const MESSAGES_PAGE_SIZE = 25;

/** The address of a page of messages, as its query key's first element (the default read helper GETs it). */
export const messagePageUrl = (filters: MessageFilters, page: number, limit: number) => `${endpoints.messages}?${queryOf(filters, { page, limit })}`;

/** One page of the messages that match, with the total and the sum of their values; the page shown stays while the next loads. */
export const useMessagePage = (filters: MessageFilters, page: number, limit: number, { enabled = true } = {}) =>
  useQuery<MessagePage>({ queryKey: [messagePageUrl(filters, page, limit)], placeholderData: keepPreviousData, enabled });

/** The largest page the API gives. */
const EXPORT_PAGE = 100;

/** Every message that matches, for the CSV export: page after page, as the API gives no longer list. */
export const fetchAllMessages = async (filters: MessageFilters): Promise<ContactMessage[]> => {
  const all: ContactMessage[] = [];
  for (let page = 1; ; page++) {
    const response = await fetch(messagePageUrl(filters, page, EXPORT_PAGE), { credentials: 'include', headers: { Accept: 'application/json' } });
    const { messages, total } = (await readJson(response)) as MessagePage;
    all.push(...messages);
    if (messages.length === 0 || all.length >= total) return all;
  }
};

/** One message by id, for the dialog (`?view=<id>`), wherever it is in the list. */
export const useMessage = (id: number | null) => useQuery<ContactMessage>({ queryKey: [`${endpoints.messages}/${id}`], enabled: id !== null && id > 0 });

/** New-message count, counts by status and the weekly chart: the badge and the dashboard read it. */
export const useMessageSummary = ({ enabled = true } = {}) => useQuery<MessageSummary>({ queryKey: [endpoints.messageSummary], enabled });

/** The pipeline's figures: follow-ups due, leads per week by channel and source, the funnel and the projects. */
export const useLeadSummary = () => useQuery<LeadSummary>({ queryKey: [endpoints.leadSummary] });

/** The budget bands and the approved admins a lead can be given to. */
export const useLeadOptions = () => useQuery<LeadOptions>({ queryKey: [endpoints.leadOptions] });

/** Every read of the messages and the leads: the lists, their pages, one message, the summaries. */
const isLeadRead = (key: readonly unknown[]) => typeof key[0] === 'string' && (key[0].startsWith(endpoints.messages) || key[0].startsWith(endpoints.leadSummary));

export const useRefreshInbox = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isLeadRead(query.queryKey) });
};

export const useDeleteMessage = () => {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin['contact-messages'][':id'].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
};

export interface MessageChange {
  id: number;
  status?: MessageStatus;
  note?: string | null;
  stage?: LeadStage;
  ownerId?: number | null;
  followUpOn?: string | null;
  value?: number | null;
  lostReason?: LostReason | null;
}

export const useUpdateMessage = () => {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async ({ id, ...json }: MessageChange) => readJson(await api.api.admin['contact-messages'][':id'].$patch({ param: { id: String(id) }, json })),
    onSuccess: refresh,
  });
};

/** "Add lead". */
export const useAddLead = () => {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async (json: ManualLead) => readJson(await api.api.admin['contact-messages'].$post({ json })),
    onSuccess: refresh,
  });
};
