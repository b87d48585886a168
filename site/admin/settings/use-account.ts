import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: async (values: { currentPassword: string; newPassword: string }) => readJson(await api.api.admin.account.password.$put({ json: values })),
  });

export const useSignOutOtherSessions = () =>
  useMutation({
    mutationFn: async () => readJson(await api.api.admin.account.sessions.$delete()),
  });
