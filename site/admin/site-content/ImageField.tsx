import { ImagePlus, Images, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { notifyError } from '../lib/notify.ts';
import { uploadFailureText, uploadImage } from '../gallery/upload-image.ts';
import { tooLargeMessage } from '../gallery/upload-limits.ts';
import { isImageTooLarge } from '../../../shared/image-limits.ts';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import { errorAt } from './field-error.ts';
import { FieldError } from './FieldError.tsx';
import type { FieldSpec } from './field-spec.ts';
import { LocalizedField } from './LocalizedField.tsx';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { useMedia } from '../media/use-media.ts';

interface HeroImage {
  url: string;
  alt: { en: string; ar: string };
}

/** An optional image uploaded through the image pipeline, with its descriptions; removing it brings back the studio's video. */
export function ImageField({ spec, path }: { spec: Extract<FieldSpec, { kind: 'image' }>; path: string }) {
  const text = useText();
  const i = text.siteContent.image;
  const { control, setValue, formState } = useFormContext();
  const image = useWatch({ control, name: path }) as HeroImage | null | undefined;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [picking, setPicking] = useState(false);
  const id = useId();
  // Where this place's own description is empty, the pages use the library's: say which.
  const media = useMedia({ enabled: Boolean(image?.url) });
  const libraryAlt = media.data?.find((item) => item.url === image?.url)?.alt;
  const inherited = (lang: 'en' | 'ar') => (libraryAlt?.[lang].trim() && !image?.alt[lang].trim() ? i.libraryAlt(libraryAlt[lang]) : undefined);
  const error = errorAt(formState.errors, `${path}.url`) ?? errorAt(formState.errors, path);

  const upload = async (file: File) => {
    if (isImageTooLarge(file.size)) {
      notifyError(tooLargeMessage(file), i.uploadFailed);
      return;
    }
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, { onProgress: setProgress });
      setValue(path, { url: uploaded.imageUrl, alt: image?.alt ?? { en: '', ar: '' } }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    } catch (failure) {
      notifyError(uploadFailureText(failure), i.uploadFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3">
      <div>
        <h4 id={`${id}-title`} className="text-[13px] font-semibold text-stone-900">
          {spec.label}
        </h4>
        <p className="text-xs text-muted">{i.hint}</p>
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {image?.url ? (
          <ImageThumb src={image.url} alt={i.preview} className="aspect-video w-full rounded-md border border-line sm:w-56" />
        ) : (
          <div className="grid aspect-video w-full place-items-center rounded-md border border-dashed border-line-strong bg-subtle px-4 text-center text-xs text-muted sm:w-56">
            {i.none}
          </div>
        )}
        <div className="grid min-w-0 flex-1 content-start gap-2">
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" disabled={progress !== null} onClick={() => setPicking(true)}>
              <Images aria-hidden="true" />
              {i.chooseFromLibrary}
            </Button>
            <Button variant="secondary" size="sm" busy={progress !== null} onClick={() => input.current?.click()}>
              {progress === null ? <ImagePlus aria-hidden="true" /> : null}
              {progress !== null ? text.common.uploading : image?.url ? i.replace : i.upload}
            </Button>
            {image ? (
              <Button variant="outline-destructive" size="sm" onClick={() => setValue(path, null, { shouldDirty: true })}>
                <Trash2 aria-hidden="true" />
                {i.remove}
              </Button>
            ) : null}
          </div>
          {progress !== null ? <ProgressBar value={progress} label={text.common.uploading} /> : null}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
          <FieldError id={`${id}-error`} message={error} />
        </div>
      </div>
      {image ? <LocalizedField path={`${path}.alt`} label={i.alt} multiline={false} fieldHints={{ en: inherited('en'), ar: inherited('ar') }} /> : null}
      <MediaPicker
        open={picking}
        onOpenChange={setPicking}
        max={1}
        onChoose={([chosen]) => {
          // A library image brings its own description: the place's is left empty to use it.
          if (chosen) setValue(path, { url: chosen.url, alt: { en: '', ar: '' } }, { shouldDirty: true, shouldValidate: formState.isSubmitted });
        }}
      />
    </section>
  );
}
