import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { type AdminArea, mayUse } from '../../../shared/roles.ts';
import { NoAccessView } from '../app/NoAccessView.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { PendingApproval } from './PendingApproval.tsx';
import { HOME_PATH, LOGIN_PATH, SETTINGS_PATH } from './paths.ts';
import { $session, isPending } from './session-store.ts';
import { SignedInUserContext, useSignedInUser } from './signed-in-user.tsx';
import { useText } from '../i18n/text.ts';

function SessionLoading() {
  const text = useText();
  return <LoadingState fullScreen label={text.session.loadingSession} />;
}

/**
 * Signed-in routes: a spinner while the session loads, then sign-in for no user, the waiting screen for a pending
 * one, and Settings for one the office requires to set up two-step sign-in first; children read the user with
 * useSignedInUser.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const session = useStore($session);
  const [location] = useLocation();
  if (session.status === 'loading') return <SessionLoading />;
  if (!session.user) return <Redirect to={LOGIN_PATH} replace />;
  if (isPending(session.user)) return <PendingApproval user={session.user} />;
  if (session.user.mustSetUpTwoFactor && location !== SETTINGS_PATH) return <Redirect to={SETTINGS_PATH} replace />;
  return <SignedInUserContext value={session.user}>{children}</SignedInUserContext>;
}

/** Login and register: a signed-in user goes to the dashboard instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const session = useStore($session);
  if (session.status === 'loading') return <SessionLoading />;
  if (session.user) return <Redirect to={HOME_PATH} replace />;
  return <>{children}</>;
}

/** /admin itself: the dashboard when signed in, otherwise the sign-in screen. */
export function AdminIndexRedirect() {
  const session = useStore($session);
  if (session.status === 'loading') return <SessionLoading />;
  return <Redirect to={session.user ? HOME_PATH : LOGIN_PATH} replace />;
}

/** A screen of one part of the admin: shown to the roles that use it, "You don't have access to this page." to the others. */
export function RequireArea({ area, children }: { area: AdminArea; children: ReactNode }) {
  const user = useSignedInUser();
  if (!mayUse(user, area)) return <NoAccessView />;
  return children;
}
