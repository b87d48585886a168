/** Texts of the Portfolio page (/portfolio). */
export const portfolio = {
  hero: {
    eyebrow: 'Portfolio',
    title: 'Built, photographed, lived in',
    text: 'A selection of homes, boutiques, restaurants and workplaces we have delivered across Greater Cairo.',
  },
  gallery: {
    eyebrow: 'Our work',
    title: 'Projects',
    filterLabel: 'Filter projects by category',
    empty: 'No projects in this category yet. Try another filter or view all projects.',
    results: (count: number) => (count === 1 ? '1 project' : `${count} projects`),
    loadMore: 'Load more projects',
  },
  /** Titles of the listing's further pages: one filter (its title from categories.ts), or page 2 onwards. */
  listingTitle: (listing: string, page: number) => `${listing}${page > 1 ? `, page ${page}` : ''} · Nile Atelier`,
  contact: {
    eyebrow: 'Start your project',
    title: 'Seen something you like?',
    text: 'Tell us about your space and we will show you how we would approach it, with projects like it and an honest first estimate.',
    hoursLabel: 'Site visits & material library',
  },
} as const;
