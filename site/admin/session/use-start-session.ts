import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { currentText } from '../i18n/text.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { HOME_PATH } from './paths.ts';
import { setSessionUser } from './session-store.ts';

/**
 * What follows a successful sign-in or registration: nothing cached for the previous visitor,
 * the new user in the session store (and the admin in the account's language), the welcome toast
 * in that language, and the dashboard.
 */
export const useStartSession = () => {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return (user: SessionUser, welcome: (text: AdminDictionary['session']) => { title: string; description: string }) => {
    queryClient.clear();
    setSessionUser(user);
    toast(welcome(currentText().session));
    navigate(HOME_PATH, { replace: true });
  };
};
