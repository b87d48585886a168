import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import type { ProjectFormInput } from './project-form-values.ts';
import { useText } from '../i18n/text.ts';

/** Arabic field names, marked as Arabic; English names here would collide with the English fields' labels. */
const arabicLabel = (label: string) => <span lang="ar">{label}</span>;

/** Fields typed right to left, in Arabic. */
const arabic = { dir: 'rtl', lang: 'ar' } as const;

interface ArabicSectionProps {
  register: UseFormRegister<ProjectFormInput>;
  errors: FieldErrors<ProjectFormInput>;
  /** The gallery's images, in order: one Arabic alt each. */
  galleryUrls: readonly string[];
  Section: (props: { title: string; description?: string; children: React.ReactNode }) => React.ReactNode;
}

/** The project's Arabic texts, saved in the same request as the English ones. */
export function ArabicSection({ register, errors, galleryUrls, Section }: ArabicSectionProps) {
  const text = useText();
  const t = text.projects.arabicSection;
  const fieldErrors = errors.translations?.ar;
  const line = (name: 'completionDate' | 'client' | 'location' | 'size') => (
    <FormField label={arabicLabel(t.fields[name])} error={fieldErrors?.[name]?.message}>
      <Input {...arabic} {...register(`translations.ar.${name}`)} />
    </FormField>
  );
  return (
    <Section title={t.title} description={t.description}>
      <FormField label={arabicLabel(t.fields.title)} error={fieldErrors?.title?.message}>
        <Input {...arabic} autoComplete="off" {...register('translations.ar.title')} />
      </FormField>
      <FormField label={arabicLabel(t.fields.description)} error={fieldErrors?.description?.message}>
        <Textarea {...arabic} rows={2} className="min-h-16" {...register('translations.ar.description')} />
      </FormField>
      <FormField label={arabicLabel(t.fields.fullDescription)} error={fieldErrors?.fullDescription?.message}>
        <Textarea {...arabic} rows={6} className="min-h-36" {...register('translations.ar.fullDescription')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {line('completionDate')}
        {line('client')}
        {line('location')}
        {line('size')}
      </div>
      {galleryUrls.map((url, index) => (
        // Keyed by position: the field at a position keeps its name, and the form moves the alts.
        // biome-ignore lint/suspicious/noArrayIndexKey: the inputs are named by position on purpose.
        <div key={index} className="flex items-end gap-3">
          <ImageThumb src={url} alt="" className="mb-0.5 aspect-[4/3] h-9 shrink-0 overflow-hidden rounded object-cover" />
          <FormField className="min-w-0 flex-1" label={arabicLabel(t.galleryAlt(index + 1))} error={fieldErrors?.galleryAlts?.[index]?.message}>
            <Input {...arabic} {...register(`translations.ar.galleryAlts.${index}`)} />
          </FormField>
        </div>
      ))}
    </Section>
  );
}
