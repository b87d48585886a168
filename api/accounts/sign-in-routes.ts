import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { user as userTable } from '../../db/schema.ts';
import { loginSchemas, registerSchemas } from '../../shared/schemas/auth.ts';
import { storeAdminLanguage } from './admin-language.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { toSessionUser } from './public-user.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { createSession, invalidateSession } from './sessions.ts';
import type { AppEnv } from '../context.ts';
import { answerInAccountLanguage, messageFor } from '../middleware/language.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fail } from '../errors.ts';
import { requireSignedIn } from '../middleware/session.ts';
import { requestClient } from '../http/client-address.ts';
import { loginDelayMs } from '../rate-limits/rate-limits.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/record-activity.ts';

/** A fresh session at every sign-in; the one the browser held before, if any, ends. */
const startSession = async (c: Context<AppEnv>, userId: number) => {
  if (c.var.session) await invalidateSession(c.var.db, c.var.session.id);
  const { token, session } = await createSession(c.var.db, userId);
  setSessionCookie(c, token, session.expiresAt, c.var.config.secureCookies);
};

export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchemas), async (c) => {
    const { email, password, adminLanguage } = c.req.valid('json');
    const { loginPerClient, loginPerAccountClient, loginFailuresPerAccount, slowDownAfter } = c.var.limits;
    const client = requestClient(c);
    const pair = `${email}|${client}`;
    // Only the failing client is stopped: strangers' failures never lock the account's owner out.
    await loginPerClient.check(client);
    await loginPerAccountClient.check(pair);

    const [found] = await c.var.db.select().from(userTable).where(eq(userTable.email, email)).limit(1);
    const valid = found ? await verifyPassword(found.password, password) : await verifyAgainstDecoy(password);
    if (!found || !valid) {
      const [, , accountFailures] = await Promise.all([loginPerClient.count(client), loginPerAccountClient.count(pair), loginFailuresPerAccount.count(email)]);
      // Guesses spread over many addresses are slowed down rather than refused.
      const delay = loginDelayMs(accountFailures, slowDownAfter);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await recordActivity(c, { action: 'session.sign-in-failed', actor: null, target: email, targetId: found?.id });
      return fail(401, (m) => m.auth.invalidLogin);
    }

    await loginPerAccountClient.reset(pair);
    await startSession(c, found.id);
    await recordActivity(c, { action: 'session.signed-in', actor: { id: found.id, name: found.name }, target: found.email, targetId: found.id });
    // The language picked on the sign-in screen becomes the account's only while it has chosen none.
    const signedIn = found.adminLanguage === null && adminLanguage ? await storeAdminLanguage(c.var.db, found.id, adminLanguage) : found;
    answerInAccountLanguage(c, signedIn);
    return c.json(toSessionUser(c, signedIn, c.var.config.owner.email));
  })
  .post('/register', validate('json', registerSchemas), async (c) => {
    const { email, name, password, role, adminLanguage } = c.req.valid('json');
    await c.var.limits.register.consume(requestClient(c));
    const duplicate = () => fail(409, (m) => m.auth.accountExists);

    const [existing] = await c.var.db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)).limit(1);
    if (existing) return duplicate();

    let created: typeof userTable.$inferSelect | undefined;
    try {
      [created] = await c.var.db
        .insert(userTable)
        .values({ email, name, role, password: await hashPassword(password), approved: false, adminLanguage: adminLanguage ?? null })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) return duplicate();
      throw error;
    }
    if (!created) throw new Error('The new account was not returned by the database.');
    await startSession(c, created.id);
    answerInAccountLanguage(c, created);
    return c.json(toSessionUser(c, created, c.var.config.owner.email), 201);
  })
  .post('/logout', requireSignedIn, async (c) => {
    await invalidateSession(c.var.db, c.var.session.id);
    await recordActivity(c, { action: 'session.signed-out' });
    clearSessionCookie(c, c.var.config.secureCookies);
    return c.json({ message: messageFor(c, (m) => m.auth.loggedOut) });
  })
  .get('/user', requireSignedIn, (c) => c.json(toSessionUser(c, c.var.user, c.var.config.owner.email)));
