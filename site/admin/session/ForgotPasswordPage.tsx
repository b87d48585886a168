import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailCheck, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import type { z } from 'zod';
import { passwordResetRequestSchemas, type passwordResetRequestSchema } from '../../../shared/schemas/auth.ts';
import { api } from '../../lib/api-client.ts';
import { readJson, reasonOf } from '../../lib/api-error.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { PasswordResetOptions } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { LoadingState } from '../ui/Spinner.tsx';
import { AuthShell } from './AuthShell.tsx';
import { LOGIN_PATH } from './paths.ts';

function BackToSignIn() {
  const t = useText().session;
  return (
    <Link href={LOGIN_PATH} className="rounded font-semibold text-nile-600 underline-offset-4 hover:underline">
      {t.backToSignIn}
    </Link>
  );
}

/** "Forgot password?": the account's email, and a link by email; without email on the server, who can reset it instead. */
export default function ForgotPasswordPage() {
  const t = useText().session;
  const lang = useAdminLanguage();
  const options = useQuery<PasswordResetOptions>({ queryKey: [endpoints.passwordReset] });
  const form = useForm<z.input<typeof passwordResetRequestSchema>, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchemas[lang]),
    defaultValues: { email: '' },
    ...FORM_TIMING,
  });
  const request = useMutation({
    // Before sign-in the answer comes in the screen's language.
    mutationFn: async (json: z.output<typeof passwordResetRequestSchema>) =>
      readJson(await api.api.admin['password-reset'].$post({ json }, { headers: { 'Accept-Language': lang } })),
    onError: (error) => notifyError(reasonOf(error) ?? t.requestFailed, t.requestFailed),
  });

  if (options.isPending) return <LoadingState fullScreen />;
  const byEmail = options.data?.byEmail ?? true;

  return (
    <AuthShell title={t.forgotTitle} footer={<BackToSignIn />}>
      <h1 className="text-xl font-bold tracking-tight text-ink">{t.forgotHeading}</h1>
      {!byEmail ? (
        <div role="status" className="mt-4 rounded-md border border-warning-100 bg-warning-50 p-3 text-sm text-warning-700">
          <p className="font-semibold">{t.noEmailTitle}</p>
          <p className="mt-1 text-[13px] leading-relaxed">{t.noEmailBody}</p>
        </div>
      ) : request.isSuccess ? (
        <div role="status" className="mt-4 flex gap-3 rounded-md border border-line bg-subtle p-3 text-sm text-stone-800">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
          <div>
            <p className="font-semibold text-ink">{t.linkSentTitle}</p>
            <p className="mt-1 text-[13px] leading-relaxed">{request.data.message}</p>
          </div>
        </div>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t.forgotIntro}</p>
          <form noValidate className="mt-6 grid gap-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
            <FormField label={t.email} error={form.formState.errors.email?.message}>
              <Input type="email" dir="ltr" autoComplete="username" inputMode="email" placeholder={t.emailPlaceholder} {...form.register('email')} />
            </FormField>
            <Button type="submit" className="mt-1 w-full" busy={request.isPending}>
              {request.isPending ? null : <Send aria-hidden="true" />}
              {request.isPending ? t.sendingLink : t.sendLink}
            </Button>
          </form>
        </>
      )}
    </AuthShell>
  );
}
