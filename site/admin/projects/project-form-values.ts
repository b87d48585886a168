import type { z } from 'zod';
import { ADMIN_CATEGORIES, DEFAULT_ADMIN_CATEGORY } from '../../../shared/categories.ts';
import { categoryLabel } from '../../i18n/categories.ts';
import { altsFollowingImages } from '../../../shared/gallery-alts.ts';
import type { ProjectStatus } from '../../../shared/project-status.ts';
import type { projectFormSchema } from '../../../shared/schemas/project-request.ts';
import type { ProjectTranslationRow } from './use-project-translations.ts';
import type { AdminLanguage } from '../../../shared/schemas/auth.ts';
import type { Project } from '../lib/api-types.ts';

export type ProjectFormInput = z.input<typeof projectFormSchema>;
export type ProjectFormOutput = z.output<typeof projectFormSchema>;

/** Every field as the form edits it: text fields as strings (blank optional fields become null on submit). */
export interface ProjectFormValues extends ProjectFormInput {
  fullDescription: string;
  completionDate: string;
  client: string;
  location: string;
  size: string;
  galleryImages: Array<{ url: string; alt: string }>;
  featured: boolean;
  status: ProjectStatus;
  seoTitle: string;
  seoDescription: string;
  shareImage: string;
  /** ISO times, '' for none. */
  publishAt: string;
  unpublishAt: string;
}

/** A new project: category residential, not featured, published unless saved as a draft, every other field empty. */
export const emptyProjectValues = (): ProjectFormValues => ({
  title: '',
  slug: '',
  category: DEFAULT_ADMIN_CATEGORY,
  description: '',
  fullDescription: '',
  imageUrl: '',
  imageAlt: '',
  galleryImages: [],
  featured: false,
  completionDate: '',
  client: '',
  location: '',
  size: '',
  status: 'Published',
  seoTitle: '',
  seoDescription: '',
  shareImage: '',
  publishAt: '',
  unpublishAt: '',
});

/** Editing prefills every field. A project with a main image but no gallery shows that image as the gallery. */
export const projectToFormValues = (project: Project): ProjectFormValues => ({
  title: project.title,
  slug: project.slug,
  category: project.category,
  description: project.description,
  fullDescription: project.fullDescription ?? '',
  imageUrl: project.imageUrl,
  imageAlt: project.imageAlt,
  galleryImages:
    project.galleryImages.length > 0 ? project.galleryImages.map(({ url, alt }) => ({ url, alt })) : project.imageUrl ? [{ url: project.imageUrl, alt: project.imageAlt }] : [],
  featured: project.featured,
  completionDate: project.completionDate ?? '',
  client: project.client ?? '',
  location: project.location ?? '',
  size: project.size ?? '',
  status: project.status,
  seoTitle: project.seoTitle ?? '',
  seoDescription: project.seoDescription ?? '',
  shareImage: project.shareImage ?? '',
  publishAt: project.publishAt ?? '',
  unpublishAt: project.unpublishAt ?? '',
});

/** The admin list, plus a stored category outside it so editing never changes it silently. */
export const categoryOptions = (current: string, lang: AdminLanguage): Array<{ value: string; label: string }> => {
  const options: Array<{ value: string; label: string }> = ADMIN_CATEGORIES.map((value) => ({ value, label: categoryLabel(value, lang) }));
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: categoryLabel(current, lang) });
  return options;
};

const ARABIC_FIELDS = ['title', 'description', 'fullDescription', 'completionDate', 'client', 'location', 'size', 'imageAlt', 'seoTitle', 'seoDescription', 'shareImage'] as const;

type Images = ReadonlyArray<{ url: string }>;

/**
 * The Arabic section's fields, as strings: blank where there is no Arabic text yet. The stored alts belong
 * to the stored gallery (`saved`); each goes to its image in the form's gallery (`shown`), which the admin
 * may have reordered meanwhile. A project saved before its gallery existed has only a main alt.
 */
export const arabicFormValues = (row: ProjectTranslationRow | undefined, saved: Images, shown: Images) => ({
  ...Object.fromEntries(ARABIC_FIELDS.map((field) => [field, row?.[field] ?? ''])),
  galleryAlts: altsFollowingImages(saved, shown, row?.galleryAlts.length ? row.galleryAlts : [row?.imageAlt ?? '']),
});
