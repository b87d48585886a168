import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import { passwordResetConfirmSchemas, type passwordResetConfirmSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { InlineAlert } from '../ui/InlineAlert.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PasswordStrength } from '../ui/PasswordStrength.tsx';
import { AuthShell } from './AuthShell.tsx';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from './paths.ts';
import { clearSession } from './session-store.ts';

/** The reset link's screen: a new password twice, with its strength; then every session of the account ends and it signs in again. */
export default function ResetPasswordPage() {
  const t = useText().session;
  const lang = useAdminLanguage();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const form = useForm<z.input<typeof passwordResetConfirmSchema>, unknown, z.output<typeof passwordResetConfirmSchema>>({
    resolver: zodResolver(passwordResetConfirmSchemas[lang]),
    defaultValues: { token, password: '', confirmPassword: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;
  const reset = useMutation({
    // Before sign-in the answer and its refusals come in the screen's language.
    mutationFn: async (json: z.output<typeof passwordResetConfirmSchema>) =>
      readJson(await api.api.admin['password-reset'].confirm.$post({ json }, { headers: { 'Accept-Language': lang } })),
    onSuccess: (result) => {
      // The account's sessions have ended, this browser's too if it was signed in to it.
      clearSession();
      toast({ title: t.resetDoneTitle, description: result.message });
      navigate(LOGIN_PATH, { replace: true });
    },
    onError: (error) => notifyError(reasonOf(error) ?? t.resetFailed, t.resetFailed),
  });
  const failure = reset.isError ? (reasonOf(reset.error) ?? t.resetFailed) : !token ? t.linkIncomplete : (errors.token?.message ?? null);

  return (
    <AuthShell
      title={t.resetTitle}
      footer={
        <Link href={FORGOT_PASSWORD_PATH} className="rounded font-semibold text-nile-600 underline-offset-4 hover:underline">
          {t.askForNewLink}
        </Link>
      }
    >
      <h1 className="text-xl font-bold tracking-tight text-ink">{t.resetTitle}</h1>
      <p className="mt-1 text-sm text-muted">{t.resetIntro}</p>
      <form noValidate className="mt-6 grid gap-4" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        {failure ? <InlineAlert title={t.resetFailed}>{failure}</InlineAlert> : null}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <FormField label={t.newPassword} hint={t.passwordHint} error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <PasswordStrength password={form.watch('password')} />
        <FormField label={t.confirmPassword} error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="mt-1 w-full" busy={reset.isPending} disabled={!token}>
          {reset.isPending ? null : <KeyRound aria-hidden="true" />}
          {reset.isPending ? t.settingPassword : t.setPassword}
        </Button>
      </form>
    </AuthShell>
  );
}
