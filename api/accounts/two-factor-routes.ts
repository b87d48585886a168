import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { user as userTable } from '../../db/schema.ts';
import { twoFactorCodeSchemas, twoFactorDisableSchemas } from '../../shared/schemas/auth.ts';
import { verifyPassword } from './passwords.ts';
import { acceptAppCode, newBackupCodes, newTwoFactorKey, removeTwoFactor, storeBackupCodes } from './two-factor.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { requireApprovedAccount } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

/** Settings → "Two-step sign-in" of one's own account. */
export const adminTwoFactorRoutes = new Hono<AppEnv>()
  .use(requireApprovedAccount)
  // A new key for the authenticator app, waiting for a first code; asking again replaces it.
  .post('/setup', async (c) => {
    const me = c.var.user;
    if (me.twoFactorEnabledAt) return fail(409, (m) => m.twoFactor.alreadyOn);
    const { secret, uri } = newTwoFactorKey(me.email);
    await c.var.db.update(userTable).set({ twoFactorSecret: secret, twoFactorLastStep: null }).where(eq(userTable.id, me.id));
    return c.json({ secret, uri });
  })
  // The first code from the app proves it holds the key: two-step sign-in is on, and the backup codes are shown this once.
  .post('/enable', validate('json', twoFactorCodeSchemas), async (c) => {
    const me = c.var.user;
    if (me.twoFactorEnabledAt) return fail(409, (m) => m.twoFactor.alreadyOn);
    if (!me.twoFactorSecret) return fail(409, (m) => m.twoFactor.notSetUp);
    const key = `${me.id}|${requestClient(c)}`;
    await c.var.limits.codePerAccountClient.consume(key);
    if (!(await acceptAppCode(c.var.db, me, me.twoFactorSecret, c.req.valid('json').code, c.var.clock()))) return fail(400, (m) => m.twoFactor.codeWrong);
    await c.var.limits.codePerAccountClient.reset(key);
    const backupCodes = newBackupCodes();
    await storeBackupCodes(c.var.db, me.id, backupCodes);
    await c.var.db.update(userTable).set({ twoFactorEnabledAt: c.var.clock() }).where(eq(userTable.id, me.id));
    await recordActivity(c, { action: 'account.two-factor-enabled', target: me.name, targetId: me.id });
    return c.json({ backupCodes, message: messageFor(c, (m) => m.twoFactor.enabled) });
  })
  // Turning it off asks for the password, limited as a password change is.
  .post('/disable', validate('json', twoFactorDisableSchemas), async (c) => {
    const me = c.var.user;
    if (!me.twoFactorEnabledAt) return fail(409, (m) => m.twoFactor.notOn);
    const key = `${me.id}|${requestClient(c)}`;
    await c.var.limits.passwordChange.consume(key);
    if (!(await verifyPassword(me.password, c.req.valid('json').password))) return fail(400, (m) => m.auth.currentPasswordWrong);
    await c.var.limits.passwordChange.reset(key);
    await removeTwoFactor(c.var.db, me.id);
    await recordActivity(c, { action: 'account.two-factor-disabled', target: me.name, targetId: me.id });
    return c.json({ message: messageFor(c, (m) => m.twoFactor.disabled) });
  });
