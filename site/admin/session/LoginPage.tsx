import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchemas, type loginSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { notifyError } from '../lib/notify.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import { AuthForm } from './AuthForm.tsx';
import { REGISTER_PATH } from './paths.ts';
import { useStartSession } from './use-start-session.ts';
import { keptChoice } from '../i18n/browser-language.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';

export default function LoginPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchemas[lang]),
    defaultValues: { email: '', password: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;

  const login = useMutation({
    // The language picked on this screen goes along, for an account that has not chosen one; refusals come in the screen's language.
    mutationFn: async (values: z.output<typeof loginSchema>) =>
      readJson(await api.api.admin.login.$post({ json: { ...values, adminLanguage: keptChoice() } }, { headers: { 'Accept-Language': lang } })),
    onMutate: () => setFailure(null),
    onSuccess: (user) => startSession(user, (t) => ({ title: t.loginSuccessTitle, description: t.loginSuccessDescription(user.name) })),
    onError: (error) => {
      // A 401 is always "Invalid email or password"; other failures (too many attempts, offline) say what happened.
      const invalidLogin = apiMessages[lang].auth.invalidLogin;
      const message = (error as { status?: number }).status === 401 ? invalidLogin : (reasonOf(error) ?? invalidLogin);
      setFailure(message);
      notifyError(message, text.session.loginFailed);
    },
  });

  return (
    <AuthForm
      title={text.session.signIn}
      heading={text.session.signIn}
      intro={text.session.signInIntro}
      switchTo={{ prompt: text.session.newToTheTeam, label: text.session.register, href: REGISTER_PATH }}
      failureTitle={text.session.loginFailed}
      failure={failure}
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <FormField label={text.session.email} error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="username" inputMode="email" placeholder={text.session.emailPlaceholder} {...form.register('email')} />
      </FormField>
      <FormField label={text.session.password} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="mt-1 w-full" busy={login.isPending}>
        {login.isPending ? null : <LogIn aria-hidden="true" className="rtl:-scale-x-100" />}
        {login.isPending ? text.session.signingIn : text.session.signIn}
      </Button>
    </AuthForm>
  );
}
