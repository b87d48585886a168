import { Hono } from 'hono';
import { ADMIN_AREAS } from '../../shared/roles.ts';
import { twoFactorRequirementSchemas } from '../../shared/schemas/user.ts';
import { isTwoFactorRequired, setTwoFactorRequired } from '../sessions/security-settings.ts';
import type { AppEnv } from '../context.ts';
import { messageFor } from '../middleware/language.ts';
import { fail } from '../errors.ts';
import { requireRole } from '../sessions/guards.ts';
import { validate } from '../validation.ts';
import { recordActivity } from '../activity/index.ts';

/** The office's sign-in rule: "Require two-step sign-in for everyone" (an office setting: admins and the owner). */
export const adminSecurityRoutes = new Hono<AppEnv>()
  .use(requireRole(...ADMIN_AREAS.officeSettings))
  .get('/', async (c) => c.json({ requireTwoFactor: await isTwoFactorRequired(c.var.db) }))
  .put('/', validate('json', twoFactorRequirementSchemas), async (c) => {
    const { requireTwoFactor } = c.req.valid('json');
    // Whoever turns the rule on has two-step sign-in already, so the rule cannot lock them out of the admin.
    if (requireTwoFactor && !c.var.user.twoFactorEnabledAt) return fail(409, (m) => m.twoFactor.turnOnYoursFirst);
    if (requireTwoFactor !== (await isTwoFactorRequired(c.var.db))) {
      await setTwoFactorRequired(c.var.db, requireTwoFactor);
      await recordActivity(c, { action: requireTwoFactor ? 'security.two-factor-required' : 'security.two-factor-optional' });
    }
    return c.json({ requireTwoFactor, message: messageFor(c, (m) => m.twoFactor.requirementSaved(requireTwoFactor)) });
  });
