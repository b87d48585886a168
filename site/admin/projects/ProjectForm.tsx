import { zodResolver } from '@hookform/resolvers/zod';
import { WandSparkles } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { altsFollowingImages } from '../../../shared/gallery-alts.ts';
import { MAX_GALLERY_IMAGES, type GalleryImage } from '../../../shared/schemas/project.ts';
import type { ContentLocale } from '../../../shared/site-content/locales.ts';
import { projectFormSchemas } from '../../../shared/schemas/project-request.ts';
import { slugify } from '../../../shared/slugify.ts';
import { ApiError, reasonOf } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { GalleryEditor } from '../gallery/GalleryEditor.tsx';
import { mainImageFields } from '../gallery/gallery-rules.ts';
import type { Project } from '../lib/api-types.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { FORM_TIMING } from '../lib/form-options.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { Switch } from '../ui/Switch.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { PROJECT_STATUSES } from '../../../shared/project-status.ts';
import { MediaPicker } from '../media/MediaPicker.tsx';
import { libraryAltsOf, useMedia } from '../media/use-media.ts';
import { ArabicSection } from './ArabicSection.tsx';
import { ScheduleSection } from './ScheduleSection.tsx';
import { SeoSection } from './SeoSection.tsx';
import { useProjectTranslations } from './use-project-translations.ts';
import { arabicFormValues, categoryOptions, emptyProjectValues, projectToFormValues, type ProjectFormInput, type ProjectFormOutput } from './project-form-values.ts';
import { slugAfterTitleChange, slugAfterUpload } from './project-slug.ts';
import { SlugInput } from './SlugInput.tsx';
import { useSaveProject } from './use-projects.ts';

interface ProjectFormProps {
  /** null for a new project. */
  project: Project | null;
  formId: string;
  onSaved: () => void;
  /** Uploading or saving: the panel disables its Save button meanwhile. */
  onBusyChange: (busy: boolean) => void;
}

const Section = ({ title, id, description, children }: { title: string; id?: string; description?: string; children: React.ReactNode }) => (
  <section className="grid gap-4 border-b border-line px-5 py-6 last:border-b-0 sm:px-6">
    <div>
      <h3 id={id} className="text-sm font-bold tracking-tight text-ink">
        {title}
      </h3>
      {description ? <p className="mt-0.5 text-[13px] text-muted">{description}</p> : null}
    </div>
    {children}
  </section>
);

/** The English texts' fields: left to right whatever the admin's language; the Arabic section's are right to left. */
const english = { dir: 'ltr', lang: 'en' } as const;

/** The value of the panel's "Save as draft" submit button. */
export const SAVE_AS_DRAFT = 'draft';

