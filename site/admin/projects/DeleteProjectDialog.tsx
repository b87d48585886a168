import { toast } from '../../islands/toaster/toast-store.ts';
import type { Project } from '../lib/api-types.ts';
import { failedTo, notifyError, SITE_UPDATES_SHORTLY } from '../lib/notify.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { useDeleteProject } from './use-projects.ts';

/** The spec's confirmation, then the delete. */
export function DeleteProjectDialog({ project, onClose }: { project: Project | null; onClose: () => void }) {
  const remove = useDeleteProject();
  return (
    <ConfirmDialog
      open={project !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      description={`This action cannot be undone. This will permanently delete the project "${project?.title ?? ''}" from your portfolio.`}
      busy={remove.isPending}
      onConfirm={() => {
        if (!project) return;
        remove.mutate(project.id, {
          onSuccess: () => {
            toast({ title: 'Project deleted', description: `“${project.title}” was removed. ${SITE_UPDATES_SHORTLY}` });
            onClose();
          },
          onError: (error) => {
            notifyError(failedTo('Failed to delete project', error));
            onClose();
          },
        });
      }}
    />
  );
}
