import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { changePasswordFormSchemas, passwordResetConfirmSchemas, registerFormSchema, registerFormSchemas } from './auth.ts';
import { en } from '../messages/en.ts';

const messagesOf = async (values: unknown, schema: ZodType = registerFormSchema) => {
  const result = await schema.safeParseAsync(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('register form rules', () => {
  it('puts "Passwords do not match" on the confirm field', async () => {
    expect(await messagesOf({ email: 'a@example.com', name: 'Amal', password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: en.auth.passwordsDoNotMatch,
    });
  });

  it('uses the spec messages for every field', async () => {
    expect(await messagesOf({ email: 'x', name: 'A', password: '1', confirmPassword: '1' })).toEqual({
      email: en.auth.invalidEmail,
      name: en.auth.nameTooShort,
      password: en.auth.passwordTooShort,
      confirmPassword: en.auth.passwordTooShort,
    });
  });

  it('says the same in Arabic, with the same limits', async () => {
    expect(await messagesOf({ email: 'x', name: 'A', password: '1', confirmPassword: '1' }, registerFormSchemas.ar)).toEqual({
      email: 'من فضلك أدخل بريدًا إلكترونيًا صحيحًا',
      name: 'يجب ألا يقل الاسم عن حرفين',
      password: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
      confirmPassword: 'يجب ألا تقل كلمة المرور عن 6 أحرف',
    });
    expect(await messagesOf({ currentPassword: 'old-one', newPassword: 'x'.repeat(129), confirmPassword: 'other' }, changePasswordFormSchemas.ar)).toEqual({
      newPassword: 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
      confirmPassword: 'كلمتا المرور غير متطابقتين',
    });
  });

  it('refuses the most common passwords where one is chosen, in both languages, and only once the length is right', async () => {
    const base = { email: 'a@example.com', name: 'Amal' };
    expect(await messagesOf({ ...base, password: 'password1', confirmPassword: 'password1' })).toEqual({ password: en.auth.passwordTooCommon });
    expect(await messagesOf({ ...base, password: 'qwerty', confirmPassword: 'qwerty' }, registerFormSchemas.ar)).toEqual({
      password: 'كلمة المرور هذه شائعة جدًا. من فضلك اختر كلمة مرور أخرى.',
    });
    expect(await messagesOf({ ...base, password: '12345', confirmPassword: '12345' })).toEqual({ password: en.auth.passwordTooShort, confirmPassword: en.auth.passwordTooShort });
    expect(await messagesOf({ ...base, password: 'Zamalek-loft-2026', confirmPassword: 'Zamalek-loft-2026' })).toEqual({});
    expect(await messagesOf({ token: 't', password: 'iloveyou', confirmPassword: 'iloveyou' }, passwordResetConfirmSchemas.en)).toEqual({ password: en.auth.passwordTooCommon });
  });
});
