import { useAdminLanguage } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { useProjectTranslations } from './use-project-translations.ts';

export type ProjectNames = (project: Pick<Project, 'id' | 'title' | 'location'>) => { title: string; location: string | null };

/**
 * How the admin names a project in lists, toasts and labels: in Arabic the project's Arabic title and place
 * where written, each field else its English; in English the project's own. Editing still works on the English.
 */
export const useProjectNames = (): ProjectNames => {
  const arabic = useAdminLanguage() === 'ar';
  const { byProject } = useProjectTranslations({ enabled: arabic });
  return (project) => {
    const translation = arabic ? byProject.get(project.id) : undefined;
    return { title: translation?.title || project.title, location: translation?.location || project.location };
  };
};
