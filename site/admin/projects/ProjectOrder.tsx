import type { Announcements } from '@dnd-kit/core';
import { useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { cx } from '../ui/cx.ts';
import { DragHandle } from '../ui/DragHandle.tsx';
import { SortableArea } from '../ui/SortableArea.tsx';
import { useProjectNames } from './project-names.ts';

interface ProjectOrderProps {
  projects: readonly Project[];
  onMove: (fromId: number, toId: number) => void;
  children: ReactNode;
}

/** Drag (pointer or keyboard) rows of the projects table into the portfolio order. */
export function ProjectOrder({ projects, onMove, children }: ProjectOrderProps) {
  const text = useText();
  const t = text.projects;
  const total = projects.length;
  const named = useProjectNames();
  const positionOf = (id: string | number) => projects.findIndex((project) => project.id === Number(id)) + 1;
  const titleOf = (id: string | number) => {
    const project = projects.find((candidate) => candidate.id === Number(id));
    return project ? named(project).title : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.reorderPickedUp(titleOf(active.id), positionOf(active.id), total),
    onDragOver: ({ over }) => (over ? t.reorderOver(positionOf(over.id), total) : t.reorderCancelled),
    onDragEnd: ({ active, over }) => (over ? t.reorderDropped(titleOf(active.id), positionOf(over.id), total) : t.reorderCancelled),
    onDragCancel: () => t.reorderCancelled,
  };
  return (
    <SortableArea
      ids={projects.map((project) => project.id)}
      strategy={verticalListSortingStrategy}
      announcements={announcements}
      instructions={t.reorderInstructions}
      onMove={(movedId, toId) => onMove(Number(movedId), Number(toId))}
      // The instructions and live region are divs, which may not sit inside the table this wraps.
      announceIn={document.body}
    >
      {children}
    </SortableArea>
  );
}

interface SortableProjectRowProps {
  project: Project;
  position: number;
  /** Off while the list is filtered or searched: a partial list has no whole order to change. */
  disabled: boolean;
  children: ReactNode;
}

/** A table row that moves with its drag handle, the row's first cell. */
export function SortableProjectRow({ project, position, disabled, children }: SortableProjectRowProps) {
  const text = useText();
  const t = text.projects;
  const named = useProjectNames();
  const sortable = useSortable({ id: project.id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('transition-colors hover:bg-subtle/50', isDragging && 'relative z-10 bg-surface shadow-panel')}
      data-testid="project-row"
    >
      <td className="w-9 py-3 ps-1 align-middle sm:w-10 sm:ps-3">
        <DragHandle sortable={sortable} label={t.reorder(named(project).title, position)} disabled={disabled} title={disabled ? t.reorderOff : undefined} />
      </td>
      {children}
    </tr>
  );
}
