import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { HOME_PATH } from './paths.ts';
import { setSessionUser } from './session-store.ts';

/**
 * What follows a successful sign-in or registration: nothing cached for the previous visitor,
 * the new user in the session store, the welcome toast, and the dashboard.
 */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: SessionUser, welcome: { title: string; description: string }) => {
    queryClient.clear();
    setSessionUser(user);
    toast(welcome);
    navigate(HOME_PATH, { replace: true });
  };
};
