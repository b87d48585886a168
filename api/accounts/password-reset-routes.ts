import { Hono } from 'hono';
import { passwordResetConfirmSchemas, passwordResetRequestSchemas } from '../../shared/schemas/auth.ts';
import { withUncommonPassword } from './new-password-rule.ts';
import { queueResetEmail, resetPasswordWithToken } from './password-reset.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requestClient } from '../http/client-address.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

const confirmRules = withUncommonPassword(passwordResetConfirmSchemas, 'password');

/** "Forgot password?" and the reset link's screen (decision 181); open to anyone, as the sign-in is. */
export const passwordResetRoutes = new Hono<AppEnv>()
  // Whether a link can be emailed: without SMTP_URL the screen says the office's administrator resets it instead.
  .get('/', (c) => c.json({ byEmail: Boolean(c.var.config.mail.smtpUrl) }))
  .post('/', validate('json', passwordResetRequestSchemas), async (c) => {
    const { email } = c.req.valid('json');
    const { limits, config, db } = c.var;
    await limits.resetRequestPerClient.consume(requestClient(c));
    await limits.resetRequestPerEmail.consume(email);
    // The same answer whether or not the account exists; the email goes out from the outbox, so the answer
    // takes as long either way.
    if (!config.mail.smtpUrl) return c.json({ message: messageFor(c, (m) => m.passwordReset.noEmail) });
    await queueResetEmail(db, email, c.var.lang);
    return c.json({ message: messageFor(c, (m) => m.passwordReset.sent) });
  })
  .post('/confirm', validate('json', confirmRules), async (c) => {
    const { token, password } = c.req.valid('json');
    await c.var.limits.resetConfirm.consume(requestClient(c));
    const account = await resetPasswordWithToken(c.var.db, token, password, c.var.clock());
    if (!account) return fail(400, (m) => m.passwordReset.tokenInvalid);
    await recordActivity(c, { action: 'account.password-reset', actor: { id: account.id, name: account.name }, target: account.name, targetId: account.id });
    return c.json({ message: messageFor(c, (m) => m.passwordReset.done) });
  });
