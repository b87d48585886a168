import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, Mail, MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewRequestSchemas } from '../../../shared/schemas/testimonial.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { currentText, useAdminLanguage, useText } from '../i18n/text.ts';
import type { MadeTestimonialRequest, Project } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { useEmailRequest, useMakeRequest } from './use-testimonials.ts';
import { ProjectSelect, projectIdValue } from './ProjectSelect.tsx';

type Schema = (typeof reviewRequestSchemas)['en'];
type FormInput = z.input<Schema>;
type FormOutput = z.output<Schema>;

/** Copies a review link, and says so (or says to copy it by hand). */
export const copyLink = async (url: string) => {
  const t = currentText().testimonials.request;
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t.copied, description: url });
  } catch {
    notifyError(url, t.copyFailed);
  }
};

/** A WhatsApp chat with the message and link written in, for the office to pick the client and send. */
const whatsappLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;

/** What the form starts with: a client of a won lead's, or nothing (the page opens in the admin's language). */
type RequestPrefill = Pick<FormInput, 'name' | 'email' | 'projectId' | 'lang'>;

interface RequestDialogProps {
  open: boolean;
  projects: readonly Project[];
  mailEnabled: boolean;
  onClose: () => void;
  prefill?: RequestPrefill;
}

/** Makes a one-time review link for a client, then offers it: copy, WhatsApp and, with an address and email set up, email. */
export function RequestDialog({ open, projects, mailEnabled, onClose, prefill }: RequestDialogProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.testimonials.request;
  const make = useMakeRequest();
  const email = useEmailRequest();
  const [made, setMade] = useState<MadeTestimonialRequest | null>(null);
  const start = prefill ?? { name: '', email: '', projectId: null, lang };
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(reviewRequestSchemas[lang]),
    defaultValues: start,
    ...FORM_TIMING,
  });
  const { errors } = form.formState;
  const { name, email: address, projectId: project, lang: pageLang } = start;
  useEffect(() => {
    if (open) {
      setMade(null);
      form.reset({ name, email: address, projectId: project, lang: pageLang });
    }
  }, [open, form, name, address, project, pageLang]);

  const submit = form.handleSubmit((json) =>
    make.mutate(json, {
      onSuccess: setMade,
      onError: (error) => notifyError(error instanceof ApiError && error.status === 400 ? (reasonOf(error) ?? t.failed) : failedTo(t.failed, error)),
    }),
  );
  const sendEmail = () =>
    made &&
    email.mutate(made.id, {
      onSuccess: () => toast({ title: t.emailSent, description: made.email ?? '' }),
      onError: (error) => notifyError(failedTo(t.emailFailed, error)),
    });

  const projectId = form.register('projectId', projectIdValue);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && !make.isPending && onClose()}
      title={made ? t.ready : t.title}
      description={made ? t.readyHint(formatLongDate(made.expiresAt, lang)) : t.description}
      footer={
        made ? (
          <Button onClick={onClose}>{t.done}</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={make.isPending}>
              {text.common.cancel}
            </Button>
            <Button type="submit" form="request-form" busy={make.isPending}>
              {t.make}
            </Button>
          </>
        )
      }
    >
      {made ? (
        <div className="grid gap-4">
          <Input readOnly dir="ltr" value={made.url} aria-label={t.ready} onFocus={(event) => event.currentTarget.select()} />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void copyLink(made.url)}>
              <Copy aria-hidden="true" />
              {t.copy}
            </Button>
            <a className={buttonClass({ variant: 'secondary' })} href={whatsappLink(t.message(made.name, made.url))} target="_blank" rel="noopener noreferrer">
              <MessageCircle aria-hidden="true" />
              {t.whatsapp}
            </a>
            {made.email && mailEnabled ? (
              <Button variant="secondary" busy={email.isPending} disabled={email.isSuccess} onClick={sendEmail}>
                <Mail aria-hidden="true" />
                {t.sendEmail}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <form id="request-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField label={t.name} error={errors.name?.message}>
            <Input dir="auto" autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t.email} hint={t.emailHint} error={errors.email?.message}>
            <Input type="email" dir="ltr" autoComplete="off" {...form.register('email')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t.project} error={errors.projectId?.message}>
              <ProjectSelect projects={projects} registration={projectId} />
            </FormField>
            <FormField label={t.lang} error={errors.lang?.message}>
              <Select {...form.register('lang')}>
                <option value="en">{t.langs.en}</option>
                <option value="ar">{t.langs.ar}</option>
              </Select>
            </FormField>
          </div>
        </form>
      )}
    </Dialog>
  );
}
