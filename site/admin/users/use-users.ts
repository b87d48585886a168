import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export const useUsers = () => useQuery<AdminUser[]>({ queryKey: [endpoints.users] });

export const useSetApproval = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, approved }: { id: number; approved: boolean }) => readJson(await api.api.admin.users[':id'].$put({ param: { id: String(id) }, json: { approved } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.users] }),
  });
};

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.users[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.users] }),
  });
};
