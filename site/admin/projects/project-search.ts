import { categoryLabel } from '../../../shared/categories.ts';
import { lang } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { filterBySearch } from '../lib/search.ts';

/** 'Search projects...': case-insensitive on title, category (its value or label) and description. */
export const searchProjects = (projects: readonly Project[], query: string) =>
  filterBySearch(projects, query, (project) => [project.title, project.category, categoryLabel(project.category, lang), project.description]);
