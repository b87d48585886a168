import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { ensureOk } from '../../lib/api-error.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { notifyError } from '../lib/notify.ts';
import { clearSession } from './session-store.ts';
import { LOGIN_PATH } from './paths.ts';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { $adminLanguage, currentText } from '../i18n/text.ts';

/** Logs out; a 401 means the session had already ended, which is the same outcome. */
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
      toast({ title: currentText().session.loggedOutTitle, description: apiMessages[$adminLanguage.get()].auth.loggedOut });
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: () => notifyError(currentText().session.logoutFailed, currentText().session.logoutFailed),
  });
};
