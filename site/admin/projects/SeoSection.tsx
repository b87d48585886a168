import { ImageOff, Images, X } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '../../../shared/schemas/project.ts';
import type { ContentLocale } from '../../../shared/site-content/locales.ts';
import { Button } from '../ui/Button.tsx';
import { cx } from '../ui/cx.ts';
import { FormField } from '../ui/FormField.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Input } from '../ui/Input.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { useText } from '../i18n/text.ts';
import type { ProjectFormInput } from './project-form-values.ts';
import { seoPreview, type SeoSource } from './seo-preview.ts';

/** "24 / 60", red once past the limit (the save then names the rule). */
function Counter({ length, max }: { length: number; max: number }) {
  const t = useText().projects.seo;
  return (
    <span className={cx('tabular-nums', length > max && 'font-semibold text-danger-600')} aria-live="polite">
      {t.counter(length, max)}
      {length > max ? <span className="sr-only">, {t.tooLong(length - max)}</span> : null}
    </span>
  );
}

/** The search result as Google lays it out: the address, the title in link blue, two lines of description. */
function GoogleResult({ preview, locale }: { preview: ReturnType<typeof seoPreview>; locale: ContentLocale }) {
  const t = useText().projects.seo;
  return (
    <figure className="grid content-start gap-1.5">
      <figcaption className="text-xs font-semibold text-stone-900">{t.googlePreview}</figcaption>
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale} className="rounded-lg border border-line bg-white p-4 font-sans" data-testid={`google-preview-${locale}`}>
        <p dir="ltr" className="truncate text-xs text-stone-700">
          {preview.breadcrumb}
        </p>
        <p className="mt-1 line-clamp-1 text-lg leading-snug text-[#1a0dab]">{preview.title}</p>
        <p className="mt-1 line-clamp-2 text-[13px] leading-relaxed text-stone-700">{preview.description}</p>
      </div>
    </figure>
  );
}

/** The card WhatsApp and Facebook draw for a shared link: the image on top, then the site, the title and the description. */
function LinkCard({ preview, locale }: { preview: ReturnType<typeof seoPreview>; locale: ContentLocale }) {
  const t = useText().projects.seo;
  return (
    <figure className="grid max-w-sm content-start gap-1.5">
      <figcaption className="text-xs font-semibold text-stone-900">{t.cardPreview}</figcaption>
      <div dir={locale === 'ar' ? 'rtl' : 'ltr'} lang={locale} className="overflow-hidden rounded-lg border border-line bg-[#f0f2f5]" data-testid={`card-preview-${locale}`}>
        {preview.image ? (
          <ImageThumb src={preview.image} small={false} alt="" className="aspect-[1.91/1] w-full" />
        ) : (
          <div className="grid aspect-[1.91/1] w-full place-items-center bg-subtle text-stone-500">
            <ImageOff aria-hidden="true" className="size-6" />
          </div>
        )}
        <div className="grid gap-0.5 px-3 py-2.5">
          <p dir="ltr" className={cx('text-[11px] text-stone-600 uppercase', locale === 'ar' && 'text-end')}>
            {preview.host}
          </p>
          <p className="line-clamp-2 text-sm font-semibold leading-snug text-stone-950">{preview.title}</p>
          <p className="line-clamp-1 text-[13px] text-stone-700">{preview.description}</p>
        </div>
      </div>
    </figure>
  );
}

interface SeoSectionProps {
  register: UseFormRegister<ProjectFormInput>;
  errors: FieldErrors<ProjectFormInput>;
  /** What each language's result and card are made of, as the form holds it now. */
  sources: Record<ContentLocale, SeoSource>;
  onChooseShareImage: (locale: ContentLocale) => void;
  onRemoveShareImage: (locale: ContentLocale) => void;
  Section: (props: { title: string; description?: string; children: React.ReactNode }) => React.ReactNode;
}

/**
 * The project's search result and link card in each language: SEO title, SEO description and
 * share image, with their length counters and a live preview of the Google result and of the link card.
 */
export function SeoSection({ register, errors, sources, onChooseShareImage, onRemoveShareImage, Section }: SeoSectionProps) {
  const t = useText().projects.seo;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const arabicErrors = errors.translations?.ar;
  const fieldsOf = (locale: ContentLocale) =>
    locale === 'en'
      ? { title: register('seoTitle'), description: register('seoDescription'), titleError: errors.seoTitle?.message, descriptionError: errors.seoDescription?.message }
      : {
          title: register('translations.ar.seoTitle'),
          description: register('translations.ar.seoDescription'),
          titleError: arabicErrors?.seoTitle?.message,
          descriptionError: arabicErrors?.seoDescription?.message,
        };

  return (
    <Section title={t.section} description={t.sectionDescription}>
      {(['en', 'ar'] as const).map((locale) => {
        const source = sources[locale];
        const fields = fieldsOf(locale);
        const language = locale === 'en' ? t.english : t.arabic;
        // Each language's texts in their own direction, whatever the admin's language.
        const typed = locale === 'ar' ? ({ dir: 'rtl', lang: 'ar' } as const) : ({ dir: 'ltr', lang: 'en' } as const);
        const preview = seoPreview(source, locale, origin);
        return (
          <fieldset key={locale} className="grid min-w-0 gap-4 rounded-lg border border-line p-4">
            <legend className="px-1 text-[13px] font-bold text-ink" lang={locale}>
              {language}
            </legend>
            <FormField label={t.title} error={fields.titleError} aside={<Counter length={source.seoTitle.trim().length} max={SEO_TITLE_MAX} />}>
              <Input {...typed} autoComplete="off" placeholder={preview.title} {...fields.title} />
            </FormField>
            <FormField label={t.description} error={fields.descriptionError} aside={<Counter length={source.seoDescription.trim().length} max={SEO_DESCRIPTION_MAX} />}>
              <Textarea {...typed} rows={3} className="min-h-20" placeholder={preview.description} {...fields.description} />
            </FormField>
            <div className="grid gap-1.5">
              <p className="text-[13px] font-semibold text-stone-900">{t.shareImage}</p>
              <div className="flex flex-wrap items-center gap-3">
                {source.shareImage ? <ImageThumb src={source.shareImage} alt="" className="aspect-[1.91/1] h-14 shrink-0 rounded" /> : null}
                <p className="min-w-40 flex-1 text-xs text-muted">{source.shareImage ? t.shareImageHint : t.noShareImage}</p>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => onChooseShareImage(locale)} aria-label={`${t.chooseShareImage} (${language})`}>
                    <Images aria-hidden="true" />
                    {t.chooseShareImage}
                  </Button>
                  {source.shareImage ? (
                    <Button variant="ghost" size="icon-sm" aria-label={`${t.removeShareImage} (${language})`} title={t.removeShareImage} onClick={() => onRemoveShareImage(locale)}>
                      <X aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
              </div>
            </div>
            {/* One under the other: the result as wide as Google writes it, the card as wide as a phone shows it. */}
            <div className="grid gap-4">
              <GoogleResult preview={preview} locale={locale} />
              <LinkCard preview={preview} locale={locale} />
            </div>
          </fieldset>
        );
      })}
    </Section>
  );
}
