import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { validationErrorBody } from './errors.ts';

/** zod-validator with our error shape: 400 and the first rule's own message from the shared schema. */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (!result.success) return c.json(validationErrorBody(result.error), 400);
  });

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: 'The id must be a positive whole number' })
    .int('The id must be a positive whole number')
    .positive('The id must be a positive whole number')
    .max(Number.MAX_SAFE_INTEGER, 'The id must be a positive whole number'),
});
