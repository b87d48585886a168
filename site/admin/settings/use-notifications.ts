import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxSettings } from '../../../shared/schemas/inbox-settings.ts';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { NotificationSettings } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useNotificationSettings = () => useQuery<NotificationSettings>({ queryKey: [endpoints.notifications] });

export const useSaveNotificationSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: InboxSettings) => readJson(await api.api.admin.notifications.$put({ json })),
    onSuccess: (saved) => queryClient.setQueryData([endpoints.notifications], saved),
  });
};

export const useSendTestEmail = () =>
  useMutation({
    mutationFn: async () => readJson(await api.api.admin.notifications.test.$post()),
  });
