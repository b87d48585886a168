import type { ContentLocale } from './site-content/locales.ts';

/**
 * The media library's alt texts by image address (decision 193). An image is described once, in the
 * library; a place that shows it (a gallery entry, the project's main image, the home hero) leaves its own
 * alt empty to use the library's, or writes one to override it.
 */
export type LibraryAlts = ReadonlyMap<string, Readonly<Record<ContentLocale, string>>>;

/** A place's own alt, or the library's in the same language, or '' when neither has one. */
const inherit = (own: string | null | undefined, library: LibraryAlts, url: string, locale: ContentLocale) => (own?.trim() ? own : (library.get(url)?.[locale] ?? ''));

interface Gallery {
  imageUrl: string;
  imageAlt: string;
  galleryImages: ReadonlyArray<{ url: string; alt: string }>;
}

/** Whether the main image's own entry in the gallery leaves its alt to the library (the project's imageAlt is then only a fallback). */
const mainEntryInherits = (project: Gallery, alts: readonly string[]) => {
  const index = project.galleryImages.findIndex((image) => image.url === project.imageUrl);
  return index !== -1 && !alts[index]?.trim();
};

/**
 * The project's English alts with the library's where its own are empty: each gallery image, and the main
 * image when its gallery entry leaves the alt to the library (`imageAlt` is required, so it never is empty).
 */
export const withLibraryAlts = <P extends Gallery>(project: P, library: LibraryAlts): P => {
  if (library.size === 0) return project;
  const own = project.galleryImages.map((image) => image.alt);
  const mainAlt = mainEntryInherits(project, own) ? library.get(project.imageUrl)?.en : undefined;
  return {
    ...project,
    imageAlt: mainAlt || project.imageAlt,
    galleryImages: project.galleryImages.map((image) => ({ ...image, alt: inherit(image.alt, library, image.url, 'en') })),
  };
};

interface AltTranslation {
  imageAlt: string | null;
  galleryAlts: string[];
}

/**
 * A translation's alts with the library's in its language where its own are empty. Made even when the
 * project has no translation yet (`translation` undefined, `empty` the rest of a blank one), since the
 * library may describe its images in that language already.
 */
export const translationWithLibraryAlts = <T extends AltTranslation>(
  project: Gallery,
  translation: T | undefined,
  empty: T,
  library: LibraryAlts,
  locale: ContentLocale,
): T | undefined => {
  if (library.size === 0) return translation;
  const base = translation ?? empty;
  const galleryAlts = project.galleryImages.map((image, index) => inherit(base.galleryAlts[index], library, image.url, locale));
  const mainAlt = base.imageAlt?.trim() ? base.imageAlt : library.get(project.imageUrl)?.[locale] || null;
  if (!translation && !mainAlt && galleryAlts.every((alt) => alt === '')) return undefined;
  return { ...base, imageAlt: mainAlt, galleryAlts };
};

/** The alt of an image in one language: the place's own, the library's, then (in another language) the place's and the library's English. */
export const altIn = (own: Readonly<Record<ContentLocale, string>> | undefined, library: LibraryAlts, url: string, locale: ContentLocale) =>
  inherit(own?.[locale], library, url, locale) || (locale === 'en' ? '' : inherit(own?.en, library, url, 'en'));
