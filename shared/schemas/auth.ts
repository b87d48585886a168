import { z } from 'zod';
import { PAGE_LANGS } from '../inbox.ts';
import type { ApiMessages } from '../messages/en.ts';
import { emailField, textField } from './fields.ts';
import { perLanguage } from './per-language.ts';

export const ADMIN_ROLE = 'admin';

/** The languages an account may read the admin in. */
export const ADMIN_LANGUAGES = PAGE_LANGS;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

const adminLanguageField = (m: ApiMessages) => z.enum(ADMIN_LANGUAGES, { error: m.auth.languageInvalid });

/** Settings → Language. */
export const adminLanguageSchemas = perLanguage((m) => z.object({ adminLanguage: adminLanguageField(m) }));

const loginEmail = (m: ApiMessages) => emailField(m.auth.invalidEmail, { lowercase: true });

const passwordField = (m: ApiMessages) => z.string({ error: m.auth.passwordTooShort }).min(6, m.auth.passwordTooShort).max(128, m.auth.passwordTooLong);

/**
 * A password being chosen (register, reset, change): the spec's length rules, then not one of the most
 * common passwords. The check loads its dictionary on first use, so a screen that never validates a new
 * password (sign-in) never downloads it; the rule is asynchronous for that reason.
 */
const newPasswordField = (m: ApiMessages) =>
  passwordField(m).refine(async (password) => !(await import('../passwords/password-strength.ts')).isTooCommon(password), {
    message: m.auth.passwordTooCommon,
    // Only a password of an acceptable length is looked up: a short one gets the spec's message alone.
    when: (payload) => payload.issues.length === 0,
  });

/** The language chosen on the sign-in and register screens, kept for an account that has chosen none. */
const browserChoice = (m: ApiMessages) => adminLanguageField(m).optional();

export const loginSchemas = perLanguage((m) =>
  z.object({
    email: loginEmail(m),
    password: passwordField(m),
    adminLanguage: browserChoice(m),
  }),
);

const register = (m: ApiMessages) =>
  z.object({
    email: loginEmail(m),
    name: textField(m, { min: 2, max: 120, field: 'name', tooShort: m.auth.nameTooShort }),
    password: newPasswordField(m),
    role: z.literal(ADMIN_ROLE, { error: m.auth.roleMustBeAdmin }).default(ADMIN_ROLE),
    adminLanguage: browserChoice(m),
  });

export const registerSchemas = perLanguage(register);

/** The register screen also asks for the password twice; the server never sees the copy. */
export const registerFormSchemas = perLanguage((m) =>
  register(m)
    .extend({
      confirmPassword: z.string({ error: m.auth.passwordTooShort }).min(6, m.auth.passwordTooShort),
    })
    .refine((values) => values.password === values.confirmPassword, {
      message: m.auth.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
);
export const registerFormSchema = registerFormSchemas.en;

const changePassword = (m: ApiMessages) =>
  z.object({
    currentPassword: z.string({ error: m.auth.currentPasswordRequired }).min(1, m.auth.currentPasswordRequired),
    newPassword: newPasswordField(m),
  });

export const changePasswordSchemas = perLanguage(changePassword);

export const changePasswordFormSchemas = perLanguage((m) =>
  changePassword(m)
    .extend({ confirmPassword: z.string({ error: m.auth.passwordsDoNotMatch }) })
    .refine((values) => values.newPassword === values.confirmPassword, {
      message: m.auth.passwordsDoNotMatch,
      path: ['confirmPassword'],
    }),
);
export const changePasswordFormSchema = changePasswordFormSchemas.en;

/** A password-reset link's token, as the link carries it. */
const resetToken = (m: ApiMessages) => z.string({ error: m.passwordReset.tokenMissing }).trim().min(1, m.passwordReset.tokenMissing).max(200, m.passwordReset.tokenInvalid);

/** "Forgot password?": the account's email. */
export const passwordResetRequestSchemas = perLanguage((m) => z.object({ email: loginEmail(m) }));

/** A password chosen and typed twice; the second must match, and its message sits on the second field. */
const chosenPassword = (m: ApiMessages) => z.object({ password: newPasswordField(m), confirmPassword: z.string({ error: m.auth.passwordsDoNotMatch }) });
const matching = <S extends z.ZodType<{ password: string; confirmPassword: string }>>(m: ApiMessages, schema: S) =>
  schema.refine((values) => values.password === values.confirmPassword, { message: m.auth.passwordsDoNotMatch, path: ['confirmPassword'] });

/** A new password typed twice, as `npm run owner:password` asks for it. */
export const newPasswordSchemas = perLanguage((m) => matching(m, chosenPassword(m)));

/** The reset screen: the link's token and the new password twice; the server checks the copy too, as the contract sends it. */
export const passwordResetConfirmSchemas = perLanguage((m) => matching(m, chosenPassword(m).extend({ token: resetToken(m) })));

/** An authentication code: six digits from the app, or a backup code (letters and digits, dashes and spaces ignored). */
export const twoFactorCodeSchemas = perLanguage((m) =>
  z.object({
    code: z
      .string({ error: m.twoFactor.codeRequired })
      .transform((code) => code.replace(/[\s-]/g, ''))
      .pipe(z.string().min(6, m.twoFactor.codeRequired).max(20, m.twoFactor.codeWrong)),
  }),
);
export const twoFactorCodeSchema = twoFactorCodeSchemas.en;

/** Turning two-step sign-in off asks for the account's password. */
export const twoFactorDisableSchemas = perLanguage((m) =>
  z.object({ password: z.string({ error: m.auth.currentPasswordRequired }).min(1, m.auth.currentPasswordRequired).max(128, m.auth.passwordTooLong) }),
);
export const twoFactorDisableSchema = twoFactorDisableSchemas.en;
