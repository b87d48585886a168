import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { session as sessionTable } from '../../db/schema.ts';
import { adminLanguageSchemas, changePasswordSchemas } from '../../shared/schemas/auth.ts';
import { perLanguage } from '../../shared/schemas/per-language.ts';
import { storeAdminLanguage } from './admin-language.ts';
import { describeDevice } from './device-names.ts';
import { verifyPassword } from './passwords.ts';
import { setAccountPassword } from './set-password.ts';
import { withUncommonPassword } from './new-password-rule.ts';
import { invalidateUserSessions, sessionHandle, sessionsOf } from '../sessions/sessions.ts';
import { startSession } from './start-session.ts';
import type { AppEnv } from '../context.ts';
import { answerInAccountLanguage, messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { requireApprovedAccount, requireSignedIn } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

const sessionParamSchemas = perLanguage((m) => z.object({ id: z.string({ error: m.auth.sessionNotFound }).regex(/^[\w-]{22}$/, m.auth.sessionNotFound) }));

const changePasswordRules = withUncommonPassword(changePasswordSchemas, 'newPassword');

/** Settings, for every account: one's own language; for every approved account whatever its role: one's own password and signed-in devices. */
export const adminAccountRoutes = new Hono<AppEnv>()
  // Also for an account still awaiting approval: its waiting screen has the language switch.
  .put('/language', requireSignedIn, validate('json', adminLanguageSchemas), async (c) => {
    const { adminLanguage } = c.req.valid('json');
    const me = await storeAdminLanguage(c.var.db, c.var.user.id, adminLanguage);
    answerInAccountLanguage(c, me);
    return c.json({ adminLanguage, message: messageFor(c, (m) => m.auth.languageSaved) });
  })
  .use(requireApprovedAccount)
  .put('/password', validate('json', changePasswordRules), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const me = c.var.user;
    // Guesses of the current password are limited like sign-ins: per account and client, counted before the check.
    const key = `${me.id}|${requestClient(c)}`;
    await c.var.limits.passwordChange.consume(key);
    if (!(await verifyPassword(me.password, currentPassword))) return fail(400, (m) => m.auth.currentPasswordWrong);
    await c.var.limits.passwordChange.reset(key);
    // Anyone else holding this account's session or a reset link of it is shut out, and this browser gets a new token.
    await setAccountPassword(c.var.db, me.id, newPassword, { keepSession: c.var.session.id });
    await startSession(c, me.id);
    await recordActivity(c, { action: 'account.password-changed', target: me.name, targetId: me.id });
    return c.json({ message: messageFor(c, (m) => m.auth.passwordChanged) });
  })
  .get('/sessions', async (c) => {
    const current = c.var.session.id;
    const sessions = await sessionsOf(c.var.db, c.var.user.id);
    return c.json(
      sessions.map((session) => ({
        id: sessionHandle(session.id),
        current: session.id === current,
        ...describeDevice(session.userAgent),
        clientAddress: session.clientAddress,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
      })),
    );
  })
  .delete('/sessions/:id', validate('param', sessionParamSchemas), async (c) => {
    const { id } = c.req.valid('param');
    const me = c.var.user;
    const target = (await sessionsOf(c.var.db, me.id)).find((session) => sessionHandle(session.id) === id);
    if (!target) return fail(404, (m) => m.auth.sessionNotFound);
    if (target.id === c.var.session.id) return fail(409, (m) => m.auth.currentSession);
    await c.var.db.delete(sessionTable).where(and(eq(sessionTable.id, target.id), eq(sessionTable.userId, me.id)));
    await recordActivity(c, { action: 'account.session-ended', target: me.name, targetId: me.id, details: describeDevice(target.userAgent) });
    return c.json({ message: messageFor(c, (m) => m.auth.sessionSignedOut) });
  })
  .delete('/sessions', async (c) => {
    await invalidateUserSessions(c.var.db, c.var.user.id, { except: c.var.session.id });
    await recordActivity(c, { action: 'account.sessions-ended', target: c.var.user.name, targetId: c.var.user.id });
    return c.json({ message: messageFor(c, (m) => m.auth.otherSessionsSignedOut) });
  });
