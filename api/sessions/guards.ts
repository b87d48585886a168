import { createMiddleware } from 'hono/factory';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './session-cookie.ts';
import { isTwoFactorRequired } from './security-settings.ts';
import { recordSessionUse, validateSessionToken } from './sessions.ts';
import type { Session, User } from '../../db/schema.ts';
import type { Role } from '../../shared/roles.ts';
import type { AppEnv } from '../context.ts';
import { fail } from '../errors.ts';
import { requestAddress } from '../http/client-address.ts';
import { answerInAccountLanguage } from '../middleware/language.ts';

/** What a guard proved: the handlers after it read `c.var.user` and `c.var.session` as present. */
export type SignedInEnv = AppEnv & { Variables: { user: User; session: Session } };

/** Puts the signed-in user and session on the context, or null for both; notes when and from where the session was used; a signed-in request answers in the account's language. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  const secure = c.var.config.secureCookies;
  const token = readSessionCookie(c, secure);
  c.set('user', null);
  c.set('session', null);
  if (token) {
    const now = c.var.clock();
    const result = await validateSessionToken(c.var.db, token, now);
    if (result) {
      c.set('user', result.user);
      c.set('session', await recordSessionUse(c.var.db, result.session, requestAddress(c), now));
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

/** The user a signed-in, approved account's request carries; 401 or 403 otherwise. */
const approvedUser = (user: User | null): User => {
  if (!user) return fail(401, (m) => m.auth.signInToContinue);
  if (!user.approved) return fail(403, (m) => m.auth.awaitingApproval);
  return user;
};

/**
 * 401 without a session, 403 for an account an admin has not approved yet. Whatever its role, an approved
 * account manages its own settings: password, language, two-step sign-in and devices.
 */
export const requireApprovedAccount = createMiddleware<SignedInEnv>(async (c, next) => {
  approvedUser(c.get('user'));
  await next();
});

/**
 * One guard per route group: an approved account whose role is one of `roles`, or 403 with
 * a sentence that says so and nothing done. While the office requires two-step sign-in, an account without
 * it is refused too, until it has set it up in Settings.
 */
export const requireRole = (...roles: readonly Role[]) =>
  createMiddleware<SignedInEnv>(async (c, next) => {
    const user = approvedUser(c.get('user'));
    if (!(roles as readonly string[]).includes(user.role)) return fail(403, (m) => m.auth.roleForbidden);
    if (!user.twoFactorEnabledAt && (await isTwoFactorRequired(c.var.db))) return fail(403, (m) => m.twoFactor.setupRequired);
    await next();
  });
