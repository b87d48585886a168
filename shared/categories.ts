/**
 * The spec keeps two category lists: the public portfolio filter and the admin form.
 * Every project stays reachable publicly: "All Projects" lists every category, and
 * each filter also takes in the admin categories that belong under it (see docs/decisions/003).
 */
export const ADMIN_CATEGORIES = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'retail', label: 'Retail' },
  { value: 'other', label: 'Other' },
] as const;

export const DEFAULT_ADMIN_CATEGORY = 'residential';

export const PORTFOLIO_FILTERS = [
  { value: 'all', label: 'All Projects', includes: [] },
  { value: 'residential', label: 'Residential', includes: ['residential'] },
  { value: 'retail', label: 'Retail', includes: ['retail'] },
  { value: 'food-beverage', label: 'F&B', includes: ['food-beverage', 'hospitality'] },
  { value: 'commercial', label: 'Commercial', includes: ['commercial'] },
] as const satisfies ReadonlyArray<{ value: string; label: string; includes: readonly string[] }>;

export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number]['value'];

export const matchesPortfolioFilter = (category: string, filter: PortfolioFilter): boolean => {
  if (filter === 'all') return true;
  const entry = PORTFOLIO_FILTERS.find((option) => option.value === filter);
  return (entry?.includes as readonly string[] | undefined)?.includes(category) ?? false;
};

const LABELS: Record<string, string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  hospitality: 'Hospitality',
  retail: 'Retail',
  other: 'Other',
  'food-beverage': 'F&B',
};

/** A readable label for any stored category, including ones typed outside both lists. */
export const categoryLabel = (category: string): string => LABELS[category] ?? category.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
