import { Pencil } from 'lucide-react';
import { categoryLabel } from '../../../shared/categories.ts';
import { text } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Switch } from '../ui/Switch.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { hasArabic, useProjectTranslations } from './use-project-translations.ts';

interface ProjectsTableProps {
  projects: readonly Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  onToggleFeatured: (project: Project, featured: boolean) => void;
  /** The project whose featured flag is being saved. */
  togglingId: number | null;
}

const t = text.projects;

export function ProjectsTable({ projects, onEdit, onDelete, onToggleFeatured, togglingId }: ProjectsTableProps) {
  const arabic = useProjectTranslations().byProject;
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th>{t.columns.title}</Th>
          <Th className="hidden sm:table-cell">{t.columns.category}</Th>
          <Th>{t.columns.featured}</Th>
          <Th className="text-end">{t.columns.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {projects.map((project) => (
          <Tr key={project.id}>
            <Td>
              <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
                <ImageThumb src={project.imageUrl} alt="" className="size-10 shrink-0 rounded-md border border-line sm:h-11 sm:w-14" />
                <div className="min-w-0">
                  <p className="flex max-w-[31vw] items-center gap-1.5 font-semibold text-ink sm:max-w-xs" title={project.title}>
                    <span className="truncate">{project.title}</span>
                    {hasArabic(arabic.get(project.id)) ? (
                      <abbr title="Arabic texts complete" className="shrink-0 rounded-sm border border-line px-1 text-[10px] font-bold tracking-wide text-muted no-underline">
                        AR
                      </abbr>
                    ) : null}
                  </p>
                  <p className="max-w-[31vw] truncate text-xs text-muted sm:max-w-xs">/portfolio/{project.slug}</p>
                  <div className="mt-1 sm:hidden">
                    <Badge tone="brand">{categoryLabel(project.category)}</Badge>
                  </div>
                </div>
              </div>
            </Td>
            <Td className="hidden sm:table-cell">
              <Badge tone="brand">{categoryLabel(project.category)}</Badge>
            </Td>
            <Td>
              <Switch
                checked={project.featured}
                disabled={togglingId === project.id}
                onCheckedChange={(featured) => onToggleFeatured(project, featured)}
                label={t.featureSwitch(project.title)}
              />
            </Td>
            <Td>
              <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                <Button variant="ghost" size="icon-sm" aria-label={t.editLabel(project.title)} title={text.common.edit} onClick={() => onEdit(project)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <DeleteIconButton label={t.deleteLabel(project.title)} onClick={() => onDelete(project)} />
              </div>
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
