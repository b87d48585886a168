import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import type { SecuritySettings, SignedInDevice } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { loadSession } from '../session/session-store.ts';

export const useChangePassword = () =>
  useMutation({
    mutationFn: async (values: { currentPassword: string; newPassword: string }) => readJson(await api.api.admin.account.password.$put({ json: values })),
  });

export const useDevices = () => useQuery<SignedInDevice[]>({ queryKey: [endpoints.sessions] });

const useRefreshDevices = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [endpoints.sessions] });
};

export const useSignOutDevice = () => {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: async (id: string) => readJson(await api.api.admin.account.sessions[':id'].$delete({ param: { id } })),
    onSuccess: refresh,
  });
};

export const useSignOutOtherSessions = () => {
  const refresh = useRefreshDevices();
  return useMutation({
    mutationFn: async () => readJson(await api.api.admin.account.sessions.$delete()),
    onSuccess: refresh,
  });
};

/** After two-step sign-in changes, the signed-in user is read again (its flags, and the office's requirement). */
export const useReloadUser = () => {
  const queryClient = useQueryClient();
  return () => loadSession(queryClient);
};

export const useStartTwoFactor = () => useMutation({ mutationFn: async () => readJson(await api.api.admin.account['two-factor'].setup.$post()) });

export const useEnableTwoFactor = () => useMutation({ mutationFn: async (code: string) => readJson(await api.api.admin.account['two-factor'].enable.$post({ json: { code } })) });

export const useDisableTwoFactor = () => {
  const reload = useReloadUser();
  return useMutation({
    mutationFn: async (password: string) => readJson(await api.api.admin.account['two-factor'].disable.$post({ json: { password } })),
    onSuccess: reload,
  });
};

export const useSecuritySettings = () => useQuery<SecuritySettings>({ queryKey: [endpoints.security] });

export const useSaveSecuritySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requireTwoFactor: boolean) => readJson(await api.api.admin.security.$put({ json: { requireTwoFactor } })),
    onSuccess: (saved) => queryClient.setQueryData([endpoints.security], { requireTwoFactor: saved.requireTwoFactor }),
  });
};
