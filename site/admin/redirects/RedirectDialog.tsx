import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { redirectSchemas, type redirectSchema } from '../../../shared/schemas/redirect.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { type RedirectValues, useSaveRedirect } from './use-redirects.ts';

type RedirectInput = z.input<typeof redirectSchema>;
type RedirectOutput = z.output<typeof redirectSchema>;

/** What the dialog edits: a redirect (with its id), or a new one, perhaps from a missing page. */
export type RedirectDraft = RedirectValues & { id: number | null };

/**
 * Adds or edits a redirect with the API's own rules; the rules that need the other redirects and the
 * site's pages (a loop, a path a page answers, a second redirect from one path) come back from the server
 * and are shown under the field they concern.
 */
export function RedirectDialog({ draft, onClose }: { draft: RedirectDraft | null; onClose: () => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.redirects;
  const save = useSaveRedirect();
  const form = useForm<RedirectInput, unknown, RedirectOutput>({ resolver: zodResolver(redirectSchemas[lang]), defaultValues: { from: '', to: '' }, ...FORM_TIMING });
  const { errors } = form.formState;
  useEffect(() => {
    if (draft) form.reset({ from: draft.from, to: draft.to });
  }, [draft, form]);

  const submit = form.handleSubmit((json) => {
    if (!draft) return;
    save.mutate(
      { id: draft.id, json },
      {
        onSuccess: (saved) => {
          toast({ title: t.saved, description: t.savedDescription(saved.from, saved.to) });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 400 || error.status === 409)) {
            form.setError('from', { message: reasonOf(error) ?? t.saveFailed }, { shouldFocus: true });
            return;
          }
          notifyError(failedTo(t.saveFailed, error));
        },
      },
    );
  });

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={draft?.id === null ? t.dialogAdd : t.dialogEdit}
      description={t.dialogDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {text.common.cancel}
          </Button>
          <Button type="submit" form="redirect-form" busy={save.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      <form id="redirect-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField label={t.from} hint={t.fromHint} error={errors.from?.message}>
          <Input dir="ltr" autoComplete="off" spellCheck={false} {...form.register('from')} />
        </FormField>
        <FormField label={t.to} hint={t.toHint} error={errors.to?.message}>
          <Input dir="ltr" autoComplete="off" spellCheck={false} {...form.register('to')} />
        </FormField>
      </form>
    </Dialog>
  );
}
