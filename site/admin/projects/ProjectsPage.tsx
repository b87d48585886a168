import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { Project } from '../lib/api-types.ts';
import { failedTo, notifyError, SITE_UPDATES_SHORTLY } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { DeleteProjectDialog } from './DeleteProjectDialog.tsx';
import { ProjectFormSheet } from './ProjectFormSheet.tsx';
import { searchProjects } from './project-search.ts';
import { ProjectsTable } from './ProjectsTable.tsx';
import { useProjects, useToggleFeatured } from './use-projects.ts';

type Panel = { open: false; project: Project | null } | { open: true; project: Project | null };

export default function ProjectsPage() {
  const projects = useProjects();
  const toggle = useToggleFeatured();
  const [query, setQuery] = useState('');
  const [panel, setPanel] = useState<Panel>({ open: false, project: null });
  const [deleting, setDeleting] = useState<Project | null>(null);

  const all = projects.data ?? [];
  const shown = searchProjects(all, query);
  const featuredCount = all.filter((project) => project.featured).length;

  const toggleFeatured = (project: Project, featured: boolean) =>
    toggle.mutate(
      { id: project.id, featured },
      {
        onSuccess: () =>
          toast({
            title: 'Project updated',
            description: `“${project.title}” is ${featured ? 'now featured on' : 'no longer featured on'} the homepage. ${SITE_UPDATES_SHORTLY}`,
          }),
        onError: (error) => notifyError(failedTo('Failed to update project', error)),
      },
    );

  return (
    <>
      <PageHeader
        title="Projects"
        description={projects.isSuccess ? `${all.length} ${all.length === 1 ? 'project' : 'projects'} in the portfolio · ${featuredCount} featured on the homepage` : 'Your portfolio on the website.'}
        actions={
          <Button onClick={() => setPanel({ open: true, project: null })}>
            <Plus aria-hidden="true" />
            Add Project
          </Button>
        }
      />

      <Card>
        <ListToolbar
          search={<SearchInput value={query} onChange={setQuery} placeholder="Search projects..." label="Search projects" />}
          summary={projects.isSuccess && query.trim() ? `${shown.length} of ${all.length} projects` : null}
        />
        {projects.isPending ? (
          <TableSkeleton label="Loading projects…" />
        ) : projects.isError ? (
          <ErrorState title="Projects could not be loaded" message={projects.error.message} onRetry={() => void projects.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState
            icon={FolderKanban}
            title="No projects found."
            hint={query.trim() ? `Nothing matches “${query.trim()}”. Try another word.` : 'Add your first project to show it in the portfolio.'}
            action={
              query.trim() ? (
                <Button variant="secondary" size="sm" onClick={() => setQuery('')}>
                  Clear search
                </Button>
              ) : null
            }
          />
        ) : (
          <ProjectsTable
            projects={shown}
            onEdit={(project) => setPanel({ open: true, project })}
            onDelete={setDeleting}
            onToggleFeatured={toggleFeatured}
            togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
          />
        )}
      </Card>

      <ProjectFormSheet open={panel.open} project={panel.project} onOpenChange={(open) => setPanel((current) => ({ ...current, open }))} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
