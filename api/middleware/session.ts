import { createMiddleware } from 'hono/factory';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../accounts/session-cookie.ts';
import { validateSessionToken } from '../accounts/sessions.ts';
import type { Session, User } from '../../db/schema.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { answerInAccountLanguage } from './language.ts';

/** What a guard proved: the handlers after it read `c.var.user` and `c.var.session` as present. */
export type SignedInEnv = AppEnv & { Variables: { user: User; session: Session } };

/** Puts the signed-in user and session on the context, or null for both; a signed-in request answers in the account's language. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const secure = c.var.config.secureCookies;
  const token = readSessionCookie(c, secure);
  c.set('user', null);
  c.set('session', null);
  if (token) {
    const result = await validateSessionToken(c.var.db, token);
    if (result) {
      c.set('user', result.user);
      c.set('session', result.session);
      answerInAccountLanguage(c, result.user);
      if (result.renewed) setSessionCookie(c, token, result.session.expiresAt, secure);
    } else {
      clearSessionCookie(c, secure);
    }
  }
  await next();
});

/** 401 without a session. Pending accounts pass: they may read who they are and sign out. */
export const requireSignedIn = createMiddleware<SignedInEnv>(async (c, next) => {
  // Typed as present for the handlers after this guard; here it is still to be checked.
  const user: User | null = c.get('user');
  if (!user) return fail(401, (m) => m.auth.signInToContinue);
  await next();
});

/** 401 without a session, 403 for an account an admin has not approved yet. */
export const requireApprovedAdmin = createMiddleware<SignedInEnv>(async (c, next) => {
  const user: User | null = c.get('user');
  if (!user) return fail(401, (m) => m.auth.signInToContinue);
  if (!user.approved) {
    return fail(403, (m) => m.auth.awaitingApproval);
  }
  await next();
});
