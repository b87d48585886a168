import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { InferResponseType } from 'hono/client';

export type ProjectTranslationRow = InferResponseType<typeof api.api.admin.projects.translations.$get, 200>[number];

/** Query key of the projects' Arabic texts; the projects list's refetch after a save refreshes it too. */
const translationsPath = api.api.admin.projects.translations.$path();

/** Every project's Arabic texts, by project id. */
export const useProjectTranslations = ({ enabled = true } = {}) => {
  const query = useQuery<ProjectTranslationRow[]>({ queryKey: [translationsPath], enabled });
  const byProject = new Map((query.data ?? []).map((row) => [row.projectId, row]));
  return { ...query, byProject };
};

/** "AR" in the list: the Arabic title and subtitle are there. */
export const hasArabic = (row: ProjectTranslationRow | undefined) => Boolean(row?.title && row.description);
