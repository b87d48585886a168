import { z } from 'zod';
import { isAcceptedImageUrl } from '../image-urls.ts';
import { fieldMessages } from '../messages/fields.ts';
import { projectMessages as m } from '../messages/projects.ts';
import { PROJECT_STATUSES } from '../project-status.ts';
import { optionalText, textField } from './fields.ts';

export const MAX_GALLERY_IMAGES = 10;
/** Paths the public API already uses under /api/projects/, so no project may take them as a slug. */
const RESERVED_SLUGS = ['featured'];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const imageUrlField = z
  .string({ error: m.imageUrlRequired })
  .trim()
  .min(1, m.imageUrlRequired)
  .max(2048, fieldMessages.tooLong('Image URL', 2048))
  .refine(isAcceptedImageUrl, m.imageUrlPattern);

export const galleryImageSchema = z.object({
  url: imageUrlField,
  alt: z
    .string({ error: fieldMessages.notText('Image alt text') })
    .trim()
    .max(300, fieldMessages.tooLong('Image alt text', 300)),
});

export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const projectSchema = z.object({
  title: textField({ min: 3, max: 160, label: 'Title', tooShort: m.titleTooShort }),
  slug: z
    .string({ error: m.slugTooShort })
    .trim()
    .min(3, m.slugTooShort)
    .max(120, fieldMessages.tooLong('Slug', 120))
    .regex(SLUG_PATTERN, m.slugPattern)
    .refine((slug) => !RESERVED_SLUGS.includes(slug), m.slugReserved),
  category: textField({ min: 3, max: 60, label: 'Category', tooShort: m.categoryRequired }),
  description: textField({ min: 10, max: 600, label: 'Description', tooShort: m.descriptionTooShort }),
  fullDescription: optionalText('Full description', 20000),
  imageUrl: imageUrlField,
  imageAlt: z.string({ error: m.imageAltRequired }).trim().min(1, m.imageAltRequired).max(300, fieldMessages.tooLong('Image alt text', 300)),
  galleryImages: z.array(galleryImageSchema, { error: m.galleryNotAList }).max(MAX_GALLERY_IMAGES, m.galleryTooMany(MAX_GALLERY_IMAGES)).default([]),
  featured: z.boolean({ error: m.featuredNotBoolean }).default(false),
  completionDate: optionalText('Completion date', 60),
  client: optionalText('Client', 160),
  location: optionalText('Location', 160),
  size: optionalText('Size', 60),
  /** Absent means published, so a body written to the spec's contract publishes as before. */
  status: z.enum(PROJECT_STATUSES, { error: m.statusInvalid }).default('Published'),
});

export type ProjectValues = z.output<typeof projectSchema>;
