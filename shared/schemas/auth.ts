import { z } from 'zod';
import { emailField, textField } from './fields.ts';

const loginEmail = emailField('Please enter a valid email address', { lowercase: true });

export const passwordField = z
  .string({ error: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Password must be at most 128 characters');

export const loginSchema = z.object({
  email: loginEmail,
  password: passwordField,
});

export const ADMIN_ROLE = 'admin';

export const registerSchema = z.object({
  email: loginEmail,
  name: textField({ min: 2, max: 120, label: 'Name', tooShort: 'Name must be at least 2 characters' }),
  password: passwordField,
  role: z.literal(ADMIN_ROLE, { error: 'Role must be admin' }).default(ADMIN_ROLE),
});

/** The register screen also asks for the password twice; the server never sees the copy. */
export const registerFormSchema = registerSchema
  .extend({
    confirmPassword: z
      .string({ error: 'Password must be at least 6 characters' })
      .min(6, 'Password must be at least 6 characters'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password'),
  newPassword: passwordField,
});

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;
