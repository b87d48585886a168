import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { toPageContent } from './page-content.ts';
import { toProjectView } from './project-view.ts';
import { businessJsonLd, projectJsonLd, serializeJsonLd } from './structured-data.ts';

const site = new URL('https://www.nileatelier.com');

describe('structured data', () => {
  it('describes the studio as a general contractor (a local business) with the office’s stored facts', () => {
    const data = businessJsonLd(site, toPageContent(defaultSiteContent, 'en'));
    expect(data['@type']).toEqual(['GeneralContractor', 'LocalBusiness']);
    expect(data).toMatchObject({
      telephone: '+20 100 555 0142',
      email: 'hello@nileatelier.com',
      address: { '@type': 'PostalAddress', streetAddress: 'Building 7, Palm Hills Business Park, Palm Hills, Cairo, Egypt' },
      hasMap: 'https://www.google.com/maps/search/?api=1&query=Palm+Hills+Business+Park%2C+Cairo',
      sameAs: ['https://www.instagram.com/nileatelier', 'https://www.facebook.com/nileatelier', 'https://www.linkedin.com/company/nile-atelier'],
    });
    expect(data).not.toHaveProperty('geo');
  });

  it('follows an edit: the Arabic address and tagline, only the networks the studio is on, no map when there is none', () => {
    const content = structuredClone(defaultSiteContent);
    content.company.socials.facebook = '';
    content.company.mapLink = '';
    const data = businessJsonLd(site, toPageContent(content, 'ar'), undefined, 'ar');
    expect(data.address.streetAddress).toBe('مبنى 7، مجمع بالم هيلز للأعمال، بالم هيلز، القاهرة، مصر');
    expect(data.slogan).toBe('مقاولات وتشطيبات داخلية');
    expect(data.sameAs).toEqual(['https://www.instagram.com/nileatelier', 'https://www.linkedin.com/company/nile-atelier']);
    expect(data).not.toHaveProperty('hasMap');
  });

  it('describes a project as a CreativeWork by the studio with absolute image addresses', () => {
    const project = toProjectView({
      slug: 'cafe',
      title: 'Koshary Café',
      category: 'food-beverage',
      description: 'A café.',
      fullDescription: null,
      imageUrl: '/uploads/cafe.webp',
      imageAlt: 'Bar',
      galleryImages: [],
      completionDate: 'August 2023',
      location: 'Sheikh Zayed',
      size: null,
      client: null,
    });
    const data = projectJsonLd(project, site);
    expect(data).toMatchObject({ '@type': 'CreativeWork', name: 'Koshary Café', url: 'https://www.nileatelier.com/portfolio/cafe', genre: 'F&B' });
    expect(data.image[0]?.contentUrl).toBe('https://www.nileatelier.com/uploads/cafe.webp');
    expect(data.creator['@id']).toBe('https://www.nileatelier.com/#business');
  });

  it('cannot close its script element', () => {
    expect(serializeJsonLd({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
