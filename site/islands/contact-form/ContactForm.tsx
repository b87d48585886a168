import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PREFERRED_CONTACTS, PROJECT_TYPES, TIMELINES } from '../../../shared/leads.ts';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { common as arabic } from '../../content/ar/common.ts';
import { common as english } from '../../content/common.ts';
import { categoryLabel } from '../../i18n/categories.ts';
import type { Locale } from '../../i18n/locales.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk } from '../../lib/api-error.ts';
import { toastReason } from '../../lib/toast-reason.ts';
import { aboutProject, keptVisit } from '../../lib/visit-keeper.ts';
import { createFormGuard, pageLang } from '../form-guard/form-guard.ts';
import HoneypotField from '../form-guard/HoneypotField.tsx';
import { toast } from '../toaster/public-toast.ts';
import AttachmentsField from './AttachmentsField.tsx';
import FormField, { controlClass } from './FormField.tsx';
import { lazyResolver } from './lazy-resolver.ts';
import { useAttachments } from './use-attachments.ts';
import type { ContactFormValues } from './contact-resolver.ts';

/** What the fields hold as typed; the shared rules turn them into the API's body (an area into a number, an empty choice into nothing). */
const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  projectType: '',
  location: '',
  area: '',
  budget: '',
  timeline: '',
  preferredContact: '',
};
const FIELDS = ['name', 'email', 'phone', 'subject'] as const;
/** The visit's source as the page kept it (site/lib/visit-keeper.ts), under the names the API takes. */
const SOURCE_FIELDS = ['landingPage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign', 'clickId'] as const;
// The shared schema (zod) arrives with the first keystroke or submit, not with the page.
const validation = lazyResolver<ContactFormValues>(async () => (await import('./contact-resolver.ts')).contactResolver);
const arabicValidation = lazyResolver<ContactFormValues>(async () => (await import('./contact-resolver.ts')).arabicContactResolver);
const INPUT_TYPES: Record<(typeof FIELDS)[number], string> = { name: 'text', email: 'email', phone: 'tel', subject: 'text' };

interface ContactFormProps {
  headingLevel?: 'h2' | 'h3';
  locale?: Locale;
  /** The office's budget bands, in the page's language (site content, Contact & FAQ). */
  budgets?: readonly { id: string; label: string }[];
}

/**
 * 'Send Us a Message': validated on submit with the shared schema, re-validated as the visitor types,
 * focus on the first error; cleared after a successful send, kept as typed when sending fails. Below the
 * spec's five fields, the optional facts of the project and its plans or photos.
 */
