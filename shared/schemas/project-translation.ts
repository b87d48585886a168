import { z } from 'zod';
import type { ApiMessages, Field } from '../messages/en.ts';
import { perLanguage } from './per-language.ts';
import { MAX_GALLERY_IMAGES, optionalImageUrl, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './project.ts';

/** An optional translated text: blank means "not translated yet" (null); given, it obeys the English field's length rules. */
const translatedText = (m: ApiMessages, field: Field, max: number, min = 0, tooShort = '') =>
  z
    .string({ error: m.fields.notText(field) })
    .trim()
    .max(max, m.fields.tooLong(field, max))
    .refine((value) => value.length === 0 || value.length >= min, tooShort)
    .nullish()
    .transform((value) => (value ? value : null));

/** A project's texts in one other language: the same rules as the English fields, every one optional. */
const projectTranslation = (m: ApiMessages) =>
  z.object({
    title: translatedText(m, 'title', 160, 3, m.projects.titleTooShort),
    description: translatedText(m, 'description', 600, 10, m.projects.descriptionTooShort),
    fullDescription: translatedText(m, 'fullDescription', 20000),
    client: translatedText(m, 'client', 160),
    location: translatedText(m, 'location', 160),
    size: translatedText(m, 'size', 60),
    completionDate: translatedText(m, 'completionDate', 60),
    imageAlt: translatedText(m, 'imageAlt', 300),
    galleryAlts: z
      .array(
        z
          .string({ error: m.fields.notText('imageAlt') })
          .trim()
          .max(300, m.fields.tooLong('imageAlt', 300)),
        { error: m.projects.galleryNotAList },
      )
      .max(MAX_GALLERY_IMAGES, m.projects.galleryTooMany(MAX_GALLERY_IMAGES))
      .default([]),
    /** This language's search result and link card; blank keeps the page's own in this language, never the English overrides. */
    seoTitle: translatedText(m, 'seoTitle', SEO_TITLE_MAX),
    seoDescription: translatedText(m, 'seoDescription', SEO_DESCRIPTION_MAX),
    shareImage: optionalImageUrl(m),
  });

/** `translations` beside a project's own fields, saved in the same request; only Arabic for now. */
export const projectTranslationsSchemas = perLanguage((m) => z.object({ ar: projectTranslation(m).optional() }).optional());
