import { useMutation } from '@tanstack/react-query';
import { ensureOk } from '../../lib/api-error.ts';
import { api } from '../../lib/api-client.ts';
import { notifyError } from '../lib/notify.ts';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { keepChoice } from '../i18n/browser-language.ts';
import { $adminLanguage, currentText } from '../i18n/text.ts';
import { openSignIn } from './sign-in-page.ts';

/** Logs out; a 401 means the session had already ended, which is the same outcome. */
export const useLogout = () => {
  return useMutation({
    mutationFn: async () => {
      const response = await api.api.admin.logout.$post();
      if (response.status === 401) return;
      await ensureOk(response);
    },
    // The sign-in page opens in the language the admin was in, and says goodbye in it.
    onSuccess: () => {
      keepChoice($adminLanguage.get());
      openSignIn({ toast: { title: currentText().session.loggedOutTitle, description: apiMessages[$adminLanguage.get()].auth.loggedOut } });
    },
    onError: () => notifyError(currentText().session.logoutFailed, currentText().session.logoutFailed),
  });
};
