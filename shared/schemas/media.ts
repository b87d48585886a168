import { z } from 'zod';
import type { ApiMessages } from '../messages/en.ts';
import { perLanguage } from './per-language.ts';

const altText = (m: ApiMessages) =>
  z
    .string({ error: m.fields.notText('imageAlt') })
    .trim()
    .max(300, m.fields.tooLong('imageAlt', 300))
    .refine((value) => !value.includes('\u0000'), m.fields.nulCharacter('imageAlt'));

/**
 * The body of `PATCH /api/admin/media/{id}`: the image's alt texts in the library, English and Arabic.
 * Empty is allowed: the image then has no description of its own, and each place shows its own or the project's title.
 */
export const mediaAltSchemas = perLanguage((m) =>
  z.object({ alt: z.object({ en: altText(m), ar: altText(m) }, { error: m.fields.notText('imageAlt') }) }, { error: m.fields.notText('imageAlt') }),
);
export const mediaAltSchema = mediaAltSchemas.en;
