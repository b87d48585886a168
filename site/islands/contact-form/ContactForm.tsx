import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ContactInput } from '../../../shared/schemas/contact.ts';
import { buttonClass } from '../../components/ui/button-styles.ts';
import { common as arabic } from '../../content/ar/common.ts';
import { common as english } from '../../content/common.ts';
import type { Locale } from '../../i18n/locales.ts';
import { api } from '../../lib/api-client.ts';
import { ensureOk } from '../../lib/api-error.ts';
import { toastReason } from '../../lib/toast-reason.ts';
import { createFormGuard, pageLang } from '../form-guard/form-guard.ts';
import HoneypotField from '../form-guard/HoneypotField.tsx';
import { toast } from '../toaster/public-toast.ts';
import FormField, { controlClass } from './FormField.tsx';
import { lazyResolver } from './lazy-resolver.ts';

const EMPTY: ContactInput = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'subject'] as const;
// The shared schema (zod) arrives with the first keystroke or submit, not with the page.
const validation = lazyResolver<ContactInput>(async () => (await import('./contact-resolver.ts')).contactResolver);
const arabicValidation = lazyResolver<ContactInput>(async () => (await import('./contact-resolver.ts')).arabicContactResolver);
const INPUT_TYPES: Record<(typeof FIELDS)[number], string> = { name: 'text', email: 'email', phone: 'tel', subject: 'text' };

/**
 * 'Send Us a Message': validated on submit with the shared schema, re-validated as the visitor types,
 * focus on the first error; cleared after a successful send, kept as typed when sending fails.
 */
export default function ContactForm({ headingLevel = 'h2', locale = 'en' }: { headingLevel?: 'h2' | 'h3'; locale?: Locale }) {
  const text = (locale === 'ar' ? arabic : english).contactForm;
  const rules = locale === 'ar' ? arabicValidation : validation;
  const id = useId();
  const Heading = headingLevel;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput>({
    resolver: rules.resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    // No defaultValues: fields start from what is in the DOM, so anything typed before the island
    // hydrated (client:interaction) is kept rather than blanked.
  });

  // Spam defence: a signed stamp fetched as the form comes alive, and the honeypot.
  const [guard] = useState(createFormGuard);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => guard.start(), [guard]);

  const send = handleSubmit(async (values) => {
    try {
      const { stamp } = await guard.ready();
      await ensureOk(
        await api.api.contact.$post({ json: { ...values, website: honeypot.current?.value ?? '', stamp, lang: pageLang() } }, { headers: { 'Accept-Language': locale } }),
      );
      reset(EMPTY);
      toast({ title: text.successTitle, description: text.successDescription });
    } catch (error) {
      toast({ title: text.failureTitle, description: toastReason(error, text.failureFallback), variant: 'destructive' });
    }
  });

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
      <div>
        <button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className={buttonClass('primary', 'w-full sm:w-auto')}>
          {isSubmitting ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
