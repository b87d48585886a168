import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z, type ZodType } from 'zod';
import { perLanguage, type PerLanguage } from '../shared/schemas/per-language.ts';
import { validationErrorBody } from './errors.ts';
import { langOf } from './middleware/language.ts';

/**
 * zod-validator with our error shape: 400 and the first rule's own message, checked by the rules of the
 * request's language. Both validators are made here, once; a request runs one. Both rules have one type,
 * so the route's input type (and the typed client's) is the English one's.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schemas: PerLanguage<Schema>) => {
  const validator = (schema: Schema) =>
    zValidator(
      target,
      schema,
      (result, c) => {
        if (!result.success) return c.json(validationErrorBody(c, result.error), 400);
      },
      // Checked synchronously first: zod then runs its compiled check of an object's fields, at a third of the
      // asynchronous check's cost on the public writes. A rule that waits (a new password looked up among the
      // most common ones) says so by throwing, and is checked again asynchronously.
      {
        validationFunction: (rule, value) => {
          try {
            return rule.safeParse(value) as never;
          } catch (error) {
            if (error instanceof z.core.$ZodAsyncError) return rule.safeParseAsync(value) as never;
            throw error;
          }
        },
      },
    );
  const english = validator(schemas.en);
  const arabic = validator(schemas.ar);
  return ((c, next) => (langOf(c) === 'ar' ? arabic : english)(c, next)) as typeof english;
};

export const idParamSchemas = perLanguage((m) =>
  z.object({
    id: z.coerce.number({ error: m.requests.invalidId }).int(m.requests.invalidId).positive(m.requests.invalidId).max(Number.MAX_SAFE_INTEGER, m.requests.invalidId),
  }),
);
