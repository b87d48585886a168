import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Toaster from '../../islands/toaster/Toaster.tsx';
import { notifyError } from '../lib/notify.ts';
import { followAccountLanguage } from '../session/account-language.ts';
import { $session, clearSession, loadSession } from '../session/session-store.ts';
import { AdminRoutes } from './AdminRoutes.tsx';
import { AppErrorBoundary } from './AppErrorBoundary.tsx';
import { createQueryClient } from './query-client.ts';
import { prefetchScreenData } from './screen-data.ts';
import { currentText } from '../i18n/text.ts';

/** The whole admin: one client-only React root for every /admin/* path; `session`: GET /api/admin/user, already asked. */
export default function AdminApp({ session }: { session?: Promise<Response> } = {}) {
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

  // The screen the admin opens on asks for its data as soon as the account is known, while its chunk is arriving;
  // what the page's first script asked for already is used once, then let go, so no later read takes an old answer.
  useEffect(() => {
    let done = false;
    return $session.subscribe(({ status, user }) => {
      if (done || status === 'loading') return;
      done = true;
      const page = window as Window & { adminReads?: Record<string, Promise<Response>> };
      prefetchScreenData(queryClient, location.pathname, user, page.adminReads);
      page.adminReads = undefined;
    });
  }, [queryClient]);

  useEffect(() => {
    void loadSession(queryClient, session);
  }, [queryClient, session]);

  return (
    <QueryClientProvider client={queryClient}>
      <AppErrorBoundary>
        <AdminRoutes />
      </AppErrorBoundary>
      <Toaster placement="bottom-start" />
    </QueryClientProvider>
  );
}
