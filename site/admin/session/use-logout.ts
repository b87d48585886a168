import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ensureOk } from '../../lib/api-error.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { notifyError } from '../lib/notify.ts';
import { en } from '../../../shared/messages/en.ts';
import { clearSession } from './session-store.ts';
import { LOGIN_PATH } from './paths.ts';
import { text } from '../i18n/text.ts';

/** Logs out; a 401 means the session had already ended, which is the same outcome (docs/decisions/002). */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async () => {
      const response = await api.api.admin.logout.$post();
      if (response.status === 401) return;
      await ensureOk(response);
    },
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      toast({ title: text.session.loggedOutTitle, description: en.auth.loggedOut });
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: () => notifyError(text.session.logoutFailed, text.session.logoutFailed),
  });
};
