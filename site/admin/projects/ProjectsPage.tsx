import { FolderKanban, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { SearchableTable } from '../list/SearchableTable.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { StatusFilter } from '../list/StatusFilter.tsx';
import { useListSearch } from '../list/use-list-search.ts';
import { Button } from '../ui/Button.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { ProjectFormSheet } from './ProjectFormSheet.tsx';
import { useProjectNames } from './project-names.ts';
import { searchProjects } from './project-search.ts';
import { ProjectsTable } from './ProjectsTable.tsx';
import { projectFilters, type ProjectFilter } from './project-filter.ts';
import { moveProject } from './project-order.ts';
import { useDeleteProject, useProjects, useReorderProjects, useToggleFeatured } from './use-projects.ts';

type Panel = { open: boolean; project: Project | null };

export default function ProjectsPage() {
  const text = useText();
  const t = text.projects;
  const withSiteNote = (sentence: string) => `${sentence} ${text.common.siteUpdatesShortly}`;
  const projects = useProjects();
  const named = useProjectNames();
  const toggle = useToggleFeatured();
  const reorder = useReorderProjects();
  const [panel, setPanel] = useState<Panel>({ open: false, project: null });
  const [status, setStatus] = useState<ProjectFilter>('all');
  const all = projects.data ?? [];
  const search = useListSearch(status === 'all' ? all : all.filter((project) => project.status === status), (list, query) =>
    searchProjects(list, query, (project) => named(project).title),
  );
  const moveTo = (fromId: number, toId: number) =>
    reorder.mutate(moveProject(all, fromId, toId), {
      onSuccess: () => {
        toast({ title: t.orderSaved, description: text.common.siteUpdatesShortly });
      },
      onError: (error) => notifyError(failedTo(t.orderFailed, error)),
    });
  const deletion = useConfirmDelete<Project>({
    mutation: useDeleteProject(),
    idOf: (project) => project.id,
    onDeleted: (project) => {
      toast({ title: t.deleted, description: withSiteNote(t.deletedDescription(named(project).title)) });
    },
    onFailed: (error) => notifyError(failedTo(t.deleteFailed, error)),
  });
  const featuredCount = all.filter((project) => project.featured && project.status === 'Published').length;

  const toggleFeatured = (project: Project, featured: boolean) =>
    toggle.mutate(
      { id: project.id, featured },
      {
        onSuccess: () => {
          toast({ title: t.updated, description: withSiteNote(t.featuredChanged(named(project).title, featured)) });
        },
        onError: (error) => notifyError(failedTo(t.updateFailed, error)),
      },
    );

  return (
    <>
      <PageHeader
        title={t.title}
        description={projects.isSuccess ? t.summary(all.length, featuredCount) : t.fallbackDescription}
        actions={
          <Button onClick={() => setPanel({ open: true, project: null })}>
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        }
      />

      <SearchableTable
        query={projects}
        search={search}
        searchPlaceholder={t.searchPlaceholder}
        searchLabel={t.searchLabel}
        filters={<StatusFilter label={t.statusFilter} options={projectFilters(t)} value={status} onChange={setStatus} className="min-w-36" />}
        summary={search.term || status !== 'all' ? t.matches(search.shown.length, all.length) : null}
        loadingLabel={t.loading}
        errorTitle={t.loadFailed}
        empty={{ icon: FolderKanban, title: t.empty, hint: t.emptyHint, noMatchHint: t.noMatchHint }}
      >
        {(shown) => (
          <ProjectsTable
            projects={shown}
            onEdit={(project) => setPanel({ open: true, project })}
            onDelete={deletion.ask}
            onToggleFeatured={toggleFeatured}
            togglingId={toggle.isPending ? (toggle.variables?.id ?? null) : null}
            reorderable={status === 'all' && !search.term && !reorder.isPending}
            onMove={moveTo}
          />
        )}
      </SearchableTable>

      <ProjectFormSheet open={panel.open} project={panel.project} onOpenChange={(open) => setPanel((current) => ({ ...current, open }))} />
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target ? named(deletion.target).title : '')} />
    </>
  );
}
