import { z } from 'zod';
import { projectMessages as m } from '../messages/projects.ts';

/** `PUT /api/admin/projects/order`: the project ids from first to last in the portfolio. */
export const projectOrderSchema = z.object({
  ids: z
    .array(z.number({ error: m.orderNotAList }).int(m.orderNotAList).positive(m.orderNotAList), { error: m.orderNotAList })
    .min(1, m.orderEmpty)
    .max(10_000, m.orderNotAList)
    .refine((ids) => new Set(ids).size === ids.length, m.orderDuplicate),
});
