import type { QueryClient } from '@tanstack/react-query';
import { atom } from 'nanostores';
import type { SessionUser } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';

export type SessionState = { status: 'loading'; user: null } | { status: 'ready'; user: SessionUser | null };

/** Who is signed in. `loading` until the first answer of GET /api/admin/user. */
export const $session = atom<SessionState>({ status: 'loading', user: null });

export const setSessionUser = (user: SessionUser | null) => $session.set({ status: 'ready', user });

export const clearSession = () => setSessionUser(null);

/** A pending account is signed in but may not see any data until an admin approves it. */
export const isPending = (user: SessionUser | null): boolean => Boolean(user && !user.approved);

/**
 * Reads the current user through the default read helper: a 401 means no user, and so does
 * any other failure. Always asks the server, never the cache.
 */
export const loadSession = async (queryClient: QueryClient): Promise<SessionUser | null> => {
  let user: SessionUser | null = null;
  try {
    user = await queryClient.fetchQuery<SessionUser | null>({ queryKey: [endpoints.user], meta: { on401: 'null' }, staleTime: 0 });
  } catch {
    user = null;
  }
  setSessionUser(user ?? null);
  return user ?? null;
};
