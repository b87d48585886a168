import { useQueryClient } from '@tanstack/react-query';
import { Hourglass, LogOut, RotateCw } from 'lucide-react';
import { useState } from 'react';
import type { SessionUser } from '../lib/api-types.ts';
import { Button } from '../ui/Button.tsx';
import { AuthShell } from './AuthShell.tsx';
import { loadSession } from './session-store.ts';
import { useLogout } from './use-logout.ts';
import { useText } from '../i18n/text.ts';

/** What a signed-in but not yet approved account sees on every protected route, instead of data. */
export function PendingApproval({ user }: { user: SessionUser }) {
  const text = useText();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [stillPending, setStillPending] = useState(false);

  const checkAgain = async () => {
    setChecking(true);
    const fresh = await loadSession(queryClient);
    setChecking(false);
    setStillPending(Boolean(fresh && !fresh.approved));
  };

  return (
    <AuthShell title={text.session.pendingTitle}>
      <div className="flex flex-col items-center text-center">
        <span className="mb-4 grid size-12 place-items-center rounded-full bg-warning-50 text-warning-700 ring-1 ring-warning-100">
          <Hourglass aria-hidden="true" className="size-6" />
        </span>
        <h1 className="text-xl font-bold tracking-tight text-ink">{text.session.pendingHeading}</h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          {text.session.pendingThanks(user.name)}{' '}
          <bdi dir="ltr" className="font-semibold text-ink">
            {user.email}
          </bdi>
          {text.session.pendingExplain} <em>{text.session.checkAgain}</em>.
        </p>
        <p role="status" className="mt-3 min-h-5 text-[13px] font-medium text-warning-700">
          {stillPending ? text.session.stillPending : ''}
        </p>
        <div className="mt-4 flex w-full flex-col gap-2 sm:flex-row">
          <Button variant="primary" className="w-full sm:flex-1" busy={checking} onClick={checkAgain}>
            {checking ? null : <RotateCw aria-hidden="true" />}
            {text.session.checkAgain}
          </Button>
          <Button variant="secondary" className="w-full sm:flex-1" busy={logout.isPending} onClick={() => logout.mutate()}>
            {logout.isPending ? null : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
            {text.session.logOut}
          </Button>
        </div>
      </div>
    </AuthShell>
  );
}
