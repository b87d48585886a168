import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'nanostores';
import type { SessionUser } from '../lib/api-types.ts';
import { readJson } from '../../lib/api-error.ts';
import { endpoints } from '../lib/endpoints.ts';

export type SessionState = { status: 'loading'; user: null } | { status: 'ready'; user: SessionUser | null };

/** Who is signed in. `loading` until the first answer of GET /api/admin/user. */
export const $session = atom<SessionState>({ status: 'loading', user: null });

export const setSessionUser = (user: SessionUser | null) => $session.set({ status: 'ready', user });

export const clearSession = () => setSessionUser(null);

/** A pending account is signed in but may not see any data until an admin approves it. */
export const isPending = (user: SessionUser | null): boolean => Boolean(user && !user.approved);

/** GET /api/admin/user's answer: the user, or null for a 401. */
const readUser = async (response: Response): Promise<SessionUser | null> => {
  if (response.status === 401) {
    await response.text().catch(() => '');
    return null;
  }
  return readJson(response);
};

/**
 * Reads the current user through the default read helper: a 401 means no user, and so does
 * any other failure. Always asks the server, never the cache.
 */
export const loadSession = async (queryClient: QueryClient, asked?: Promise<Response>): Promise<SessionUser | null> => {
  let user: SessionUser | null = null;
  try {
    user = await queryClient.fetchQuery<SessionUser | null>({
      queryKey: [endpoints.user],
      meta: { on401: 'null' },
      staleTime: 0,
      // The answer the admin's page asked for before the app arrived (start-admin.ts), read as the default helper reads.
      ...(asked ? { queryFn: async () => readUser((await asked).clone()) } : {}),
    });
  } catch {
    user = null;
  }
  setSessionUser(user ?? null);
  return user ?? null;
};