/** Every field of a project, with the shared zod rules and their messages. */
export function ProjectForm({ project, formId, onSaved, onBusyChange }: ProjectFormProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.projects;
  const f = text.projects.form;
  const isNew = project === null;
  const form = useForm<ProjectFormInput, unknown, ProjectFormOutput>({
    resolver: zodResolver(projectFormSchemas[lang]),
    defaultValues: project ? projectToFormValues(project) : emptyProjectValues(),
    ...FORM_TIMING,
  });
  const { errors, isSubmitted } = form.formState;
  const translations = useProjectTranslations();
  const arabicRow = project ? translations.byProject.get(project.id) : undefined;
  // The Arabic texts arrive with their own request; they fill the section once, and until then are not sent.
  const arabicFilled = useRef(false);
  useEffect(() => {
    if (!translations.isSuccess || arabicFilled.current) return;
    arabicFilled.current = true;
    const saved = project ? projectToFormValues(project).galleryImages : [];
    form.resetField('translations', { defaultValue: { ar: arabicFormValues(arabicRow, saved, form.getValues('galleryImages') ?? []) } });
  }, [translations.isSuccess, arabicRow, project, form]);
  const save = useSaveProject();
  const previousTitle = useRef(project?.title ?? '');
  const uploading = useRef(false);
  const imagesHeadingId = useId();
  const featuredId = useId();
  const featuredHintId = useId();

  const gallery = (form.watch('galleryImages') ?? []) as GalleryImage[];
  const category = form.watch('category') ?? '';
  // The library's alts show where an image's own is empty; "Choose from library" picks for the gallery or a share image.
  const media = useMedia();
  const [picking, setPicking] = useState<'gallery' | ContentLocale | null>(null);

  useEffect(() => {
    onBusyChange(save.isPending || uploading.current);
  }, [save.isPending, onBusyChange]);

  const update = (name: 'slug' | 'imageUrl' | 'imageAlt', value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const syncMainImage = (images: readonly GalleryImage[]) => {
    const main = mainImageFields(images, form.getValues('title') ?? '');
    update('imageUrl', main.imageUrl);
    update('imageAlt', main.imageAlt);
    const arabicAlts = form.getValues('translations.ar.galleryAlts');
    if (arabicAlts) form.setValue('translations.ar.imageAlt', arabicAlts[0] ?? '', { shouldDirty: true });
  };

  const setGallery = (images: GalleryImage[]) => {
    const arabicAlts = form.getValues('translations.ar.galleryAlts');
    // Each Arabic alt follows its image through reorders, removals and "set as main".
    if (arabicAlts) {
      const following = altsFollowingImages(form.getValues('galleryImages') ?? [], images, arabicAlts);
      form.setValue('translations.ar.galleryAlts', following, { shouldDirty: true, shouldValidate: isSubmitted });
    }
    form.setValue('galleryImages', images, { shouldDirty: true, shouldValidate: isSubmitted });
    syncMainImage(images);
  };

  /** Images chosen from the library join the gallery with no alt of their own: the library's describes them. */
  const addFromLibrary = (urls: readonly string[]) => {
    if (urls.length === 0) return;
    const current = (form.getValues('galleryImages') ?? []) as GalleryImage[];
    setGallery([...current, ...urls.map((url) => ({ url, alt: '' }))].slice(0, MAX_GALLERY_IMAGES));
    const nextSlug = slugAfterUpload({ slug: form.getValues('slug') ?? '', title: form.getValues('title') ?? '' });
    if (nextSlug !== form.getValues('slug')) update('slug', nextSlug);
  };

  const setShareImage = (locale: ContentLocale, url: string) =>
    locale === 'en' ? form.setValue('shareImage', url, { shouldDirty: true }) : form.setValue('translations.ar.shareImage', url, { shouldDirty: true });

  const watchText = (name: 'title' | 'description' | 'slug' | 'seoTitle' | 'seoDescription' | 'shareImage') => form.watch(name) ?? '';
  const [title, description, slug, seoTitle, seoDescription, shareImage] = [
    watchText('title'),
    watchText('description'),
    watchText('slug'),
    watchText('seoTitle'),
    watchText('seoDescription'),
    watchText('shareImage'),
  ];
  const arabic = form.watch('translations.ar');
  const mainImage = gallery[0]?.url ?? '';
  const seoSources = {
    en: { slug, title, description, seoTitle, seoDescription, shareImage, fallbackImage: mainImage },
    ar: {
      slug,
      title: arabic?.title || title,
      description: arabic?.description || description,
      seoTitle: arabic?.seoTitle ?? '',
      seoDescription: arabic?.seoDescription ?? '',
      shareImage: arabic?.shareImage ?? '',
      fallbackImage: shareImage || mainImage,
    },
  };

  const onInvalid = (invalid: FieldErrors<ProjectFormInput>) => {
    if (invalid.imageUrl) {
      toast({ title: t.missingImageTitle, description: t.missingImageDescription, variant: 'destructive' });
    }
  };

  const onValid = (values: ProjectFormOutput) => {
    const action = isNew ? 'create' : 'update';
    save.mutate(
      { id: project?.id ?? null, values: translations.isSuccess ? values : { ...values, translations: undefined } },
      {
        onSuccess: (saved) => {
          const description = saved.publishAt
            ? `${t.saved(saved.title)} ${text.schedules.scheduledFor(formatLongDateTime(saved.publishAt, lang))}`
            : saved.status === 'Draft'
              ? t.draftSaved(saved.title)
              : `${t.saved(saved.title)} ${text.common.siteUpdatesShortly}`;
          toast({ title: isNew ? t.created : t.updated, description });
          void translations.refetch();
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) {
            form.setError('slug', { message: reasonOf(error) ?? t.slugTaken }, { shouldFocus: true });
          }
          notifyError(failedTo(t.saveFailed(action), error));
        },
      },
    );
  };

  const reportSubmitError = (error: unknown) => {
    console.error('Project form submission failed', error);
    toast({ title: t.submitErrorTitle, description: t.submitErrorDescription, variant: 'destructive' });
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === SAVE_AS_DRAFT) form.setValue('status', 'Draft', { shouldDirty: true });
    try {
      // The first image is the main one; its alt text, or else the title, describes it.
      syncMainImage((form.getValues('galleryImages') ?? []) as GalleryImage[]);
    } catch (error) {
      reportSubmitError(error);
      return;
    }
    form.handleSubmit(onValid, onInvalid)(event).catch(reportSubmitError);
  };

  const titleField = form.register('title', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const nextTitle = event.target.value;
      const nextSlug = slugAfterTitleChange({ slug: form.getValues('slug') ?? '', previousTitle: previousTitle.current, nextTitle, isNew });
      if (nextSlug !== form.getValues('slug')) update('slug', nextSlug);
      previousTitle.current = nextTitle;
    },
  });

  const mainImageError = errors.imageUrl?.message ?? errors.imageAlt?.message ?? errors.galleryImages?.message;

  return (
    <form id={formId} noValidate onSubmit={submit}>
      <Section title={f.projectSection} description={f.projectSectionDescription}>
        <FormField label={f.title} error={errors.title?.message}>
          <Input {...english} placeholder={f.titlePlaceholder} autoComplete="off" {...titleField} />
        </FormField>
        <FormField
          label={f.slug}
          error={errors.slug?.message}
          hint={f.slugHint}
          aside={
            <button
              type="button"
              onClick={() => update('slug', slugify(form.getValues('title') ?? ''))}
              className="inline-flex cursor-pointer items-center gap-1 rounded font-semibold text-nile-600 hover:underline"
            >
              <WandSparkles aria-hidden="true" className="size-3.5" />
              {f.generateSlug}
            </button>
          }
        >
          <SlugInput placeholder={f.slugPlaceholder} {...form.register('slug')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.category} error={errors.category?.message}>
            <Select {...form.register('category')}>
              {categoryOptions(category, lang).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </FormField>
          <div className="grid gap-1.5">
            <label htmlFor={featuredId} className="text-[13px] font-semibold text-stone-900">
              {f.featured}
            </label>
            <div className="flex h-10 items-center gap-3">
              <Controller
                control={form.control}
                name="featured"
                render={({ field }) => <Switch id={featuredId} checked={Boolean(field.value)} onCheckedChange={field.onChange} aria-describedby={featuredHintId} />}
              />
              <span id={featuredHintId} className="text-[13px] text-muted">
                {f.featuredHint}
              </span>
            </div>
          </div>
        </div>
        <FormField label={f.status} hint={f.statusHint} error={errors.status?.message}>
          <Select {...form.register('status')}>
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.status[status]}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={f.subtitle} error={errors.description?.message} hint={f.subtitleHint}>
          <Textarea {...english} rows={2} className="min-h-16" {...form.register('description')} />
        </FormField>
        <FormField label={f.fullDescription} aside={text.common.optional} error={errors.fullDescription?.message} hint={f.fullDescriptionHint}>
          <Textarea {...english} rows={6} className="min-h-36" {...form.register('fullDescription')} />
        </FormField>
      </Section>

      <ScheduleSection form={form} project={project} errors={errors} Section={Section} />

      <Section title={f.imagesSection} id={imagesHeadingId} description={f.imagesSectionDescription}>
        <GalleryEditor
          images={gallery}
          onChange={setGallery}
          labelledBy={imagesHeadingId}
          error={mainImageError}
          onBusyChange={(busy) => {
            uploading.current = busy;
            onBusyChange(busy || save.isPending);
          }}
          onUploaded={() => {
            const nextSlug = slugAfterUpload({ slug: form.getValues('slug') ?? '', title: form.getValues('title') ?? '' });
            if (nextSlug !== form.getValues('slug')) update('slug', nextSlug);
          }}
          onChooseFromLibrary={() => setPicking('gallery')}
          libraryAlts={libraryAltsOf(media.data)}
        />
      </Section>

      <Section title={f.detailsSection} description={f.detailsSectionDescription}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={f.completionDate} error={errors.completionDate?.message}>
            <Input {...english} placeholder={f.completionDatePlaceholder} {...form.register('completionDate')} />
          </FormField>
          <FormField label={f.client} error={errors.client?.message}>
            <Input {...english} placeholder={f.clientPlaceholder} {...form.register('client')} />
          </FormField>
          <FormField label={f.location} error={errors.location?.message}>
            <Input {...english} placeholder={f.locationPlaceholder} {...form.register('location')} />
          </FormField>
          <FormField label={f.size} error={errors.size?.message}>
            <Input {...english} placeholder={f.sizePlaceholder} {...form.register('size')} />
          </FormField>
        </div>
      </Section>

      <ArabicSection register={form.register} errors={errors} galleryUrls={gallery.map((image) => image.url)} Section={Section} />

      <SeoSection
        register={form.register}
        errors={errors}
        sources={seoSources}
        onChooseShareImage={setPicking}
        onRemoveShareImage={(locale) => setShareImage(locale, '')}
        Section={Section}
      />

      <MediaPicker
        open={picking !== null}
        onOpenChange={(open) => !open && setPicking(null)}
        max={picking === 'gallery' ? Math.max(1, MAX_GALLERY_IMAGES - gallery.length) : 1}
        onChoose={(images) => {
          if (picking === 'gallery') addFromLibrary(images.map((image) => image.url));
          else if (picking && images[0]) setShareImage(picking, images[0].url);
        }}
      />
    </form>
  );
}
