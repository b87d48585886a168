import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { user as userTable } from '../../db/schema.ts';
import { adminLanguageSchemas, changePasswordSchemas } from '../../shared/schemas/auth.ts';
import { storeAdminLanguage } from './admin-language.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { invalidateUserSessions } from './sessions.ts';
import type { AppEnv } from '../context.ts';
import { answerInAccountLanguage, messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { requireApprovedAdmin, requireSignedIn } from '../middleware/session.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';

/** The settings screen: one's own language, password and sessions. */
export const adminAccountRoutes = new Hono<AppEnv>()
  // Also for an account still awaiting approval: its waiting screen has the language switch.
  .put('/language', requireSignedIn, validate('json', adminLanguageSchemas), async (c) => {
    const { adminLanguage } = c.req.valid('json');
    const me = await storeAdminLanguage(c.var.db, c.var.user.id, adminLanguage);
    answerInAccountLanguage(c, me);
    return c.json({ adminLanguage, message: messageFor(c, (m) => m.auth.languageSaved) });
  })
  .use(requireApprovedAdmin)
  .put('/password', validate('json', changePasswordSchemas), async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const me = c.var.user;
    // Wrong current passwords are limited like sign-ins: per account and client.
    const key = `${me.id}|${requestClient(c)}`;
    await c.var.limits.passwordChange.check(key);
    if (!(await verifyPassword(me.password, currentPassword))) {
      await c.var.limits.passwordChange.count(key);
      return fail(400, (m) => m.auth.currentPasswordWrong);
    }
    await c.var.limits.passwordChange.reset(key);
    await c.var.db
      .update(userTable)
      .set({ password: await hashPassword(newPassword) })
      .where(eq(userTable.id, me.id));
    // Anyone else holding this account's session is signed out; this browser stays signed in.
    await invalidateUserSessions(c.var.db, me.id, { except: c.var.session.id });
    await recordActivity(c, { action: 'account.password-changed', target: me.name, targetId: me.id });
    return c.json({ message: messageFor(c, (m) => m.auth.passwordChanged) });
  })
  .delete('/sessions', async (c) => {
    await invalidateUserSessions(c.var.db, c.var.user.id, { except: c.var.session.id });
    await recordActivity(c, { action: 'account.sessions-ended', target: c.var.user.name, targetId: c.var.user.id });
    return c.json({ message: messageFor(c, (m) => m.auth.otherSessionsSignedOut) });
  });
