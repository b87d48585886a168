import { FolderKanban } from 'lucide-react';
import { Link } from 'wouter';
import { categoryLabel } from '../../../shared/categories.ts';
import type { Project } from '../lib/api-types.ts';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { lang, text } from '../i18n/text.ts';

export const RECENT_COUNT = 5;

/** The five most recent projects: image, title, category. */
export function RecentProjects({ projects, loading, error }: { projects: Project[] | undefined; loading: boolean; error: string | null }) {
  const recent = [...(projects ?? [])].sort((a, b) => b.id - a.id).slice(0, RECENT_COUNT);
  return (
    <Card>
      <CardHeader
        title={text.dashboard.recentProjects}
        description={text.dashboard.recentProjectsDescription}
        action={
          <Link href="/admin/projects" className="rounded text-[13px] font-semibold text-nile-600 hover:underline">
            {text.common.viewAll}
          </Link>
        }
      />
      {loading ? (
        <TableSkeleton rows={3} label={text.dashboard.loadingProjects} />
      ) : error ? (
        <p className="px-5 py-6 text-[13px] text-danger-600">{error}</p>
      ) : recent.length === 0 ? (
        <EmptyState icon={FolderKanban} title={text.dashboard.noProjects} />
      ) : (
        <ul className="divide-y divide-line">
          {recent.map((project) => (
            <li key={project.id} className="flex items-center gap-3 px-5 py-3">
              <ImageThumb src={project.imageUrl} alt={project.imageAlt} className="h-11 w-14 shrink-0 rounded-md border border-line" />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-semibold text-ink">{project.title}</p>
                <p className="truncate text-xs text-muted">{project.location ?? `/portfolio/${project.slug}`}</p>
              </div>
              <Badge tone="brand">{categoryLabel(project.category, lang)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
