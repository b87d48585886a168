import type { useSortable } from '@dnd-kit/sortable';
import { GripVertical } from 'lucide-react';
import { cx } from './cx.ts';

const LOOKS = {
  /** On a row or a list item. */
  plain: 'text-stone-600 hover:bg-subtle disabled:opacity-40',
  /** Over an image. */
  raised: 'bg-white/90 text-stone-800 shadow-sm hover:bg-white disabled:opacity-50',
} as const;

interface DragHandleProps {
  /** What useSortable gave the item the handle moves. */
  sortable: Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;
  /** The handle's accessible name: what it moves and where that stands. */
  label: string;
  look?: keyof typeof LOOKS;
  disabled?: boolean;
  title?: string;
  className?: string;
}

/** The grip that picks an item up, by pointer or by keyboard (Space or Enter, then the arrow keys). */
export function DragHandle({ sortable: { attributes, listeners, setActivatorNodeRef }, label, look = 'plain', disabled, title, className }: DragHandleProps) {
  return (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      disabled={disabled}
      aria-label={label}
      title={title}
      className={cx('grid size-8 cursor-grab touch-none place-items-center rounded-md active:cursor-grabbing disabled:cursor-not-allowed', LOOKS[look], className)}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}
