import type { ContentLocale } from './site-content/locales.ts';

type InEveryLanguage = Readonly<Record<ContentLocale, string>>;

/**
 * Every category's name in both languages, for every use: the public filters and cards, page titles,
 * structured data, the admin's select, badges and search. The Arabic names are all nouns for the kind of
 * place, as the filter shows them side by side (decision 141).
 */
const CATEGORY_NAMES = {
  residential: { en: 'Residential', ar: 'منازل' },
  commercial: { en: 'Commercial', ar: 'مكاتب' },
  hospitality: { en: 'Hospitality', ar: 'فنادق ومنتجعات' },
  retail: { en: 'Retail', ar: 'متاجر' },
  'food-beverage': { en: 'F&B', ar: 'مطاعم ومقاهٍ' },
  other: { en: 'Other', ar: 'أخرى' },
} as const satisfies Record<string, InEveryLanguage>;

type Category = keyof typeof CATEGORY_NAMES;

/**
 * The spec keeps two category lists: the public portfolio filter and the admin form.
 * Every project stays reachable publicly: "All Projects" lists every category, and
 * each filter also takes in the admin categories that belong under it (see docs/decisions/003).
 */
export const ADMIN_CATEGORIES = ['residential', 'commercial', 'hospitality', 'retail', 'other'] as const satisfies readonly Category[];

export const DEFAULT_ADMIN_CATEGORY = 'residential';

/** The filter's buttons in the spec's order: each one's label, the title of its listing pages, and the categories it shows. */
export const PORTFOLIO_FILTERS = [
  { value: 'all', label: { en: 'All Projects', ar: 'كل المشروعات' }, listing: { en: 'Portfolio', ar: 'أعمالنا' }, includes: [] },
  { value: 'residential', label: CATEGORY_NAMES.residential, listing: { en: 'Residential projects', ar: 'المشروعات السكنية' }, includes: ['residential'] },
  { value: 'retail', label: CATEGORY_NAMES.retail, listing: { en: 'Retail projects', ar: 'مشروعات المتاجر' }, includes: ['retail'] },
  {
    value: 'food-beverage',
    label: CATEGORY_NAMES['food-beverage'],
    listing: { en: 'F&B projects', ar: 'مشروعات المطاعم والمقاهي' },
    includes: ['food-beverage', 'hospitality'],
  },
  { value: 'commercial', label: CATEGORY_NAMES.commercial, listing: { en: 'Commercial projects', ar: 'المشروعات الإدارية' }, includes: ['commercial'] },
] as const satisfies ReadonlyArray<{ value: string; label: InEveryLanguage; listing: InEveryLanguage; includes: readonly Category[] }>;

export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]['value'];

const filterOf = (filter: PortfolioFilter) => PORTFOLIO_FILTERS.find((option) => option.value === filter) ?? PORTFOLIO_FILTERS[0];

export const matchesPortfolioFilter = (category: string, filter: PortfolioFilter): boolean =>
  filter === 'all' || (filterOf(filter).includes as readonly string[]).includes(category);

/** The title of a filter's listing pages: "Residential projects", «المشروعات السكنية». */
export const listingTitle = (filter: PortfolioFilter, lang: ContentLocale): string => filterOf(filter).listing[lang];

const isKnown = (category: string): category is Category => Object.hasOwn(CATEGORY_NAMES, category);

/** A readable label for any stored category, in either language, including ones typed outside both lists (shown as typed). */
export const categoryLabel = (category: string, lang: ContentLocale): string =>
  isKnown(category) ? CATEGORY_NAMES[category][lang] : category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
