import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loginSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { notifyError } from '../lib/notify.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { en } from '../../../shared/messages/en.ts';
import { AuthForm } from './AuthForm.tsx';
import { REGISTER_PATH } from './paths.ts';
import { useStartSession } from './use-start-session.ts';
import { text } from '../i18n/text.ts';

export default function LoginPage() {
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;

  const login = useMutation({
    mutationFn: async (values: z.output<typeof loginSchema>) => readJson(await api.api.admin.login.$post({ json: values })),
    onMutate: () => setFailure(null),
    onSuccess: (user) => startSession(user, { title: text.session.loginSuccessTitle, description: text.session.loginSuccessDescription(user.name) }),
    onError: (error) => {
      // A 401 is always "Invalid email or password"; other failures (too many attempts, offline) say what happened.
      const message = (error as { status?: number }).status === 401 ? en.auth.invalidLogin : (reasonOf(error) ?? en.auth.invalidLogin);
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
        <Input type="email" autoComplete="username" inputMode="email" placeholder={text.session.emailPlaceholder} {...form.register('email')} />
      </FormField>
      <FormField label={text.session.password} error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="mt-1 w-full" busy={login.isPending}>
        {login.isPending ? null : <LogIn aria-hidden="true" />}
        {login.isPending ? text.session.signingIn : text.session.signIn}
      </Button>
    </AuthForm>
  );
}
