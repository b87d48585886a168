/**
 * Every category a project can have. Their names, in both languages, are the public site's texts
 * (site/content/categories.ts), read everywhere through site/i18n/categories.ts.
 */
const CATEGORIES = ['residential', 'commercial', 'hospitality', 'retail', 'food-beverage', 'other'] as const;

export type Category = (typeof CATEGORIES)[number];

/**
 * The spec keeps two category lists: the public portfolio filter and the admin form.
 * Every project stays reachable publicly: "All Projects" lists every category, and
 * each filter also takes in the admin categories that belong under it (see docs/decisions/003).
 */
export const ADMIN_CATEGORIES = ['residential', 'commercial', 'hospitality', 'retail', 'other'] as const satisfies readonly Category[];

export const DEFAULT_ADMIN_CATEGORY = 'residential';

/** The filter's buttons in the spec's order, each with the categories it shows; a filter is named as its category, "all" as every project. */
export const PORTFOLIO_FILTERS = [
  { value: 'all', includes: [] },
  { value: 'residential', includes: ['residential'] },
  { value: 'retail', includes: ['retail'] },
  { value: 'food-beverage', includes: ['food-beverage', 'hospitality'] },
  { value: 'commercial', includes: ['commercial'] },
] as const satisfies ReadonlyArray<{ value: 'all' | Category; includes: readonly Category[] }>;

export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]['value'];

const filterOf = (filter: PortfolioFilter) => PORTFOLIO_FILTERS.find((option) => option.value === filter) ?? PORTFOLIO_FILTERS[0];

export const matchesPortfolioFilter = (category: string, filter: PortfolioFilter): boolean =>
  filter === 'all' || (filterOf(filter).includes as readonly string[]).includes(category);

export const isCategory = (category: string): category is Category => (CATEGORIES as readonly string[]).includes(category);
