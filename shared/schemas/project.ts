import { z } from 'zod';
import { IMAGE_URL_MESSAGE, isAcceptedImageUrl } from '../image-urls.ts';
import { optionalText, textField } from './fields.ts';

export const MAX_GALLERY_IMAGES = 10;
/** Paths the public API already uses under /api/projects/, so no project may take them as a slug. */
export const RESERVED_SLUGS = ['featured'];

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const imageUrlField = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(2048, 'Image URL must be at most 2048 characters')
  .refine(isAcceptedImageUrl, IMAGE_URL_MESSAGE);

export const galleryImageSchema = z.object({
  url: imageUrlField,
  alt: z.string({ error: 'Image alt text must be text' }).trim().max(300, 'Image alt text must be at most 300 characters'),
});

export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const projectSchema = z.object({
  title: textField({ min: 3, max: 160, label: 'Title', tooShort: 'Title must be at least 3 characters' }),
  slug: z
    .string({ error: 'Slug must be at least 3 characters' })
    .trim()
    .min(3, 'Slug must be at least 3 characters')
    .max(120, 'Slug must be at most 120 characters')
    .regex(SLUG_PATTERN, 'Slug must contain only lowercase letters, numbers, and hyphens')
    .refine((slug) => !RESERVED_SLUGS.includes(slug), 'This slug is reserved, please choose another'),
  category: textField({ min: 3, max: 60, label: 'Category', tooShort: 'Category is required' }),
  description: textField({ min: 10, max: 600, label: 'Description', tooShort: 'Description must be at least 10 characters' }),
  fullDescription: optionalText('Full description', 20000),
  imageUrl: imageUrlField,
  imageAlt: z
    .string({ error: 'Image alt text is required' })
    .trim()
    .min(1, 'Image alt text is required')
    .max(300, 'Image alt text must be at most 300 characters'),
  galleryImages: z
    .array(galleryImageSchema, { error: 'Gallery images must be a list of images' })
    .max(MAX_GALLERY_IMAGES, `A project can have at most ${MAX_GALLERY_IMAGES} images`)
    .default([]),
  featured: z.boolean({ error: 'Featured must be true or false' }).default(false),
  completionDate: optionalText('Completion date', 60),
  client: optionalText('Client', 160),
  location: optionalText('Location', 160),
  size: optionalText('Size', 60),
});

const PROJECT_FIELDS = Object.keys(projectSchema.shape);

/**
 * PUT takes the full body, `{ featured }` alone for the list toggle, or any other subset.
 * The server lays the subset over the stored project and validates the result with
 * `projectSchema`, so a partial update obeys exactly the same rules as a full one.
 */
export const projectUpdateSchema = z.custom<Partial<ProjectInput>>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).some((key) => PROJECT_FIELDS.includes(key)),
  'Send at least one project field to update',
);
export type ProjectInput = z.input<typeof projectSchema>;
export type ProjectValues = z.output<typeof projectSchema>;
