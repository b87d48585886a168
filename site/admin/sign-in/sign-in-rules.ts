import { loginSchemas, passwordResetConfirmSchemas, passwordResetRequestSchemas, twoFactorCodeSchemas } from '../../../shared/schemas/auth.ts';

/**
 * The shared zod rules of each sign-in screen, per language. Fetched with the person's first touch or key, not with
 * the page: zod and the API's sentences in both languages are most of the page's JavaScript (decision 023).
 */
export const signInRules = { login: loginSchemas, code: twoFactorCodeSchemas, forgot: passwordResetRequestSchemas, reset: passwordResetConfirmSchemas };
