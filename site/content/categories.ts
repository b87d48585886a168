import type { Category, PortfolioFilter } from '../../shared/categories.ts';

/**
 * Every category's name, for every use: the public filters and cards, page titles, structured data, the admin's
 * select, badges and search, each read through site/i18n/categories.ts.
 */
export const categories = {
  names: {
    residential: 'Residential',
    commercial: 'Commercial',
    hospitality: 'Hospitality',
    retail: 'Retail',
    'food-beverage': 'F&B',
    other: 'Other',
  } satisfies Record<Category, string>,
  /** The filter's button that shows every project. */
  allProjects: 'All Projects',
  /** The title of each filter's listing pages. */
  listings: {
    all: 'Portfolio',
    residential: 'Residential projects',
    retail: 'Retail projects',
    'food-beverage': 'F&B projects',
    commercial: 'Commercial projects',
  } satisfies Record<PortfolioFilter, string>,
} as const;
