import { projectPage as arabicProjectPage } from '../../content/ar/project.ts';
import { projectPage } from '../../content/project.ts';
import type { ContentLocale } from '../../../shared/site-content/locales.ts';

/** What the form holds that a search result and a link card are made of, in one language. */
export interface SeoSource {
  slug: string;
  /** The page's own title and description in this language (the Arabic falls back to the English where empty). */
  title: string;
  description: string;
  /** The overrides of this language, as typed. */
  seoTitle: string;
  seoDescription: string;
  shareImage: string;
  /** The image the card shows without a share image of this language: the English share image (for Arabic), else the main image. */
  fallbackImage: string;
}

export interface SeoPreview {
  /** The address as Google writes it: "nileatelier.com › ar › portfolio › slug". */
  breadcrumb: string;
  host: string;
  title: string;
  description: string;
  image: string | null;
}

/**
 * The Google result and link card the page will have, as the build makes them (site/pages/portfolio/[slug].astro):
 * the override where one is written, the page's own title, description and main image otherwise.
 */
export const seoPreview = (source: SeoSource, locale: ContentLocale, origin: string): SeoPreview => {
  const host = new URL(origin).host;
  const metaTitle = (locale === 'ar' ? arabicProjectPage : projectPage).metaTitle;
  const path = [...(locale === 'ar' ? ['ar'] : []), 'portfolio', source.slug || '…'];
  return {
    breadcrumb: [host, ...path].join(' › '),
    host,
    title: source.seoTitle.trim() || metaTitle(source.title.trim() || '…'),
    description: source.seoDescription.trim() || source.description.trim(),
    image: source.shareImage.trim() || source.fallbackImage.trim() || null,
  };
};
