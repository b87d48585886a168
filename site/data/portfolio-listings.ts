import { listingTitle } from '../i18n/categories.ts';
import { dictionary } from '../content/dictionary.ts';
import type { Locale } from '../i18n/locales.ts';
import { filterTotals, portfolioListings } from '../lib/portfolio-paging.ts';
import { cardOf } from '../lib/project-view.ts';
import { firstImageIn } from './page-images.ts';
import { projectViews } from './project-views.ts';
import { pageContent } from './page-content.ts';
import { defineFact } from './facts.ts';

/** Every pre-rendered page of the portfolio listing, with what each page needs. */
export const portfolioPages = defineFact('portfolio-pages', async (locale: Locale) => {
  const { portfolio } = dictionary(locale);
  const { seo } = await pageContent(locale);
  const projects = await projectViews(locale);
  const cards = projects.map(cardOf);
  const totals = filterTotals(cards);
  const heroImage = firstImageIn(projects, 'food-beverage');
  return portfolioListings(cards).map((listing) => {
    const title = listing.filter === 'all' && listing.page === 1 ? seo.portfolio.title : portfolio.listingTitle(listingTitle(listing.filter, locale), listing.page);
    return { listing, totals, heroImage, title };
  });
});

/** One page of the portfolio listing (a filter, a page number), or null when there is no such page. */
export const portfolioPage = defineFact('portfolio-page', async (locale: Locale, filter: string, page: string) => {
  return (await portfolioPages(locale)).find(({ listing }) => listing.filter === filter && String(listing.page) === page) ?? null;
});
