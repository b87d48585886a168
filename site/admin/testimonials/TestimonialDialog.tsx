import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { isImageTooLarge } from '../../../shared/image-limits.ts';
import { type testimonialSchema, testimonialSchemas } from '../../../shared/schemas/testimonial.ts';
import { TESTIMONIAL_STATUSES } from '../../../shared/testimonials.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { uploadFailureText, uploadImage } from '../gallery/upload-image.ts';
import { tooLargeMessage } from '../gallery/upload-limits.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import type { Project, TestimonialRow } from '../lib/api-types.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { ProjectSelect, projectIdValue } from './ProjectSelect.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { useSaveTestimonial } from './use-testimonials.ts';

type FormInput = z.input<typeof testimonialSchema>;
type FormOutput = z.output<typeof testimonialSchema>;

const EMPTY: FormInput = {
  quote: { en: '', ar: '' },
  name: '',
  role: '',
  company: '',
  projectId: null,
  photo: null,
  date: '',
  consent: false as unknown as true,
  status: 'pending',
};

const valuesOf = (row: TestimonialRow): FormInput => ({
  quote: row.quote,
  name: row.name,
  role: row.role ?? '',
  company: row.company ?? '',
  projectId: row.projectId,
  photo: row.photo,
  date: row.date ?? '',
  consent: row.consent as true,
  status: row.status,
});

/** Adds or edits a testimonial with the API's own rules: both languages' quotes side by side (to translate one), who said it, the permission. */
export function TestimonialDialog({ editing, projects, onClose }: { editing: TestimonialRow | 'new' | null; projects: readonly Project[]; onClose: () => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.testimonials;
  const save = useSaveTestimonial();
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(testimonialSchemas[lang]), defaultValues: EMPTY, ...FORM_TIMING });
  const { errors } = form.formState;
  const photo = useWatch({ control: form.control, name: 'photo' });
  const file = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (editing) form.reset(editing === 'new' ? EMPTY : valuesOf(editing));
  }, [editing, form]);

  const upload = async (chosen: File) => {
    if (isImageTooLarge(chosen.size)) return notifyError(tooLargeMessage(chosen), t.uploadFailed);
    setUploading(true);
    try {
      const uploaded = await uploadImage(chosen);
      form.setValue('photo', uploaded.imageUrl, { shouldDirty: true });
    } catch (failure) {
      notifyError(uploadFailureText(failure), t.uploadFailed);
    } finally {
      setUploading(false);
    }
  };

  const submit = form.handleSubmit((json) => {
    if (!editing) return;
    save.mutate(
      { id: editing === 'new' ? null : editing.id, json },
      {
        onSuccess: (saved) => {
          toast({ title: t.saved, description: saved.name });
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) return notifyError(reasonOf(error) ?? t.saveFailed, t.saveFailed);
          notifyError(failedTo(t.saveFailed, error));
        },
      },
    );
  });

  const projectId = form.register('projectId', projectIdValue);
  return (
    <Dialog
      open={editing !== null}
      onOpenChange={(open) => !open && !save.isPending && onClose()}
      title={editing === 'new' ? t.dialogAdd : t.dialogEdit}
      description={t.dialogDescription}
      className="sm:max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {text.common.cancel}
          </Button>
          <Button type="submit" form="testimonial-form" busy={save.isPending} disabled={uploading}>
            {t.save}
          </Button>
        </>
      }
    >
      <form id="testimonial-form" noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <FormField label={t.quoteEn} error={errors.quote?.en?.message ?? errors.quote?.message}>
            <Textarea dir="ltr" lang="en" rows={5} {...form.register('quote.en')} />
          </FormField>
          <FormField label={t.quoteAr} error={errors.quote?.ar?.message}>
            <Textarea dir="rtl" lang="ar" rows={5} {...form.register('quote.ar')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t.name} error={errors.name?.message}>
            <Input dir="auto" autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t.role} aside={text.common.optional} error={errors.role?.message}>
            <Input dir="auto" autoComplete="off" {...form.register('role')} />
          </FormField>
          <FormField label={t.company} aside={text.common.optional} error={errors.company?.message}>
            <Input dir="auto" autoComplete="off" {...form.register('company')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t.project} error={errors.projectId?.message}>
            <ProjectSelect projects={projects} registration={projectId} />
          </FormField>
          <FormField label={t.date} aside={text.common.optional} error={errors.date?.message}>
            <Input type="date" dir="ltr" {...form.register('date')} />
          </FormField>
          <FormField label={t.statusLabel} error={errors.status?.message}>
            <Select {...form.register('status')}>
              {TESTIMONIAL_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.status[status]}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <div className="grid gap-2">
          <span className="text-[13px] font-semibold text-stone-900">{t.photo}</span>
          <div className="flex flex-wrap items-center gap-3">
            {photo ? <img src={photo} alt="" width={56} height={56} className="size-14 rounded-full border border-line object-cover" /> : null}
            <input
              ref={file}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              tabIndex={-1}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) void upload(chosen);
              }}
            />
            <Button variant="secondary" size="sm" busy={uploading} onClick={() => file.current?.click()}>
              <ImagePlus aria-hidden="true" />
              {t.uploadPhoto}
            </Button>
            {photo ? (
              <Button variant="outline-destructive" size="sm" onClick={() => form.setValue('photo', null, { shouldDirty: true })}>
                <Trash2 aria-hidden="true" />
                {t.removePhoto}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted">{t.photoHint}</p>
          {errors.photo?.message ? <p className="text-xs font-semibold text-danger-600">{errors.photo.message}</p> : null}
        </div>
        <label className="flex items-start gap-3 text-sm text-ink">
          <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('consent')} />
          <span>{t.consent}</span>
        </label>
        {errors.consent?.message ? <p className="-mt-2 text-xs font-semibold text-danger-600">{errors.consent.message}</p> : null}
      </form>
    </Dialog>
  );
}
