import { z } from 'zod';
import { ROLES } from '../roles.ts';
import { perLanguage } from './per-language.ts';

/** The Users screen: approve or unapprove an account, give it a role, or both at once. */
export const userUpdateSchemas = perLanguage((m) =>
  z
    .object({
      approved: z.boolean({ error: m.users.approvedNotBoolean }).optional(),
      role: z.enum(ROLES, { error: m.users.roleInvalid }).optional(),
    })
    .refine((values) => values.approved !== undefined || values.role !== undefined, { message: m.users.nothingToChange }),
);

/** The office's requirement of two-step sign-in for every account. */
export const twoFactorRequirementSchemas = perLanguage((m) =>
  z.object({
    requireTwoFactor: z.boolean({ error: m.twoFactor.requiredNotBoolean }),
  }),
);
