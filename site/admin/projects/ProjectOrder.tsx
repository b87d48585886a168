import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import type { ReactNode } from 'react';
import { text } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { cx } from '../ui/cx.ts';

const t = text.projects;

interface ProjectOrderProps {
  projects: readonly Project[];
  onMove: (fromId: number, toId: number) => void;
  children: ReactNode;
}

/** Drag (pointer or keyboard) rows of the projects table into the portfolio order. */
export function ProjectOrder({ projects, onMove, children }: ProjectOrderProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const total = projects.length;
  const positionOf = (id: string | number) => projects.findIndex((project) => project.id === Number(id)) + 1;
  const titleOf = (id: string | number) => projects.find((project) => project.id === Number(id))?.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.reorderPickedUp(titleOf(active.id), positionOf(active.id), total),
    onDragOver: ({ over }) => (over ? t.reorderOver(positionOf(over.id), total) : t.reorderCancelled),
    onDragEnd: ({ active, over }) => (over ? t.reorderDropped(titleOf(active.id), positionOf(over.id), total) : t.reorderCancelled),
    onDragCancel: () => t.reorderCancelled,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The instructions and live region are divs, which may not sit inside the table this wraps.
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.reorderInstructions }, container: document.body }}
    >
      <SortableContext items={projects.map((project) => project.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: project.id, disabled });
  return (
    <tr
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx('transition-colors hover:bg-subtle/50', isDragging && 'relative z-10 bg-surface shadow-panel')}
      data-testid="project-row"
    >
      <td className="w-9 py-3 ps-1 align-middle sm:w-10 sm:ps-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          disabled={disabled}
          aria-label={t.reorder(project.title, position)}
          title={disabled ? t.reorderOff : undefined}
          className="grid size-8 cursor-grab touch-none place-items-center rounded-md text-stone-600 hover:bg-subtle active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </button>
      </td>
      {children}
    </tr>
  );
}
