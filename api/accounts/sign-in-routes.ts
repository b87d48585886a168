import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { user as userTable, type User } from '../../db/schema.ts';
import { loginSchemas, registerSchemas, twoFactorCodeSchemas } from '../../shared/schemas/auth.ts';
import { storeAdminLanguage } from './admin-language.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { createPendingSignIn, endPendingSignIn, readPendingSignIn } from './pending-sign-in.ts';
import { toSessionUser } from './public-user.ts';
import { isTwoFactorRequired } from '../sessions/security-settings.ts';
import { clearPendingSignInCookie, clearSessionCookie, readPendingSignInCookie, setPendingSignInCookie } from '../sessions/session-cookie.ts';
import { invalidateSession } from '../sessions/sessions.ts';
import { startSession } from './start-session.ts';
import { acceptSignInCode } from './two-factor.ts';
import { withUncommonPassword } from './new-password-rule.ts';
import { queueAccountExistsEmail } from './account-exists-email.ts';
import type { AppEnv } from '../context.ts';
import { answerInAccountLanguage, messageFor } from '../middleware/language.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { fail } from '../errors.ts';
import { requireSignedIn } from '../sessions/guards.ts';
import { requestClient } from '../http/client-address.ts';
import { loginDelayMs } from '../rate-limits/rate-limits.ts';
import { validate } from '../validation.ts';
import { recordActivity, recordFailedSignIn } from '../activity/index.ts';

/**
 * The signed-in account as the admin holds it: its public facts, and whether it must set up two-step sign-in
 * first (the office requires it and this approved account has none), which sends it to Settings.
 */
const sessionUser = async <E extends AppEnv>(c: Context<E>, user: User) => ({
  ...toSessionUser(c, user, c.var.config.owner.email),
  mustSetUpTwoFactor: user.approved && user.twoFactorEnabledAt === null && (await isTwoFactorRequired(c.var.db)),
});

const registerRules = withUncommonPassword(registerSchemas, 'password');

export const adminAuthRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginSchemas), async (c) => {
    const { email, password, adminLanguage } = c.req.valid('json');
    const { loginPerClient, loginPerAccountClient, loginFailuresPerAccount, slowDownAfter } = c.var.limits;
    const client = requestClient(c);
    const pair = `${email}|${client}`;
    // Each attempt is counted before the password is checked, so parallel guesses cannot all be checked;
    // only the failing client is stopped: strangers' failures never lock the account's owner out.
    await loginPerClient.consume(client);
    await loginPerAccountClient.consume(pair);

    const [found] = await c.var.db.select().from(userTable).where(eq(userTable.email, email)).limit(1);
    const valid = found ? await verifyPassword(found.password, password) : await verifyAgainstDecoy(password);
    if (!found || !valid) {
      const accountFailures = await loginFailuresPerAccount.count(email);
      // Guesses spread over many addresses are slowed down rather than refused.
      const delay = loginDelayMs(accountFailures, slowDownAfter);
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      await recordFailedSignIn(c, { action: 'session.sign-in-failed', target: email, targetId: found?.id ?? null });
      return fail(401, (m) => m.auth.invalidLogin);
    }

    await Promise.all([loginPerClient.refund(client), loginPerAccountClient.reset(pair)]);
    // The language picked on the sign-in screen becomes the account's only while it has chosen none.
    const signedIn = found.adminLanguage === null && adminLanguage ? await storeAdminLanguage(c.var.db, found.id, adminLanguage) : found;
    answerInAccountLanguage(c, signedIn);
    if (found.twoFactorEnabledAt) {
      // The password was right; the session waits for the authentication code.
      const pending = await createPendingSignIn(c.var.db, found.id, c.var.clock());
      setPendingSignInCookie(c, pending.token, pending.expiresAt, c.var.config.secureCookies);
      return c.json({ twoFactorRequired: true as const });
    }
    await startSession(c, found.id);
    await recordActivity(c, { action: 'session.signed-in', actor: { id: found.id, name: found.name }, target: found.email, targetId: found.id });
    return c.json(await sessionUser(c, signedIn));
  })
  .post('/login/two-factor', validate('json', twoFactorCodeSchemas), async (c) => {
    const { code } = c.req.valid('json');
    const { db, config, limits } = c.var;
    const now = c.var.clock();
    const token = readPendingSignInCookie(c, config.secureCookies);
    const pending = token ? await readPendingSignIn(db, token, now) : null;
    const [account] = pending ? await db.select().from(userTable).where(eq(userTable.id, pending.userId)).limit(1) : [];
    if (!pending || !account) {
      clearPendingSignInCookie(c, config.secureCookies);
      return fail(401, (m) => m.twoFactor.signInExpired);
    }
    answerInAccountLanguage(c, account);
    // Codes are limited as passwords are: counted before the check, refunded when right.
    const pair = `${account.id}|${requestClient(c)}`;
    await limits.codePerAccountClient.consume(pair);
    await limits.codePerAccount.consume(String(account.id));
    const method = await acceptSignInCode(db, account, code, now);
    if (!method) {
      await recordFailedSignIn(c, { action: 'session.code-failed', target: account.email, targetId: account.id });
      return fail(401, (m) => m.twoFactor.codeWrong);
    }
    await Promise.all([limits.codePerAccountClient.reset(pair), limits.codePerAccount.refund(String(account.id)), endPendingSignIn(db, pending.id)]);
    clearPendingSignInCookie(c, config.secureCookies);
    await startSession(c, account.id);
    await recordActivity(c, {
      action: 'session.signed-in',
      actor: { id: account.id, name: account.name },
      target: account.email,
      targetId: account.id,
      details: { twoFactor: method },
    });
    return c.json(await sessionUser(c, account));
  })
  // The same answer whether or not the address has an account, and no session: the account is told by email
  // instead, and a new one signs in as any account does.
  .post('/register', validate('json', registerRules), async (c) => {
    const { email, name, password, role, adminLanguage } = c.req.valid('json');
    const { db, limits, config, lang } = c.var;
    await limits.register.consume(requestClient(c));
    const registered = () => c.json({ message: messageFor(c, (m) => m.auth.awaitingApproval) }, 201);
    // Hashed either way, so that both answers take as long.
    const passwordHash = await hashPassword(password);
    const tellExisting = async () => {
      const [existing] = await db.select({ id: userTable.id, email: userTable.email }).from(userTable).where(eq(userTable.email, email)).limit(1);
      if (existing && config.mail.smtpUrl) await queueAccountExistsEmail(db, existing, lang);
      return registered();
    };

    const [existing] = await db.select({ id: userTable.id }).from(userTable).where(eq(userTable.email, email)).limit(1);
    if (existing) return tellExisting();
    try {
      await db.insert(userTable).values({ email, name, role, password: passwordHash, approved: false, adminLanguage: adminLanguage ?? null });
    } catch (error) {
      if (isUniqueViolation(error)) return tellExisting();
      throw error;
    }
    return registered();
  })
  .post('/logout', requireSignedIn, async (c) => {
    await invalidateSession(c.var.db, c.var.session.id);
    await recordActivity(c, { action: 'session.signed-out' });
    clearSessionCookie(c, c.var.config.secureCookies);
    return c.json({ message: messageFor(c, (m) => m.auth.loggedOut) });
  })
  .get('/user', requireSignedIn, async (c) => c.json(await sessionUser(c, c.var.user)));
