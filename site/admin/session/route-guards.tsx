import { useStore } from '@nanostores/react';
import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { type AdminArea, mayUse } from '../../../shared/roles.ts';
import { signInScreenOf } from '../../../shared/sign-in-screens.ts';
import { NoAccessView } from '../app/NoAccessView.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { PendingApproval } from './PendingApproval.tsx';
import { HOME_PATH, SETTINGS_PATH } from './paths.ts';
import { openSignIn } from './sign-in-page.ts';
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
  if (!session.user) return <SignInPage />;
  if (isPending(session.user)) return <PendingApproval user={session.user} />;
  if (session.user.mustSetUpTwoFactor && location !== SETTINGS_PATH) return <Redirect to={SETTINGS_PATH} replace />;
  return <SignedInUserContext value={session.user}>{children}</SignedInUserContext>;
}

/**
 * The sign-in screens are a page of their own (decision 023), loaded in the app's place: the app reaches them
 * without a session, or by a link or the history. A signed-in visit there comes back to the dashboard.
 */
export function SignInPage() {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => openSignIn(signInScreenOf(path) ? { at: search ? `${path}?${search}` : path } : {}), [path, search]);
  return <SessionLoading />;
}

/** Register: a signed-in user goes to the dashboard instead. */
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
  return session.user ? <Redirect to={HOME_PATH} replace /> : <SignInPage />;
}

/** A screen of one part of the admin: shown to the roles that use it, "You don't have access to this page." to the others. */
export function RequireArea({ area, children }: { area: AdminArea; children: ReactNode }) {
  const user = useSignedInUser();
  if (!mayUse(user, area)) return <NoAccessView />;
  return children;
}
