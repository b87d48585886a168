import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MANUAL_CHANNELS, PROJECT_TYPES } from '../../../shared/leads.ts';
import { manualLeadSchemas } from '../../../shared/schemas/message-update.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { FORM_TIMING } from '../lib/form-options.ts';
import { useLeadWords } from './lead-words.ts';
import { useAddLead } from './use-messages.ts';

type TypedLead = z.input<(typeof manualLeadSchemas)['en']>;
type CheckedLead = z.output<(typeof manualLeadSchemas)['en']>;
const EMPTY = { name: '', phone: '', email: '', channel: 'phone', projectType: '', note: '' } as const;

/** "Add lead": a lead that came by phone, WhatsApp, a walk-in or a referral, checked by the API's own rule. */
export function AddLeadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const words = useLeadWords();
  const t = text.leads.add;
  const add = useAddLead();
  const form = useForm<TypedLead, unknown, CheckedLead>({ resolver: zodResolver(manualLeadSchemas[lang]), defaultValues: EMPTY, ...FORM_TIMING });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset(EMPTY);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close} title={t.title} description={t.description}>
      <form
        className="grid gap-4"
        onSubmit={form.handleSubmit((lead) =>
          add.mutate(lead, {
            onSuccess: () => {
              toast({ title: t.added, description: t.addedDescription(lead.name) });
              close(false);
            },
            onError: (error) => notifyError(failedTo(t.failed, error)),
          }),
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t.name} error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t.phone} error={errors.phone?.message}>
            <Input type="tel" autoComplete="off" dir="ltr" {...form.register('phone')} />
          </FormField>
          <FormField label={t.email} aside={text.common.optional} error={errors.email?.message}>
            <Input type="email" autoComplete="off" dir="ltr" {...form.register('email')} />
          </FormField>
          <FormField label={t.channel} error={errors.channel?.message}>
            <Select {...form.register('channel')}>
              {MANUAL_CHANNELS.map((channel) => (
                <option key={channel} value={channel}>
                  {words.channel(channel)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField label={t.projectType} aside={text.common.optional} error={errors.projectType?.message}>
            <Select {...form.register('projectType')}>
              <option value="">{t.noneChosen}</option>
              {PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {words.projectType(type)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField label={t.note} aside={text.common.optional} error={errors.note?.message}>
          <Textarea rows={3} {...form.register('note')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {text.common.cancel}
          </Button>
          <Button type="submit" busy={add.isPending}>
            {add.isPending ? null : <UserPlus aria-hidden="true" />}
            {add.isPending ? t.submitting : t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
