import type { ProjectValues } from '../../shared/schemas/project.ts';
import { PORTFOLIO_FILTERS } from '../../shared/categories.ts';
import { categoryLabel } from '../i18n/categories.ts';

/** An image as the page renders it; `srcset` and the size exist only when the build could read the file. */
export interface ImageView {
  src: string;
  alt: string;
  srcset?: string;
  /** The same candidates with AVIF copies where the upload made them. */
  avifSrcset?: string;
  width?: number;
  height?: number;
}

/** The fields of a project the public pages show, whether it comes from the build or from the API. */
export type ProjectSource = Pick<
  ProjectValues,
  'slug' | 'title' | 'category' | 'description' | 'fullDescription' | 'imageUrl' | 'imageAlt' | 'galleryImages' | 'completionDate' | 'location' | 'size' | 'client'
> &
  Partial<Pick<ProjectValues, 'seoTitle' | 'seoDescription' | 'shareImage'>>;

export interface ProjectCardView {
  slug: string;
  title: string;
  category: string;
  categoryLabel: string;
  description: string;
  image: ImageView;
  /** On another edition's pages: the fields still in English, shown with lang="en" dir="ltr". */
  untranslated?: string[];
}

export interface ProjectView extends ProjectCardView {
  fullDescription: string | null;
  completionDate: string | null;
  location: string | null;
  size: string | null;
  client: string | null;
  /** The gallery, or the main image alone when the project has no gallery. */
  images: ImageView[];
  /** What the search result and the link card show instead of the page's own title, description and main image; null keeps those. */
  seo: { title: string | null; description: string | null; image: ImageView | null };
}

export type ResolveImage = (url: string, alt: string) => ImageView;

const plainImage: ResolveImage = (src, alt) => ({ src, alt });

export const toProjectCard = (project: ProjectSource, resolve: ResolveImage = plainImage): ProjectCardView => ({
  slug: project.slug,
  title: project.title,
  category: project.category,
  categoryLabel: categoryLabel(project.category, 'en'),
  description: project.description,
  image: resolve(project.imageUrl, project.imageAlt || project.title),
});

export const toProjectView = (project: ProjectSource, resolve: ResolveImage = plainImage): ProjectView => {
  const gallery = project.galleryImages ?? [];
  const images = gallery.length ? gallery.map((image) => resolve(image.url, image.alt || project.title)) : [resolve(project.imageUrl, project.imageAlt || project.title)];
  return {
    ...toProjectCard(project, resolve),
    fullDescription: project.fullDescription,
    completionDate: project.completionDate,
    location: project.location,
    size: project.size,
    client: project.client,
    images,
    seo: {
      title: project.seoTitle ?? null,
      description: project.seoDescription ?? null,
      image: project.shareImage ? described(resolve(project.shareImage, ''), project.title) : null,
    },
  };
};

/** An image with its alt, or the given one where the image has none (from its place or the library). */
const described = (image: ImageView, fallback: string): ImageView => (image.alt ? image : { ...image, alt: fallback });

/** Paragraphs of a free-text description, split on blank lines. */
export const paragraphsOf = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

export const cardOf = ({ slug, title, category, categoryLabel, description, image, untranslated }: ProjectCardView): ProjectCardView => ({
  ...(untranslated ? { untranslated } : {}),
  slug,
  title,
  category,
  categoryLabel,
  description,
  image,
});

/** The public filter a category shows under (hospitality under F&B), or the category itself. */
const filterGroup = (category: string) =>
  PORTFOLIO_FILTERS.find((filter) => filter.value !== 'all' && (filter.includes as readonly string[]).includes(category))?.value ?? category;

/**
 * The projects a project page suggests next: the ones after it in the portfolio's order within its kind of
 * work (wrapping round to the first), then others. Each project is suggested by the few pages just before
 * it, not by every page of its category, so editing one re-renders a handful of pages at any portfolio size.
 */
export const relatedTo = (slug: string, category: string, all: ProjectCardView[], count = 3): ProjectCardView[] => {
  const group = filterGroup(category);
  const sameGroup = all.filter((other) => filterGroup(other.category) === group);
  const at = sameGroup.findIndex((other) => other.slug === slug);
  const following = [...sameGroup.slice(at + 1), ...sameGroup.slice(0, Math.max(at, 0))].filter((other) => other.slug !== slug);
  const rest = all.filter((other) => filterGroup(other.category) !== group);
  return [...following, ...rest].slice(0, count).map(cardOf);
};

/** `relatedTo` for every project of `all` at once, each answer found without going through the whole portfolio again. */
export const relatedIndex = (all: ProjectCardView[], count = 3) => {
  const groups = new Map<string, ProjectCardView[]>();
  const positions = new Map<string, number>();
  for (const card of all) {
    const group = groups.get(filterGroup(card.category)) ?? [];
    positions.set(card.slug, group.length);
    group.push(card);
    groups.set(filterGroup(card.category), group);
  }
  return (slug: string, category: string): ProjectCardView[] => {
    const group = filterGroup(category);
    const same = groups.get(group) ?? [];
    const at = same[positions.get(slug) ?? -1]?.slug === slug ? (positions.get(slug) ?? -1) : -1;
    const picked: ProjectCardView[] = [];
    for (let step = 1; step < same.length + (at === -1 ? 1 : 0) && picked.length < count; step++) {
      const other = same[(at + step + same.length) % same.length];
      if (other && other.slug !== slug) picked.push(other);
    }
    for (const other of all) {
      if (picked.length >= count) break;
      if (filterGroup(other.category) !== group) picked.push(other);
    }
    return picked.map(cardOf);
  };
};

/** Attributes for a field shown in English on a page in another language (none when it is in the page's). */
export const originalLanguage = (view: { untranslated?: string[] }, field: string) => (view.untranslated?.includes(field) ? ({ lang: 'en', dir: 'ltr' } as const) : {});
