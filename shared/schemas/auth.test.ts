import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { changePasswordFormSchemas, registerFormSchema, registerFormSchemas } from './auth.ts';
import { en } from '../messages/en.ts';

const messagesOf = (values: unknown, schema: ZodType = registerFormSchema) => {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('register form rules', () => {
  it('puts "Passwords do not match" on the confirm field', () => {
    expect(messagesOf({ email: 'a@example.com', name: 'Amal', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: en.auth.passwordsDoNotMatch,
    });
  });

  it('uses the spec messages for every field', () => {
    expect(messagesOf({ email: 'x', name: 'A', password: '1', confirmPassword: '1' })).toEqual({
      email: en.auth.invalidEmail,
      name: en.auth.nameTooShort,
      password: en.auth.passwordTooShort,
      confirmPassword: en.auth.passwordTooShort,
    });
  });

  it('says the same in Arabic, with the same limits', () => {
    expect(messagesOf({ email: 'x', name: 'A', password: '1', confirmPassword: '1' }, registerFormSchemas.ar)).toEqual({
      email: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا',
      name: 'يجب ألا يقل الاسم عن حرفين',
      password: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
      confirmPassword: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
    });
    expect(messagesOf({ currentPassword: 'old-one', newPassword: 'x'.repeat(129), confirmPassword: 'other' }, changePasswordFormSchemas.ar)).toEqual({
      newPassword: 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
      confirmPassword: 'كلمتا المرور غير متطابقتين',
    });
  });
});
