import { company, fullAddress } from '../../shared/company.ts';

/** The company's words that change with the language; names, numbers and addresses for machines stay in shared/company.ts. */
export const companyTexts = {
  tagline: company.tagline,
  blurb: company.blurb,
  address: fullAddress(),
  hours: {
    standard: company.hours.standard,
    standardContact: company.hours.standardContact,
    alternate: company.hours.alternate,
  },
  stats: company.stats.map((stat) => ({ suffix: stat.suffix, label: stat.label })) as readonly { suffix: string; label: string }[],
  categories: {
    residential: 'Residential',
    commercial: 'Commercial',
    hospitality: 'Hospitality',
    retail: 'Retail',
    other: 'Other',
    'food-beverage': 'F&B',
    all: 'All Projects',
  },
} as const;
