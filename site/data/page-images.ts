import { matchesPortfolioFilter, type PortfolioFilter } from '../../shared/categories.ts';
import type { ImageView, ProjectView } from '../lib/project-view.ts';

/**
 * Pages illustrate their sections with the portfolio's own images, so the site always shows
 * real, current work. Any slot can be empty (a new install with no projects); sections cope.
 */
export const firstImageIn = (projects: ProjectView[], filter: PortfolioFilter, offset = 0): ImageView | undefined => {
  const matching = projects.filter((project) => matchesPortfolioFilter(project.category, filter));
  const images = matching.flatMap((project) => project.images);
  return images[offset] ?? projects.flatMap((project) => project.images)[offset];
};

/** A project's image by position in its gallery, falling back to its main image. */
export const imageOf = (projects: ProjectView[], slugPreference: string[], index = 0): ImageView | undefined => {
  for (const slug of slugPreference) {
    const found = projects.find((project) => project.slug === slug);
    if (found) return found.images[index] ?? found.images[0];
  }
  return undefined;
};
