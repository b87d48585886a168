import { describe, expect, it } from 'vitest';
import { registerFormSchema } from './auth.ts';
import { authMessages } from '../messages/auth.ts';

const messagesOf = (values: unknown) => {
  const result = registerFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('register form rules', () => {
  it('puts "Passwords do not match" on the confirm field', () => {
    expect(messagesOf({ email: 'a@example.com', name: 'Amal', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: authMessages.passwordsDoNotMatch,
    });
  });

  it('uses the spec messages for every field', () => {
    expect(messagesOf({ email: 'x', name: 'A', password: '1', confirmPassword: '1' })).toEqual({
      email: authMessages.invalidEmail,
      name: authMessages.nameTooShort,
      password: authMessages.passwordTooShort,
      confirmPassword: authMessages.passwordTooShort,
    });
  });
});
