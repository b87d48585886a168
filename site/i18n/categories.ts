import { isCategory, type PortfolioFilter } from '../../shared/categories.ts';
import { categories as arabic } from '../content/ar/categories.ts';
import { categories as english } from '../content/categories.ts';
import type { Locale } from './locales.ts';

const texts = { en: english, ar: arabic };

/** A readable label for any stored category, in either language, including ones typed outside both lists (shown as typed). */
export const categoryLabel = (category: string, locale: Locale): string =>
  isCategory(category) ? texts[locale].names[category] : category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** A portfolio filter's button: its category's name, or "All Projects". */
export const filterLabel = (filter: PortfolioFilter, locale: Locale): string => (filter === 'all' ? texts[locale].allProjects : texts[locale].names[filter]);

/** The title of a filter's listing pages: "Residential projects". */
export const listingTitle = (filter: PortfolioFilter, locale: Locale): string => texts[locale].listings[filter];
