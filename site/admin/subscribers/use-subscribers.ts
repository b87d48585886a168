import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useSubscribers = ({ enabled = true } = {}) => useQuery<Subscriber[]>({ queryKey: [endpoints.subscribers], enabled });

export const useDeleteSubscriber = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.subscribers[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.subscribers] }),
  });
};
