import type { ZodType } from 'zod';
import { type PerLanguage, perLanguage } from '../../shared/schemas/per-language.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The API's rule where a password is chosen: the shared one (length, and not among the few the admin's own
 * check knows), then not among the much longer list of common passwords only the server reads.
 */
export const withUncommonPassword = <S extends ZodType<Record<F, string>>, F extends string>(schemas: PerLanguage<S>, field: F) =>
  perLanguage((m, lang) =>
    schemas[lang].superRefine(async (values, context) => {
      if (await isCommonPassword(values[field])) context.addIssue({ code: 'custom', path: [field], message: m.auth.passwordTooCommon });
    }),
  );
