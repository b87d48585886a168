import { company } from '../../shared/company.ts';
import { type Locale, localizedPath } from '../i18n/locales.ts';
import type { PageContent } from './page-content.ts';
import type { ProjectView } from './project-view.ts';

/**
 * Schema.org descriptions for search engines (JSON-LD), built from the company facts the office stores.
 * Only what the office edits is stated: the address is its own text (no geo coordinates, postcode or
 * opening-hours table that would silently stay behind when the office moves or changes its hours).
 */
const absolute = (path: string, site: URL) => new URL(path, site).href;

const businessId = (site: URL) => absolute('/#business', site);

export const businessJsonLd = (site: URL, content: Pick<PageContent, 'company' | 'links'>, image?: string, locale: Locale = 'en') => ({
  '@context': 'https://schema.org',
  '@type': ['GeneralContractor', 'LocalBusiness'],
  '@id': businessId(site),
  name: company.name,
  inLanguage: locale,
  slogan: content.company.footer.tagline,
  description: content.company.footer.blurb,
  url: absolute(localizedPath('/', locale), site),
  logo: absolute('/icon-512.png', site),
  ...(image ? { image: absolute(image, site) } : {}),
  telephone: content.company.phone,
  email: content.company.email,
  address: { '@type': 'PostalAddress', streetAddress: content.company.address },
  ...(content.links.map ? { hasMap: content.links.map } : {}),
  ...(content.links.socials.length > 0 ? { sameAs: content.links.socials.map((social) => social.href) } : {}),
  areaServed: { '@type': 'City', name: 'Cairo' },
  knowsAbout: ['Turnkey construction', 'Interior fit-out', 'Renovation', 'Project management'],
});

export const projectJsonLd = (project: ProjectView, site: URL, locale: Locale = 'en') => ({
  '@context': 'https://schema.org',
  '@type': 'CreativeWork',
  '@id': absolute(`${localizedPath(`/portfolio/${project.slug}`, locale)}#project`, site),
  inLanguage: locale,
  name: project.title,
  headline: project.title,
  description: project.description,
  ...(project.fullDescription ? { text: project.fullDescription } : {}),
  url: absolute(localizedPath(`/portfolio/${project.slug}`, locale), site),
  genre: project.categoryLabel,
  image: project.images.map((image) => ({ '@type': 'ImageObject', contentUrl: absolute(image.src, site), caption: image.alt })),
  creator: { '@id': businessId(site) },
  ...(project.location ? { locationCreated: { '@type': 'Place', name: project.location } } : {}),
  ...(project.completionDate ? { temporalCoverage: project.completionDate } : {}),
});

/** JSON inside <script> must not be able to close the tag. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');
