import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { errorFromResponse } from '../../lib/api-error.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useMessages = () => useQuery<ContactMessage[]>({ queryKey: [endpoints.messages] });

export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.api.admin['contact-messages'][':id'].$delete({ param: { id: String(id) } });
      if (!response.ok) throw await errorFromResponse(response);
      return response.json();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.messages] }),
  });
};