export default function ContactForm({ headingLevel = 'h2', locale = 'en', budgets = [] }: ContactFormProps) {
  const text = (locale === 'ar' ? arabic : english).contactForm;
  const rules = locale === 'ar' ? arabicValidation : validation;
  const id = useId();
  const Heading = headingLevel;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: rules.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    // No defaultValues: fields start from what is in the DOM, so anything typed before the island
    // hydrated (client:interaction) is kept rather than blanked.
  });
  const attachments = useAttachments(text.attachments, locale);
  const [waitForFiles, setWaitForFiles] = useState(false);

  // Spam defence: a signed stamp fetched as the form comes alive, and the honeypot.
  const [guard] = useState(createFormGuard);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => guard.start(), [guard]);

  const send = handleSubmit(async (values) => {
    if (attachments.busy) {
      setWaitForFiles(true);
      return;
    }
    setWaitForFiles(false);
    try {
      const { stamp } = await guard.ready();
      const kept = keptVisit();
      const source = Object.fromEntries(SOURCE_FIELDS.flatMap((field) => (kept[field] ? [[field, kept[field]]] : [])));
      const project = aboutProject();
      await ensureOk(
        await api.api.contact.$post(
          {
            json: {
              // The rules leave an unanswered field empty (null or absent): the body carries only answers.
              ...(Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined)) as ContactFormValues),
              ...source,
              ...(project ? { project } : {}),
              ...(attachments.ids.length > 0 ? { attachments: attachments.ids } : {}),
              website: honeypot.current?.value ?? '',
              stamp,
              lang: pageLang(),
            },
          },
          { headers: { 'Accept-Language': locale } },
        ),
      );
      reset(EMPTY);
      attachments.clear();
      // A stamp earns one acknowledgement: the next message from this page gets a fresh one.
      guard.renew();
      toast({ title: text.successTitle, description: text.successDescription });
    } catch (error) {
      toast({ title: text.failureTitle, description: toastReason(error, text.failureFallback), variant: 'destructive' });
    }
  });

  const select = (name: 'projectType' | 'budget' | 'timeline', label: string, options: readonly { value: string; label: string }[]) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[name]?.message}>
      {(describedBy) => (
        <select id={`${id}-${name}`} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} className={`${controlClass} select-chevron`} {...register(name)}>
          <option value="">{text.project.choose}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  return (
    <form noValidate onSubmit={send} onFocus={rules.preload} className="relative grid gap-6">
      <HoneypotField inputRef={honeypot} />
      <div>
        <Heading id={`${id}-title`} className="font-display text-3xl font-medium text-ink md:text-4xl">
          {text.title}
        </Heading>
        <p className="mt-3 text-stone-600">{text.intro}</p>
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {FIELDS.map((name) => {
          const field = text.fields[name];
          const fieldId = `${id}-${name}`;
          return (
            <FormField key={name} id={fieldId} label={field.label} error={errors[name]?.message}>
              {(describedBy) => (
                <input
                  id={fieldId}
                  type={INPUT_TYPES[name]}
                  // Addresses and numbers read left to right inside the Arabic page too.
                  dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
                  autoComplete={field.autoComplete}
                  placeholder={field.placeholder}
                  aria-invalid={errors[name] ? true : undefined}
                  aria-describedby={describedBy}
                  aria-required="true"
                  className={controlClass}
                  {...register(name)}
                />
              )}
            </FormField>
          );
        })}
      </div>
      <FormField id={`${id}-message`} label={text.fields.message.label} error={errors.message?.message}>
        {(describedBy) => (
          <textarea
            id={`${id}-message`}
            rows={5}
            placeholder={text.fields.message.placeholder}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
            aria-required="true"
            className={`${controlClass} min-h-[120px] resize-y`}
            {...register('message')}
          />
        )}
      </FormField>

      <fieldset className="border-t border-stone-200 pt-8">
        <legend className="contents">
          <span className="block font-display text-2xl font-medium text-ink">{text.project.title}</span>
        </legend>
        <p className="mt-1 text-sm text-stone-600">{text.project.hint}</p>
        <div className="mt-6 grid gap-6 sm:grid-cols-2">
          {select(
            'projectType',
            text.project.projectType,
            PROJECT_TYPES.map((type) => ({ value: type, label: categoryLabel(type, locale) })),
          )}
          <FormField id={`${id}-location`} label={text.project.location} error={errors.location?.message}>
            {(describedBy) => (
              <input
                id={`${id}-location`}
                type="text"
                autoComplete="address-level2"
                placeholder={text.project.locationPlaceholder}
                aria-invalid={errors.location ? true : undefined}
                aria-describedby={describedBy}
                className={controlClass}
                {...register('location')}
              />
            )}
          </FormField>
          <FormField id={`${id}-area`} label={withUnit(text.project.area)} error={errors.area?.message}>
            {(describedBy) => (
              <input
                id={`${id}-area`}
                type="number"
                inputMode="numeric"
                min={10}
                max={100000}
                step={1}
                dir="ltr"
                placeholder={text.project.areaPlaceholder}
                aria-invalid={errors.area ? true : undefined}
                aria-describedby={describedBy}
                className={`${controlClass} rtl:text-right`}
                {...register('area')}
              />
            )}
          </FormField>
          {select(
            'budget',
            text.project.budget,
            budgets.map((band) => ({ value: band.id, label: band.label })),
          )}
          {select(
            'timeline',
            text.project.timeline,
            TIMELINES.map((timeline) => ({ value: timeline, label: text.project.timelines[timeline] })),
          )}
          <fieldset className="grid content-start gap-2" aria-describedby={errors.preferredContact ? `${id}-preferredContact-error` : undefined}>
            <legend className="mb-2 text-xs font-semibold uppercase tracking-[0.18em] text-stone-700">{text.project.preferredContact}</legend>
            <div className="flex flex-wrap gap-2">
              {PREFERRED_CONTACTS.map((way) => (
                <label key={way} className="relative">
                  {/* Unseen over its whole pill, so a pointer anywhere on the pill lands on the radio itself. */}
                  <input type="radio" value={way} className="peer absolute inset-0 cursor-pointer appearance-none opacity-0" {...register('preferredContact')} />
                  <span className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-stone-300 bg-white px-4 text-sm text-ink transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass-500 hover:border-stone-500">
                    {text.project.preferredContacts[way]}
                  </span>
                </label>
              ))}
            </div>
            {errors.preferredContact ? (
              <p id={`${id}-preferredContact-error`} role="alert" className="text-sm font-medium text-danger-600">
                {errors.preferredContact.message}
              </p>
            ) : null}
          </fieldset>
          <AttachmentsField
            id={`${id}-attachments`}
            texts={text.attachments}
            files={attachments.files}
            error={attachments.error ?? (waitForFiles && attachments.busy ? text.attachments.stillUploading : null)}
            onAdd={attachments.add}
            onRemove={attachments.remove}
          />
        </div>
      </fieldset>

      <div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'w-full sm:w-auto whatsapp-clear-form')}>
          {isSubmitting ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}

/** A label set in capitals keeps its unit as written: "AREA (m²)", not "AREA (M²)". */
const withUnit = (label: string): ReactNode => {
  const unit = label.match(/\([^)]*²\)/)?.[0];
  if (!unit) return label;
  const [before = '', after = ''] = label.split(unit);
  return (
    <>
      {before}
      <span className="normal-case">{unit}</span>
      {after}
    </>
  );
};
