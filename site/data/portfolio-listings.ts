import { listingTitle } from '../i18n/categories.ts';
import { dictionary } from '../content/dictionary.ts';
import type { Locale } from '../i18n/locales.ts';
import { filterTotals, portfolioListings } from '../lib/portfolio-paging.ts';
import { cardOf } from '../lib/project-view.ts';
import { firstImageIn } from './page-images.ts';
import { projectViews } from './project-views.ts';
import { pageContent } from './page-content.ts';

/** Every pre-rendered page of the portfolio listing, with what each page needs. */
export const portfolioPages = async (locale: Locale = 'en') => {
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
};
