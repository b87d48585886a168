import { describe, expect, it } from 'vitest';
import { filterTotals, listingHref, portfolioListings } from './portfolio-paging.ts';

const projects = (count: number, category: string) => Array.from({ length: count }, (_, index) => ({ slug: `${category}-${index}`, category }));

describe('portfolio paging', () => {
  it('links each page of each filter at a path no project slug can take', () => {
    expect(listingHref('all')).toBe('/portfolio');
    expect(listingHref('all', 2)).toBe('/portfolio/page/2');
    expect(listingHref('food-beverage')).toBe('/portfolio/category/food-beverage');
    expect(listingHref('retail', 3)).toBe('/portfolio/category/retail/page/3');
  });

  it('cuts every filter into pages of a dozen, hospitality under F&B', () => {
    const all = [...projects(20, 'residential'), ...projects(3, 'hospitality'), ...projects(2, 'food-beverage')];
    const listings = portfolioListings(all);
    const of = (filter: string) => listings.filter((listing) => listing.filter === filter);

    expect(of('all').map((listing) => listing.items.length)).toEqual([12, 12, 1]);
    expect(of('all')[2]).toMatchObject({ page: 3, pageCount: 3, total: 25 });
    expect(of('residential').map((listing) => listing.items.length)).toEqual([12, 8]);
    expect(of('food-beverage')[0]?.items.map((item) => item.category)).toEqual(['hospitality', 'hospitality', 'hospitality', 'food-beverage', 'food-beverage']);
    // A filter without projects still has its (empty) first page.
    expect(of('commercial')).toEqual([{ filter: 'commercial', page: 1, pageCount: 1, items: [], total: 0 }]);
    expect(filterTotals(all)).toEqual({ all: 25, residential: 20, retail: 0, 'food-beverage': 5, commercial: 0 });
  });
});
