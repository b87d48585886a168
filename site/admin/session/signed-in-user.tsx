import { createContext, useContext } from 'react';
import type { SessionUser } from '../lib/api-types.ts';

/** Filled by RequireUser once it has proved an approved user is signed in. */
export const SignedInUserContext = createContext<SessionUser | null>(null);

/** The approved, signed-in user; only for screens rendered inside RequireUser. */
export const useSignedInUser = (): SessionUser => {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside RequireUser');
  return user;
};
