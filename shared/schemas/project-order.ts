import { z } from 'zod';
import { perLanguage } from './per-language.ts';

/** `PUT /api/admin/projects/order`: the project ids from first to last in the portfolio. */
export const projectOrderSchemas = perLanguage((m) =>
  z.object({
    ids: z
      .array(z.number({ error: m.projects.orderNotAList }).int(m.projects.orderNotAList).positive(m.projects.orderNotAList), { error: m.projects.orderNotAList })
      .min(1, m.projects.orderEmpty)
      .max(10_000, m.projects.orderNotAList)
      .refine((ids) => new Set(ids).size === ids.length, m.projects.orderDuplicate),
  }),
);
