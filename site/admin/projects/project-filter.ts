import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/project-status.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import type { FilterOption } from '../list/StatusFilter.tsx';

export type ProjectFilter = 'all' | ProjectStatus;

/** "Show": every project, only drafts, or only published ones. */
export const projectFilters = (t: AdminDictionary['projects']): readonly FilterOption<ProjectFilter>[] => [
  { value: 'all', label: t.statusFilterAll },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: t.status[status] })),
];
