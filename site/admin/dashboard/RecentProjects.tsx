import { FolderKanban } from 'lucide-react';
import { categoryLabel } from '../../i18n/categories.ts';
import type { Project } from '../lib/api-types.ts';
import { Badge } from '../ui/Badge.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { RecentCard } from './RecentCard.tsx';
import { useText, useAdminLanguage } from '../i18n/text.ts';
import { useProjectNames } from '../projects/project-names.ts';

/** The five most recent projects: image, title, category. */
export function RecentProjects({ projects, loading, error }: { projects: Project[] | undefined; loading: boolean; error: string | null }) {
  const text = useText();
  const lang = useAdminLanguage();
  const named = useProjectNames();
  return (
    <RecentCard
      title={text.dashboard.recentProjects}
      description={text.dashboard.recentProjectsDescription}
      href="/admin/projects"
      items={projects}
      loading={loading}
      loadingLabel={text.dashboard.loadingProjects}
      error={error}
      empty={{ icon: FolderKanban, title: text.dashboard.noProjects }}
    >
      {(project) => {
        const { title, location } = named(project);
        return (
          <li key={project.id} className="flex items-center gap-3 px-5 py-3">
            <ImageThumb src={project.imageUrl} alt={project.imageAlt} className="h-11 w-14 shrink-0 rounded-md border border-line" />
            <div className="min-w-0 flex-1">
              <p dir="auto" className="align-page-start truncate text-sm font-semibold text-ink">
                {title}
              </p>
              <p dir={location ? 'auto' : 'ltr'} className="align-page-start truncate text-xs text-muted">
                {location ?? `/portfolio/${project.slug}`}
              </p>
            </div>
            <Badge tone="brand">{categoryLabel(project.category, lang)}</Badge>
          </li>
        );
      }}
    </RecentCard>
  );
}
