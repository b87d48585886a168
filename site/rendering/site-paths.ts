import { portfolioPages } from '../data/portfolio-listings.ts';
import { publishedSlugs } from '../data/project-views.ts';
import { locales, localizedPath } from '../i18n/locales.ts';
import { listingHref } from '../lib/portfolio-paging.ts';

/** The pages without parameters, in both editions; `/project-preview` renders a project newer than the live pages. */
const FIXED_PAGES = ['/', '/about', '/services', '/portfolio', '/contact', '/privacy', '/project-preview', '/404'];

/** Files that are the same in both editions. */
const SITE_FILES = ['/sitemap.xml', '/robots.txt'];

/** Every address the published site has a file for: its pages in both editions, the project pages and every page of the listing. */
export const sitePaths = async (): Promise<string[]> => {
  const slugs = await publishedSlugs();
  const listings = (await portfolioPages('en')).map(({ listing }) => listingHref(listing.filter, listing.page)).filter((href) => href !== '/portfolio');
  const pages = [...FIXED_PAGES, ...listings, ...slugs.map((slug) => `/portfolio/${slug}`)];
  return [...SITE_FILES, ...locales.flatMap((locale) => pages.map((path) => localizedPath(path, locale)))];
};

/** The file a path is written to, as Astro's `build.format: 'file'` names it: `/about` → `about.html`, `/` → `index.html`. */
export const fileOfPath = (path: string) => {
  if (path === '/') return 'index.html';
  const relative = path.slice(1);
  return /\.[a-z0-9]+$/i.test(relative) ? relative : `${relative}.html`;
};
