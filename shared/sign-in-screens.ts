/**
 * The admin's sign-in screens, answered by their own light page (decision 023) rather than the whole admin:
 * each path and the screen it opens. The two-step code is a step of `login`, with no path of its own.
 */
export const SIGN_IN_SCREENS = {
  '/admin/login': 'login',
  '/admin/forgot-password': 'forgot',
  '/admin/reset-password': 'reset',
} as const;

export type SignInScreen = (typeof SIGN_IN_SCREENS)[keyof typeof SIGN_IN_SCREENS] | 'code';

/** The screen a path opens, or null for a path of the whole admin; a trailing slash is dropped. */
export const signInScreenOf = (path: string): SignInScreen | null => (SIGN_IN_SCREENS as Record<string, SignInScreen>)[path.replace(/(?<=.)\/+$/, '')] ?? null;
