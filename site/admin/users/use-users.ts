import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import type { Role } from '../../../shared/roles.ts';

export const useUsers = () => useQuery<AdminUser[]>({ queryKey: [endpoints.users] });

/** `{ approved }`, `{ role }` or both: approving may give the role at once. */
export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...json }: { id: number; approved?: boolean; role?: Role }) => readJson(await api.api.admin.users[':id'].$put({ param: { id: String(id) }, json })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.users] }),
  });
};

/** "Reset password": a one-time link for the account, to hand over. */
export const useMakeResetLink = () =>
  useMutation({ mutationFn: async (id: number) => readJson(await api.api.admin.users[':id']['password-reset'].$post({ param: { id: String(id) } })) });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => readJson(await api.api.admin.users[':id'].$delete({ param: { id: String(id) } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [endpoints.users] }),
  });
};
