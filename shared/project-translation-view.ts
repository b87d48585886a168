/** The texts a translation can replace; everything else (slug, images, category, flags) is shared. */
const TRANSLATED_FIELDS = ['title', 'description', 'fullDescription', 'client', 'location', 'size', 'completionDate'] as const;
export type TranslatedField = (typeof TRANSLATED_FIELDS)[number] | 'imageAlt';

/** A search result's and link card's overrides: per language, never taken from another language's (a share image is). */
interface SeoTexts {
  seoTitle?: string | null;
  seoDescription?: string | null;
  shareImage?: string | null;
}

/** A project's own texts, as stored (the original language). */
export type ProjectTexts = Record<(typeof TRANSLATED_FIELDS)[number], string | null> & { imageAlt: string; galleryImages: Array<{ url: string; alt: string }> } & SeoTexts;
/** A project's texts in another language; blank means "not translated". */
export type TranslationTexts = Record<TranslatedField, string | null> & { galleryAlts: string[] } & SeoTexts;

const given = (value: string | null | undefined) => (value?.trim() ? value : null);

/**
 * The search result in another language: its own title and description or none (the page's own are used,
 * never the English overrides), and its own share image or the original's (a picture needs no translation).
 */
const seoIn = (project: SeoTexts, translation: SeoTexts | undefined): SeoTexts =>
  'seoTitle' in project
    ? { seoTitle: given(translation?.seoTitle), seoDescription: given(translation?.seoDescription), shareImage: given(translation?.shareImage) ?? project.shareImage ?? null }
    : {};

/** The project in the translation's language: each translated text where present, the original elsewhere (same shape). */
export const applyTranslation = <P extends ProjectTexts>(project: P, translation: TranslationTexts | undefined): P => {
  if (!translation) return { ...project, ...seoIn(project, undefined) };
  const translated: P = { ...project, ...seoIn(project, translation) };
  for (const field of TRANSLATED_FIELDS) {
    const text = given(translation[field]);
    if (text) (translated as Record<string, unknown>)[field] = text;
  }
  translated.imageAlt = given(translation.imageAlt) ?? project.imageAlt;
  translated.galleryImages = (project.galleryImages ?? []).map((image, index) => ({ ...image, alt: given(translation.galleryAlts[index]) ?? image.alt }));
  return translated;
};

/** The fields shown in the original language because the translation lacks them (they get lang="en" on the page). */
export const untranslatedFields = (project: Pick<ProjectTexts, TranslatedField>, translation: Partial<Record<TranslatedField, string | null>> | undefined): TranslatedField[] => {
  const fields = [...TRANSLATED_FIELDS, 'imageAlt'] as const;
  return fields.filter((field) => given(project[field]) && !given(translation?.[field]));
};

/**
 * The same, read from two answers of the public API (`?lang=ar` and without): a field the translated
 * answer left as the original is untranslated.
 */
export const fieldsLeftAsOriginal = (original: Pick<ProjectTexts, TranslatedField>, translated: Pick<ProjectTexts, TranslatedField>): TranslatedField[] =>
  untranslatedFields(
    original,
    Object.fromEntries(
      [...TRANSLATED_FIELDS, 'imageAlt'].map((field) => [
        field,
        translated[field as TranslatedField] === original[field as TranslatedField] ? null : translated[field as TranslatedField],
      ]),
    ),
  );
