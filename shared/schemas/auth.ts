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

/** The language chosen on the sign-in and register screens, kept for an account that has chosen none. */
const browserChoice = (m: ApiMessages) => adminLanguageField(m).optional();

export const loginSchemas = perLanguage((m) =>
  z.object({
    email: loginEmail(m),
    password: passwordField(m),
    adminLanguage: browserChoice(m),
  }),
);
export const loginSchema = loginSchemas.en;

const register = (m: ApiMessages) =>
  z.object({
    email: loginEmail(m),
    name: textField(m, { min: 2, max: 120, field: 'name', tooShort: m.auth.nameTooShort }),
    password: passwordField(m),
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
    newPassword: passwordField(m),
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
