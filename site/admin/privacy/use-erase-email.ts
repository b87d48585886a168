import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { endpoints } from '../lib/endpoints.ts';
import { useRefreshInbox } from '../messages/use-messages.ts';

/** Erases everything stored about one email address; every list that may have shown it is read again, each of its pages too. */
export const useEraseEmail = () => {
  const queryClient = useQueryClient();
  const refreshInbox = useRefreshInbox();
  const startsWithOneOf = (key: readonly unknown[]) =>
    typeof key[0] === 'string' && [endpoints.subscribers, endpoints.activity].some((endpoint) => (key[0] as string).startsWith(endpoint));
  return useMutation({
    mutationFn: async (email: string) => readJson(await api.api.admin.privacy.erase.$post({ json: { email } })),
    onSuccess: () => Promise.all([refreshInbox(), queryClient.invalidateQueries({ predicate: (query) => startsWithOneOf(query.queryKey) })]),
  });
};
