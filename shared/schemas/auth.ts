import { z } from 'zod';
import { authMessages as m } from '../messages/auth.ts';
import { emailField, textField } from './fields.ts';

const loginEmail = emailField(m.invalidEmail, { lowercase: true });

const passwordField = z.string({ error: m.passwordTooShort }).min(6, m.passwordTooShort).max(128, m.passwordTooLong);

export const loginSchema = z.object({
  email: loginEmail,
  password: passwordField,
});

export const ADMIN_ROLE = 'admin';

export const registerSchema = z.object({
  email: loginEmail,
  name: textField({ min: 2, max: 120, label: 'Name', tooShort: m.nameTooShort }),
  password: passwordField,
  role: z.literal(ADMIN_ROLE, { error: m.roleMustBeAdmin }).default(ADMIN_ROLE),
});

/** The register screen also asks for the password twice; the server never sees the copy. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z.string({ error: m.passwordTooShort }).min(6, m.passwordTooShort),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: m.currentPasswordRequired }).min(1, m.currentPasswordRequired),
  newPassword: passwordField,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: m.passwordsDoNotMatch }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: m.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
