import { company } from '../../shared/company.ts';
import { dictionaries } from '../content/dictionary.ts';
import { type Locale, localizedPath } from '../i18n/locales.ts';
import type { ProjectView } from './project-view.ts';

/** Schema.org descriptions for search engines (JSON-LD), built from the company facts. */
const absolute = (path: string, site: URL) => new URL(path, site).href;

const businessId = (site: URL) => absolute('/#business', site);

export const businessJsonLd = (site: URL, image?: string, locale: Locale = 'en') => ({
  '@context': 'https://schema.org',
  '@type': ['GeneralContractor', 'LocalBusiness'],
  '@id': businessId(site),
  name: company.name,
  inLanguage: locale,
  slogan: dictionaries[locale].companyTexts.tagline,
  description: dictionaries[locale].companyTexts.blurb,
  url: absolute(localizedPath('/', locale), site),
  logo: absolute('/icon-512.png', site),
  ...(image ? { image: absolute(image, site) } : {}),
  telephone: company.phone.display,
  email: company.email,
  address: {
    '@type': 'PostalAddress',
    streetAddress: company.address.street,
    addressLocality: company.address.city,
    addressRegion: company.address.district,
    postalCode: company.address.postalCode,
    addressCountry: company.address.countryCode,
  },
  geo: { '@type': 'GeoCoordinates', ...company.address.geo },
  openingHoursSpecification: company.hours.schema.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: slot.days.map((day) => `https://schema.org/${day}`),
    opens: slot.opens,
    closes: slot.closes,
  })),
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
