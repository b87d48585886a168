import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changePasswordFormSchemas, type changePasswordFormSchema } from '../../../shared/schemas/auth.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { FormField } from '../ui/FormField.tsx';
import { PasswordInput } from '../ui/PasswordInput.tsx';
import { PasswordStrength } from '../ui/PasswordStrength.tsx';
import { useChangePassword } from './use-account.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';

type Input = z.input<typeof changePasswordFormSchema>;
type Output = z.output<typeof changePasswordFormSchema>;

/** Changes one's own password; the server signs out every other session of the account. */
export function ChangePasswordCard() {
  const text = useText();
  const lang = useAdminLanguage();
  const change = useChangePassword();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(changePasswordFormSchemas[lang]),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    ...FORM_TIMING,
  });
  const { errors } = form.formState;

  const onSubmit = ({ currentPassword, newPassword }: Output) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: (result) => {
          toast({ title: text.settings.passwordChanged, description: result.message });
          form.reset();
        },
        onError: (error) => {
          const reason = reasonOf(error) ?? text.settings.passwordChangeFailed;
          if (error instanceof ApiError && error.status === 400) form.setError('currentPassword', { message: reason }, { shouldFocus: true });
          notifyError(reason);
        },
      },
    );

  return (
    <Card>
      <CardHeader title={text.settings.changePassword} description={text.settings.changePasswordDescription} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 p-5">
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <FormField label={text.settings.currentPassword} error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={text.settings.newPassword} error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label={text.settings.confirmPassword} error={errors.confirmPassword?.message}>
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
        <PasswordStrength password={form.watch('newPassword')} />
        <div className="flex justify-end">
          <Button type="submit" busy={change.isPending}>
            {change.isPending ? null : <KeyRound aria-hidden="true" />}
            {text.settings.updatePassword}
          </Button>
        </div>
      </form>
    </Card>
  );
}
