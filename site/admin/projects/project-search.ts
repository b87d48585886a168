import { categoryLabel } from '../../i18n/categories.ts';
import type { Project } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/**
 * 'Search projects...': case-insensitive on title (and the title the list shows, the Arabic one in Arabic),
 * category (its value or its name in either language) and description.
 */
export const searchProjects = (projects: readonly Project[], query: string, shownTitle: (project: Project) => string = (project) => project.title) =>
  filterBySearch(projects, query, (project) => [
    project.title,
    shownTitle(project),
    project.category,
    categoryLabel(project.category, 'en'),
    categoryLabel(project.category, 'ar'),
    project.description,
  ]);
