import { describe, expect, it } from 'vitest';
import { company } from '../../shared/company.ts';
import { toProjectView } from './project-view.ts';
import { businessJsonLd, projectJsonLd, serializeJsonLd } from './structured-data.ts';

const site = new URL('https://www.nileatelier.com');

describe('structured data', () => {
  it('describes the studio as a general contractor (a local business) with its Cairo address and hours', () => {
    const data = businessJsonLd(site);
    expect(data['@type']).toEqual(['GeneralContractor', 'LocalBusiness']);
    expect(data.address).toMatchObject({ addressLocality: 'Cairo', addressCountry: 'EG', streetAddress: company.address.street });
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '18:00' });
    expect(data.openingHoursSpecification[0]?.dayOfWeek).toContain('https://schema.org/Sunday');
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
