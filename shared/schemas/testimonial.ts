import { z } from 'zod';
import { isAcceptedImageUrl } from '../image-urls.ts';
import { PAGE_LANGS } from '../inbox.ts';
import type { ApiMessages } from '../messages/en.ts';
import { TESTIMONIAL_STATUSES } from '../testimonials.ts';
import { emailField, hasNoNul } from './fields.ts';
import { perLanguage } from './per-language.ts';

/** The limits of a testimonial's texts. */
export const TESTIMONIAL_LIMITS = { quote: 1200, name: 120, role: 120, company: 120 } as const;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A trimmed text of at most `max` characters; blank or missing is null. */
const optional = (max: number, tooLong: string, notText = tooLong) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .refine(hasNoNul, notText)
    .nullish()
    .transform((value) => (value ? value : null));

const quoteText = (m: ApiMessages) =>
  z
    .string({ error: m.testimonials.quoteRequired })
    .trim()
    .max(TESTIMONIAL_LIMITS.quote, m.testimonials.quoteTooLong(TESTIMONIAL_LIMITS.quote))
    .refine(hasNoNul, m.testimonials.quoteRequired);

const nameField = (m: ApiMessages) =>
  z
    .string({ error: m.testimonials.nameRequired })
    .trim()
    .min(1, m.testimonials.nameRequired)
    .max(TESTIMONIAL_LIMITS.name, m.testimonials.nameTooLong(TESTIMONIAL_LIMITS.name))
    .refine(hasNoNul, m.testimonials.nameRequired);

const projectIdField = (m: ApiMessages) =>
  z
    .number({ error: m.testimonials.projectInvalid })
    .int(m.testimonials.projectInvalid)
    .positive(m.testimonials.projectInvalid)
    .nullish()
    .transform((value) => value ?? null);

/** The quote in each language; at least one of them written. */
const quoteField = (m: ApiMessages) =>
  z
    .object({ en: quoteText(m).default(''), ar: quoteText(m).default('') }, { error: m.testimonials.quoteRequired })
    .refine((quote) => quote.en !== '' || quote.ar !== '', { message: m.testimonials.quoteRequired, path: ['en'] });

/** The fields of a testimonial the office enters or edits; `consent` must be true: nothing is shown without the client's permission. */
const testimonialFields = (m: ApiMessages) => ({
  quote: quoteField(m),
  name: nameField(m),
  role: optional(TESTIMONIAL_LIMITS.role, m.testimonials.roleTooLong(TESTIMONIAL_LIMITS.role)),
  company: optional(TESTIMONIAL_LIMITS.company, m.testimonials.companyTooLong(TESTIMONIAL_LIMITS.company)),
  projectId: projectIdField(m),
  photo: z
    .string({ error: m.testimonials.photoInvalid })
    .trim()
    .refine((value) => value === '' || isAcceptedImageUrl(value), m.testimonials.photoInvalid)
    .nullish()
    .transform((value) => (value ? value : null)),
  date: z
    .string({ error: m.testimonials.dateInvalid })
    .trim()
    .refine((value) => value === '' || DAY.test(value), m.testimonials.dateInvalid)
    .nullish()
    .transform((value) => (value ? value : null)),
  consent: z.literal(true, { error: m.testimonials.consentRequired }),
  status: z.enum(TESTIMONIAL_STATUSES, { error: m.testimonials.statusInvalid }).default('pending'),
});

/** A testimonial the office enters by hand (POST) or saves whole from its form. */
export const testimonialSchemas = perLanguage((m) => z.object(testimonialFields(m), { error: m.requests.invalidRequest }));
export const testimonialSchema = testimonialSchemas.en;
export type TestimonialInput = z.input<typeof testimonialSchema>;

/**
 * A change to a testimonial (PUT): any of its fields, e.g. `{ status: 'approved' }` alone. What is sent must keep
 * the rules above; the quote sent replaces both languages.
 */
export const testimonialChangeSchemas = perLanguage((m) => {
  const { status, ...rest } = testimonialFields(m);
  return z.object({ ...rest, status: z.enum(TESTIMONIAL_STATUSES, { error: m.testimonials.statusInvalid }) }, { error: m.requests.invalidRequest }).partial();
});

/** The office's order of the testimonials: every id once. */
export const testimonialOrderSchemas = perLanguage((m) =>
  z.object({
    ids: z
      .array(z.number({ error: m.testimonials.orderInvalid }).int(m.testimonials.orderInvalid).positive(m.testimonials.orderInvalid), { error: m.testimonials.orderInvalid })
      .max(10_000, m.testimonials.orderInvalid)
      .refine((ids) => new Set(ids).size === ids.length, m.testimonials.orderInvalid),
  }),
);

/** A one-time review link for a client: its name, and where the link may go. */
export const reviewRequestSchemas = perLanguage((m) =>
  z.object(
    {
      name: nameField(m),
      email: z
        .union([z.literal(''), emailField(m.testimonials.emailInvalid)], { error: m.testimonials.emailInvalid })
        .nullish()
        .transform((value) => (value ? value : null)),
      projectId: projectIdField(m),
      /** The language of the page the client opens. */
      lang: z.enum(PAGE_LANGS, { error: m.testimonials.langInvalid }).default('en'),
    },
    { error: m.requests.invalidRequest },
  ),
);
export type ReviewRequestInput = z.input<(typeof reviewRequestSchemas)['en']>;

/** What a client sends from the review page (a plain form: every field arrives as text). */
export const reviewFormSchemas = perLanguage((m) =>
  z.object({
    quote: quoteText(m).min(1, m.testimonials.quoteRequired),
    name: nameField(m),
    role: optional(TESTIMONIAL_LIMITS.role, m.testimonials.roleTooLong(TESTIMONIAL_LIMITS.role)),
    company: optional(TESTIMONIAL_LIMITS.company, m.testimonials.companyTooLong(TESTIMONIAL_LIMITS.company)),
    consent: z.literal('yes', { error: m.reviewPage.consentMissing }),
  }),
);
