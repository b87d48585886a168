import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound, LogIn } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { loginSchemas, twoFactorCodeSchemas, type loginSchema, type twoFactorCodeSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { notifyError } from '../lib/notify.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { InlineAlert } from '../ui/InlineAlert.tsx';
import { Input } from '../ui/Input.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { apiMessages } from '../../../shared/messages/api-messages.ts';
import type { SessionUser } from '../lib/api-types.ts';
import { AuthForm } from './AuthForm.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from './paths.ts';
import { useStartSession } from './use-start-session.ts';
import { keptChoice } from '../i18n/browser-language.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';

/** The second step of a sign-in with two-step sign-in on: the authenticator app's code, or a backup code. */
function CodeStep({ onSignedIn, onStartAgain }: { onSignedIn: (user: SessionUser) => void; onStartAgain: () => void }) {
  const t = useText().session;
  const lang = useAdminLanguage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<z.input<typeof twoFactorCodeSchema>, unknown, z.output<typeof twoFactorCodeSchema>>({
    resolver: zodResolver(twoFactorCodeSchemas[lang]),
    defaultValues: { code: '' },
    ...FORM_TIMING,
  });
  const verify = useMutation({
    mutationFn: async ({ code }: z.output<typeof twoFactorCodeSchema>) =>
      readJson(await api.api.admin.login['two-factor'].$post({ json: { code } }, { headers: { 'Accept-Language': lang } })),
    onMutate: () => setFailure(null),
    onSuccess: onSignedIn,
    onError: (error) => {
      const message = reasonOf(error) ?? apiMessages[lang].twoFactor.codeWrong;
      setFailure(message);
      notifyError(message, t.loginFailed);
    },
  });
  return (
    <AuthShell title={t.codeTitle}>
      <h1 className="text-xl font-bold tracking-tight text-ink">{t.codeTitle}</h1>
      <p className="mt-1 text-sm text-muted">{t.codeIntro}</p>
      <form noValidate className="mt-6 grid gap-4" onSubmit={form.handleSubmit((values) => verify.mutate(values))}>
        {failure ? <InlineAlert title={t.loginFailed}>{failure}</InlineAlert> : null}
        <FormField label={t.codeLabel} error={form.formState.errors.code?.message}>
          <Input dir="ltr" autoComplete="one-time-code" inputMode="text" autoCapitalize="off" spellCheck={false} className="tracking-widest" autoFocus {...form.register('code')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" busy={verify.isPending}>
          {verify.isPending ? null : <KeyRound aria-hidden="true" />}
          {verify.isPending ? t.verifying : t.verify}
        </Button>
        <button type="button" onClick={onStartAgain} className="justify-self-center rounded text-sm font-semibold text-nile-600 underline-offset-4 hover:underline">
          {t.startAgain}
        </button>
      </form>
    </AuthShell>
  );
}

export default function LoginPage() {
  const t = useText().session;
  const lang = useAdminLanguage();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const [askingCode, setAskingCode] = useState(false);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchemas[lang]),
    defaultValues: { email: '', password: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;
  const welcome = (user: SessionUser) => startSession(user, (words) => ({ title: words.loginSuccessTitle, description: words.loginSuccessDescription(user.name) }));

  const login = useMutation({
    // The language picked on this screen goes along, for an account that has not chosen one; refusals come in the screen's language.
    mutationFn: async (values: z.output<typeof loginSchema>) =>
      readJson(await api.api.admin.login.$post({ json: { ...values, adminLanguage: keptChoice() } }, { headers: { 'Accept-Language': lang } })),
    onMutate: () => setFailure(null),
    onSuccess: (answer) => {
      if ('twoFactorRequired' in answer) setAskingCode(true);
      else welcome(answer);
    },
    onError: (error) => {
      // A 401 is always "Invalid email or password"; other failures (too many attempts, offline) say what happened.
      const invalidLogin = apiMessages[lang].auth.invalidLogin;
      const message = (error as { status?: number }).status === 401 ? invalidLogin : (reasonOf(error) ?? invalidLogin);
      setFailure(message);
      notifyError(message, t.loginFailed);
    },
  });

  if (askingCode) {
    return (
      <CodeStep
        onSignedIn={welcome}
        onStartAgain={() => {
          setAskingCode(false);
          form.reset();
        }}
      />
    );
  }

  return (
    <AuthForm
      title={t.signIn}
      heading={t.signIn}
      intro={t.signInIntro}
      switchTo={{ prompt: t.newToTheTeam, label: t.register, href: REGISTER_PATH }}
      failureTitle={t.loginFailed}
      failure={failure}
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
    >
      <FormField label={t.email} error={errors.email?.message}>
        <Input type="email" dir="ltr" autoComplete="username" inputMode="email" placeholder={t.emailPlaceholder} {...form.register('email')} />
      </FormField>
      <FormField
        label={t.password}
        error={errors.password?.message}
        aside={
          <Link href={FORGOT_PASSWORD_PATH} className="rounded font-semibold text-nile-600 underline-offset-4 hover:underline">
            {t.forgotPassword}
          </Link>
        }
      >
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" className="mt-1 w-full" busy={login.isPending}>
        {login.isPending ? null : <LogIn aria-hidden="true" className="rtl:-scale-x-100" />}
        {login.isPending ? t.signingIn : t.signIn}
      </Button>
    </AuthForm>
  );
}
