import { categoryLabel } from '../../i18n/categories.ts';
import type { Project } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/** 'Search projects...': case-insensitive on title, category (its value or its name in either language) and description. */
export const searchProjects = (projects: readonly Project[], query: string) =>
  filterBySearch(projects, query, (project) => [
    project.title,
    project.category,
    categoryLabel(project.category, 'en'),
    categoryLabel(project.category, 'ar'),
    project.description,
  ]);
