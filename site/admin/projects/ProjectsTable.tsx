import { Eye, Languages, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { categoryLabel } from '../../i18n/categories.ts';
import { useText, useAdminLanguage } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { Switch } from '../ui/Switch.tsx';
import { buttonClass } from '../ui/button-styles.ts';
import { cx } from '../ui/cx.ts';
import { Table, TBody, Td, Th, THead } from '../ui/Table.tsx';
import { previewPath } from './preview-path.ts';
import { ProjectOrder, SortableProjectRow } from './ProjectOrder.tsx';
import { useProjectNames } from './project-names.ts';
import { ScheduleNote } from './ScheduleNote.tsx';
import { hasArabic, useProjectTranslations } from './use-project-translations.ts';

interface ProjectsTableProps {
  projects: readonly Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
  onToggleFeatured: (project: Project, featured: boolean) => void;
  /** The project whose featured flag is being saved. */
  togglingId: number | null;
  /** Whether the rows can be dragged into the portfolio order (the whole list is shown). */
  reorderable: boolean;
  onMove: (fromId: number, toId: number) => void;
}

/** Opens one edition's preview of the project in a new tab. */
function PreviewLink({ href, label, icon }: { href: string; label: string; icon: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" aria-label={label} title={label} className={buttonClass({ variant: 'ghost', size: 'icon-sm' })}>
      {icon}
    </a>
  );
}

/** "AR" when the project's Arabic texts are complete: beside the title, or with the badges below it on a phone. */
function ArabicMark({ className }: { className?: string }) {
  const text = useText();
  const t = text.projects;
  return (
    <abbr title={t.arabicComplete} className={cx('shrink-0 rounded-sm border border-line px-1 text-[10px] font-bold tracking-wide text-muted no-underline', className)}>
      {t.arabicMark}
    </abbr>
  );
}

export function ProjectsTable({ projects, onEdit, onDelete, onToggleFeatured, togglingId, reorderable, onMove }: ProjectsTableProps) {
  const text = useText();
  const t = text.projects;
  const lang = useAdminLanguage();
  const arabic = useProjectTranslations().byProject;
  const named = useProjectNames();
  return (
    <Table label={t.tableLabel}>
      <THead>
        <tr>
          <Th className="w-9 px-0 first:ps-0 sm:w-10 sm:px-0 sm:first:ps-0">
            <span className="sr-only">{t.columns.order}</span>
          </Th>
          <Th>{t.columns.title}</Th>
          <Th className="hidden sm:table-cell">{t.columns.category}</Th>
          <Th>{t.columns.featured}</Th>
          <Th className="text-end">
            {/* Over a column of labelled icon buttons a phone needs the room more than the word. */}
            <span className="sr-only sm:not-sr-only">{t.columns.actions}</span>
          </Th>
        </tr>
      </THead>
      <ProjectOrder projects={projects} onMove={onMove}>
        <TBody>
          {projects.map((project, index) => {
            const arabicComplete = hasArabic(arabic.get(project.id));
            const { title } = named(project);
            return (
              <SortableProjectRow key={project.id} project={project} position={index + 1} disabled={!reorderable}>
                <Td>
                  <div className="flex min-w-0 items-center gap-2.5 sm:gap-3">
                    <ImageThumb src={project.imageUrl} alt="" className="size-10 shrink-0 rounded-md border border-line sm:h-11 sm:w-14" />
                    <div className="min-w-0">
                      <p className="flex items-center gap-2">
                        <span dir="auto" className="align-page-start max-w-[21vw] truncate font-semibold text-ink sm:max-w-xs" title={title}>
                          {title}
                        </span>
                        {arabicComplete ? <ArabicMark className="hidden sm:inline" /> : null}
                        {project.status === 'Draft' ? (
                          <span className="hidden sm:inline">
                            <Badge tone="warning">{t.status.Draft}</Badge>
                          </span>
                        ) : null}
                      </p>
                      <p dir="ltr" className="align-page-start max-w-[21vw] truncate text-xs text-muted sm:max-w-xs">
                        /portfolio/{project.slug}
                      </p>
                      <ScheduleNote publishAt={project.publishAt} unpublishAt={project.unpublishAt} />
                      <div className="mt-1 flex flex-wrap gap-1 sm:hidden">
                        <Badge tone="brand">{categoryLabel(project.category, lang)}</Badge>
                        {project.status === 'Draft' ? <Badge tone="warning">{t.status.Draft}</Badge> : null}
                        {arabicComplete ? <ArabicMark /> : null}
                      </div>
                    </div>
                  </div>
                </Td>
                <Td className="hidden sm:table-cell">
                  <Badge tone="brand">{categoryLabel(project.category, lang)}</Badge>
                </Td>
                <Td>
                  <Switch
                    checked={project.featured}
                    disabled={togglingId === project.id}
                    onCheckedChange={(featured) => onToggleFeatured(project, featured)}
                    label={t.featureSwitch(title)}
                  />
                </Td>
                <Td>
                  <div className="flex flex-col items-end gap-1 sm:flex-row sm:justify-end">
                    <PreviewLink href={previewPath(project.id)} label={t.preview(title)} icon={<Eye aria-hidden="true" />} />
                    <PreviewLink href={previewPath(project.id, 'ar')} label={t.previewArabic(title)} icon={<Languages aria-hidden="true" />} />
                    <Button variant="ghost" size="icon-sm" aria-label={t.editLabel(title)} title={text.common.edit} onClick={() => onEdit(project)}>
                      <Pencil aria-hidden="true" />
                    </Button>
                    <DeleteIconButton label={t.deleteLabel(title)} onClick={() => onDelete(project)} />
                  </div>
                </Td>
              </SortableProjectRow>
            );
          })}
        </TBody>
      </ProjectOrder>
    </Table>
  );
}
