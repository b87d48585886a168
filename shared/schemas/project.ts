import { z } from 'zod';
import { isAcceptedImageUrl } from '../image-urls.ts';
import type { ApiMessages } from '../messages/en.ts';
import { PROJECT_STATUSES } from '../project-status.ts';
import { optionalText, textField } from './fields.ts';
import { perLanguage } from './per-language.ts';
import { projectScheduleFields } from './schedule.ts';

export const MAX_GALLERY_IMAGES = 10;
/** Paths the public API already uses under /api/projects/, so no project may take them as a slug. */
const RESERVED_SLUGS = ['featured'];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const imageUrlField = (m: ApiMessages) =>
  z
    .string({ error: m.projects.imageUrlRequired })
    .trim()
    .min(1, m.projects.imageUrlRequired)
    .max(2048, m.fields.tooLong('imageUrl', 2048))
    .refine(isAcceptedImageUrl, m.projects.imageUrlPattern);

const galleryImage = (m: ApiMessages) =>
  z.object({
    url: imageUrlField(m),
    alt: z
      .string({ error: m.fields.notText('imageAlt') })
      .trim()
      .max(300, m.fields.tooLong('imageAlt', 300)),
  });

export const galleryImageSchemas = perLanguage(galleryImage);

/** The longest search result title and description Google shows whole. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** An optional image (a project's share image): an upload or an https:// address; blank or missing is null. */
export const optionalImageUrl = (m: ApiMessages) =>
  z
    .string({ error: m.projects.shareImagePattern })
    .trim()
    .max(2048, m.fields.tooLong('shareImage', 2048))
    .refine((value) => value === '' || isAcceptedImageUrl(value), m.projects.shareImagePattern)
    .nullish()
    .transform((value) => (value ? value : null));

export type GalleryImage = z.infer<ReturnType<typeof galleryImage>>;

const projectRules = (m: ApiMessages) =>
  z.object({
    title: textField(m, { min: 3, max: 160, field: 'title', tooShort: m.projects.titleTooShort }),
    slug: z
      .string({ error: m.projects.slugTooShort })
      .trim()
      .min(3, m.projects.slugTooShort)
      .max(120, m.fields.tooLong('slug', 120))
      .regex(SLUG_PATTERN, m.projects.slugPattern)
      .refine((slug) => !RESERVED_SLUGS.includes(slug), m.projects.slugReserved),
    category: textField(m, { min: 3, max: 60, field: 'category', tooShort: m.projects.categoryRequired }),
    description: textField(m, { min: 10, max: 600, field: 'description', tooShort: m.projects.descriptionTooShort }),
    fullDescription: optionalText(m, 'fullDescription', 20000),
    imageUrl: imageUrlField(m),
    imageAlt: z.string({ error: m.projects.imageAltRequired }).trim().min(1, m.projects.imageAltRequired).max(300, m.fields.tooLong('imageAlt', 300)),
    galleryImages: z.array(galleryImage(m), { error: m.projects.galleryNotAList }).max(MAX_GALLERY_IMAGES, m.projects.galleryTooMany(MAX_GALLERY_IMAGES)).default([]),
    featured: z.boolean({ error: m.projects.featuredNotBoolean }).default(false),
    completionDate: optionalText(m, 'completionDate', 60),
    client: optionalText(m, 'client', 160),
    location: optionalText(m, 'location', 160),
    size: optionalText(m, 'size', 60),
    /** Absent means published, so a body written to the spec's contract, which has no status, publishes. */
    status: z.enum(PROJECT_STATUSES, { error: m.projects.statusInvalid }).default('Published'),
    /** The search result and link card in English; blank keeps the page's own title, description and main image. */
    seoTitle: optionalText(m, 'seoTitle', SEO_TITLE_MAX),
    seoDescription: optionalText(m, 'seoDescription', SEO_DESCRIPTION_MAX),
    shareImage: optionalImageUrl(m),
    /** When the project goes live by itself and when it is taken down (a project with `publishAt` is a draft until then). */
    ...projectScheduleFields(m),
  });

export const projectSchemas = perLanguage(projectRules);
export const projectSchema = projectSchemas.en;

export type ProjectValues = z.output<typeof projectSchema>;
