import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { requestAddress } from '../http/client-address.ts';
import { setSessionCookie } from '../sessions/session-cookie.ts';
import { createSession, invalidateSession } from '../sessions/sessions.ts';

/**
 * A fresh session for `userId` in this browser, noting its browser and address for "Signed-in devices"; the one
 * the browser held before, if any, ends. Signing in and changing one's password both start one, so a token
 * seen before never works again.
 */
export const startSession = async <E extends AppEnv>(c: Context<E>, userId: number) => {
  if (c.var.session) await invalidateSession(c.var.db, c.var.session.id);
  const { token, session } = await createSession(c.var.db, userId, c.var.clock(), { userAgent: c.req.header('user-agent') ?? null, clientAddress: requestAddress(c) });
  setSessionCookie(c, token, session.expiresAt, c.var.config.secureCookies);
  return session;
};
