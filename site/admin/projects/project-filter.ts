import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/project-status.ts';
import { text } from '../i18n/text.ts';
import type { FilterOption } from '../list/StatusFilter.tsx';

export type ProjectFilter = 'all' | ProjectStatus;

/** "Show": every project, only drafts, or only published ones. */
export const PROJECT_FILTERS: readonly FilterOption<ProjectFilter>[] = [
  { value: 'all', label: text.projects.statusFilterAll },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: text.projects.status[status] })),
];
