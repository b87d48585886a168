import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { endpoints } from '../lib/endpoints.ts';

/** Erases everything stored about one email address; every list that may have shown it is read again. */
export const useEraseEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (email: string) => readJson(await api.api.admin.privacy.erase.$post({ json: { email } })),
    onSuccess: () =>
      Promise.all([endpoints.messages, endpoints.messageSummary, endpoints.subscribers, endpoints.activity].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
};
