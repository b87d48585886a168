import { describe, expect, it } from 'vitest';
import { matchesPortfolioFilter } from './categories.ts';

describe('the categories', () => {
  it('keep every project reachable: hospitality under F&B, everything under All Projects', () => {
    expect(matchesPortfolioFilter('hospitality', 'food-beverage')).toBe(true);
    expect(matchesPortfolioFilter('hospitality', 'residential')).toBe(false);
    expect(matchesPortfolioFilter('other', 'all')).toBe(true);
    expect(matchesPortfolioFilter('medical-clinic', 'commercial')).toBe(false);
  });
});
