import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Toaster from '../../islands/toaster/Toaster.tsx';
import { notifyError } from '../lib/notify.ts';
import { followAccountLanguage } from '../session/account-language.ts';
import { $session, clearSession, loadSession } from '../session/session-store.ts';
import { AdminRoutes } from './AdminRoutes.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { createQueryClient } from './query-client.ts';
import { currentText } from '../i18n/text.ts';

/** The whole admin: one client-only React root for every /admin/* path. */
export default function AdminApp() {
  const [queryClient] = useState(() =>
    createQueryClient({
      // Any 401 while signed in means the session ended elsewhere (logged out, unapproved, expired).
      onUnauthorized: () => {
        if (!$session.get().user) return;
        clearSession();
        queryClient.clear();
        notifyError(currentText().app.sessionEndedDescription, currentText().app.sessionEndedTitle);
      },
    }),
  );

  useEffect(() => followAccountLanguage(), []);

  useEffect(() => {
    void loadSession(queryClient);
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <AdminRoutes />
      </AppErrorBoundary>
      <Toaster placement="bottom-start" />
    </QueryClientProvider>
  );
}
