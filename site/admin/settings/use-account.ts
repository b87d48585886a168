import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { errorFromResponse } from '../../lib/api-error.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: async (values: { currentPassword: string; newPassword: string }) => {
      const response = await api.api.admin.account.password.$put({ json: values });
      if (!response.ok) throw await errorFromResponse(response);
      return response.json();
    },
  });

export const useSignOutOtherSessions = () =>
  useMutation({
    mutationFn: async () => {
      const response = await api.api.admin.account.sessions.$delete();
      if (!response.ok) throw await errorFromResponse(response);
      return response.json();
    },
  });
