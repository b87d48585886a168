import { matchesPortfolioFilter, PORTFOLIO_FILTERS, type PortfolioFilter } from '../../shared/categories.ts';

/** Cards per pre-rendered page and per 'Load more' step. */
const PORTFOLIO_PAGE_SIZE = 12;

/**
 * Where a filter's page lives. Pages of a listing are two or more segments deep,
 * so they can never collide with a project's /portfolio/{slug}.
 */
export const listingHref = (filter: PortfolioFilter, page = 1): string => {
  const base = filter === 'all' ? '/portfolio' : `/portfolio/category/${filter}`;
  return page > 1 ? `${base}/page/${page}` : base;
};

export interface ListingPage<T> {
  filter: PortfolioFilter;
  page: number;
  pageCount: number;
  items: T[];
  /** The filter's total, all pages together. */
  total: number;
}

/** Every page of every filter, for getStaticPaths and for the filter buttons' totals. */
export const portfolioListings = <T extends { category: string }>(items: readonly T[], pageSize = PORTFOLIO_PAGE_SIZE) =>
  PORTFOLIO_FILTERS.flatMap(({ value: filter }) => {
    const matching = items.filter((item) => matchesPortfolioFilter(item.category, filter));
    const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
    return Array.from(
      { length: pageCount },
      (_, index): ListingPage<T> => ({
        filter,
        page: index + 1,
        pageCount,
        items: matching.slice(index * pageSize, (index + 1) * pageSize),
        total: matching.length,
      }),
    );
  });

/** How many projects each filter shows in all. */
export const filterTotals = (items: readonly { category: string }[]): Record<PortfolioFilter, number> =>
  Object.fromEntries(PORTFOLIO_FILTERS.map(({ value }) => [value, items.filter((item) => matchesPortfolioFilter(item.category, value)).length])) as Record<PortfolioFilter, number>;
