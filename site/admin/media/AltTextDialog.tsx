import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { mediaAltSchemas, type mediaAltSchema } from '../../../shared/schemas/media.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { MediaImage } from '../lib/api-types.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { useDescribeImage } from './use-media.ts';

type AltInput = z.input<typeof mediaAltSchema>;
type AltOutput = z.output<typeof mediaAltSchema>;

/** The library's alt texts of one image, English and Arabic, checked by the API's own rule. */
export function AltTextDialog({ image, onClose }: { image: MediaImage | null; onClose: () => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.media;
  const describe = useDescribeImage();
  const form = useForm<AltInput, unknown, AltOutput>({ resolver: zodResolver(mediaAltSchemas[lang]), defaultValues: { alt: { en: '', ar: '' } }, ...FORM_TIMING });
  const { errors } = form.formState;
  useEffect(() => {
    if (image) form.reset({ alt: image.alt });
  }, [image, form]);

  const save = form.handleSubmit(({ alt }) => {
    if (!image) return;
    describe.mutate(
      { id: image.id, alt },
      {
        onSuccess: () => {
          toast({ title: t.saved, description: image.fileName });
          onClose();
        },
        onError: (error) => notifyError(failedTo(t.saveFailed, error)),
      },
    );
  });

  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => !open && !describe.isPending && onClose()}
      title={image ? t.editAltTitle(image.fileName) : ''}
      description={t.editAltDescription}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={describe.isPending}>
            {text.common.cancel}
          </Button>
          <Button type="submit" form="media-alt-form" busy={describe.isPending}>
            {t.save}
          </Button>
        </>
      }
    >
      {image ? (
        <form id="media-alt-form" noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
          <ImageThumb src={image.thumbnailUrl} small={false} alt="" className="aspect-[16/9] w-full rounded-md" />
          <FormField label={t.altEnglish} error={errors.alt?.en?.message}>
            <Textarea rows={2} className="min-h-16" dir="ltr" lang="en" {...form.register('alt.en')} />
          </FormField>
          <FormField label={<span lang="ar">{t.altArabic}</span>} error={errors.alt?.ar?.message}>
            <Textarea rows={2} className="min-h-16" dir="rtl" lang="ar" {...form.register('alt.ar')} />
          </FormField>
        </form>
      ) : null}
    </Dialog>
  );
}
