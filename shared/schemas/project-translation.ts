import { z } from 'zod';
import { fieldMessages } from '../messages/fields.ts';
import { projectMessages as m } from '../messages/projects.ts';
import { MAX_GALLERY_IMAGES } from './project.ts';

/** An optional translated text: blank means "not translated yet" (null); given, it obeys the English field's length rules. */
const translatedText = (label: string, max: number, min = 0, tooShort = '') =>
  z
    .string({ error: fieldMessages.notText(label) })
    .trim()
    .max(max, fieldMessages.tooLong(label, max))
    .refine((value) => value.length === 0 || value.length >= min, tooShort)
    .nullish()
    .transform((value) => (value ? value : null));

/** A project's texts in one other language (decision 094): the same rules as the English fields, every one optional. */
const projectTranslationSchema = z.object({
  title: translatedText('Title', 160, 3, m.titleTooShort),
  description: translatedText('Description', 600, 10, m.descriptionTooShort),
  fullDescription: translatedText('Full description', 20000),
  client: translatedText('Client', 160),
  location: translatedText('Location', 160),
  size: translatedText('Size', 60),
  completionDate: translatedText('Completion date', 60),
  imageAlt: translatedText('Image alt text', 300),
  galleryAlts: z
    .array(
      z
        .string({ error: fieldMessages.notText('Image alt text') })
        .trim()
        .max(300, fieldMessages.tooLong('Image alt text', 300)),
      { error: m.galleryNotAList },
    )
    .max(MAX_GALLERY_IMAGES, m.galleryTooMany(MAX_GALLERY_IMAGES))
    .default([]),
});

/** `translations` beside a project's own fields, saved in the same request; only Arabic for now. */
export const projectTranslationsSchema = z.object({ ar: projectTranslationSchema.optional() }).optional();
