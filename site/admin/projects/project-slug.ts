import { slugify } from '../../../shared/slugify.ts';

/**
 * The slug after the title changed (an empty slug is generated from the title).
 * A new project's slug keeps following the title for as long as it is still the generated one;
 * an existing project keeps its slug, so published links do not break, unless the slug is empty.
 */
export const slugAfterTitleChange = ({ slug, previousTitle, nextTitle, isNew }: { slug: string; previousTitle: string; nextTitle: string; isNew: boolean }): string => {
  if (!slug.trim()) return slugify(nextTitle);
  if (isNew && slug === slugify(previousTitle)) return slugify(nextTitle);
  return slug;
};

/** After images are uploaded: an empty slug is generated when there is a title. */
export const slugAfterUpload = ({ slug, title }: { slug: string; title: string }): string => (!slug.trim() && title.trim() ? slugify(title) : slug);
