import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageStatus } from '../../../shared/inbox.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { ContactMessage, MessageSummary } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useMessages = ({ enabled = true } = {}) => useQuery<ContactMessage[]>({ queryKey: [endpoints.messages], enabled });

/** New-message count, counts by status and the weekly chart: the badge and the dashboard read it. */
export const useMessageSummary = ({ enabled = true } = {}) => useQuery<MessageSummary>({ queryKey: [endpoints.messageSummary], enabled });

const useRefreshInbox = () => {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: [endpoints.messages] }), queryClient.invalidateQueries({ queryKey: [endpoints.messageSummary] })]);
};

export const useDeleteMessage = () => {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin['contact-messages'][':id'].$delete({ param: { id: String(id) } })),
    onSuccess: refresh,
  });
};

export const useUpdateMessage = () => {
  const refresh = useRefreshInbox();
  return useMutation({
    mutationFn: async ({ id, ...json }: { id: number; status?: MessageStatus; note?: string | null }) =>
      readJson(await api.api.admin['contact-messages'][':id'].$patch({ param: { id: String(id) }, json })),
    onSuccess: refresh,
  });
};
