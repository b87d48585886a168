import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_ROLE, registerFormSchemas, type registerFormSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { notifyError } from '../lib/notify.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { InlineAlert } from '../ui/InlineAlert.tsx';
import { Input } from '../ui/Input.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PasswordStrength } from '../ui/PasswordStrength.tsx';
import { AuthShell } from './AuthShell.tsx';
import { LOGIN_PATH } from './paths.ts';
import { openSignIn } from './sign-in-page.ts';
import { useStartSession } from './use-start-session.ts';
import { keptChoice } from '../i18n/browser-language.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';

export default function RegisterPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof registerFormSchema>, unknown, z.output<typeof registerFormSchema>>({
    resolver: zodResolver(registerFormSchemas[lang]),
    defaultValues: { email: '', name: '', password: '', confirmPassword: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;

  const register = useMutation({
    mutationFn: async ({ email, name, password }: z.output<typeof registerFormSchema>) => {
      const headers = { 'Accept-Language': lang };
      const { message } = await readJson(await api.api.admin.register.$post({ json: { email, name, password, role: ADMIN_ROLE, adminLanguage: keptChoice() } }, { headers }));
      // Registering signs nobody in, so that it answers alike whether or not the address has an account: the new
      // account signs in with what was just chosen, as any account does.
      const signedIn = await readJson(await api.api.admin.login.$post({ json: { email, password, adminLanguage: keptChoice() } }, { headers })).catch(() => null);
      return { message, user: signedIn && !('twoFactorRequired' in signedIn) ? signedIn : null };
    },
    onMutate: () => setFailure(null),
    onSuccess: ({ message, user }) => {
      if (user) startSession(user, (t) => ({ title: t.registrationSuccessTitle, description: t.registrationSuccessDescription(user.name) }));
      else openSignIn({ toast: { title: text.session.registrationSuccessTitle, description: message } });
    },
    onError: (error) => {
      setFailure(reasonOf(error) ?? text.session.registrationFallback);
      notifyError(text.session.registrationFailed, text.session.registrationFailed);
    },
  });

  return (
    <AuthShell
      title={text.session.register}
      footer={
        <>
          {text.session.alreadyHaveAccount}{' '}
          <a href={LOGIN_PATH} className="rounded font-semibold text-nile-600 underline-offset-4 hover:underline">
            {text.session.signIn}
          </a>
        </>
      }
    >
      <h1 className="text-xl font-bold tracking-tight text-ink">{text.session.registerHeading}</h1>
      <p className="mt-1 text-sm text-muted">{text.session.registerIntro}</p>
      <form noValidate className="mt-6 grid gap-4" onSubmit={form.handleSubmit((values) => register.mutate(values))}>
        {failure ? <InlineAlert title={text.session.registrationFailed}>{failure}</InlineAlert> : null}
        <FormField label={text.session.email} error={errors.email?.message}>
          <Input type="email" dir="ltr" autoComplete="email" inputMode="email" placeholder={text.session.emailPlaceholder} {...form.register('email')} />
        </FormField>
        <FormField label={text.session.fullName} error={errors.name?.message}>
          <Input autoComplete="name" placeholder={text.session.namePlaceholder} {...form.register('name')} />
        </FormField>
        <FormField label={text.session.password} hint={text.session.passwordHint} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <PasswordStrength password={form.watch('password')} />
        <FormField label={text.session.confirmPassword} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" busy={register.isPending}>
          {register.isPending ? null : <UserPlus aria-hidden="true" />}
          {register.isPending ? text.session.creatingAccount : text.session.createAccount}
        </Button>
      </form>
    </AuthShell>
  );
}
