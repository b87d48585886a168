import { z } from 'zod';
import { perLanguage } from './per-language.ts';

export const userApprovalSchemas = perLanguage((m) =>
  z.object({
    approved: z.boolean({ error: m.users.approvedNotBoolean }),
  }),
);
