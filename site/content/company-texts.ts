/** The portfolio's category names; the company's facts and texts are the office's site content (shared/site-content). */
export const companyTexts = {
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
