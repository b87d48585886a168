import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useText } from '../i18n/text.ts';
import { buttonClass } from '../ui/button-styles.ts';
import { cx } from '../ui/cx.ts';
import { DragHandle } from '../ui/DragHandle.tsx';

interface SortableItemProps {
  id: string;
  title: string;
  dragLabel: string;
  /** The item's own fields. */
  children: ReactNode;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One item of an editable list: its handle, its position buttons, and its fields as children. */
export function SortableItem({ id, title, dragLabel, children, canMoveUp, canMoveDown, canRemove, onMoveUp, onMoveDown, onRemove }: SortableItemProps) {
  const text = useText();
  const l = text.siteContent.list;
  const sortable = useSortable({ id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const titleId = useId();
  const iconButton = buttonClass({ variant: 'ghost', size: 'icon-sm' });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      aria-labelledby={titleId}
      className={cx('min-w-0 rounded-lg border border-line bg-canvas/40', isDragging && 'relative z-10 bg-surface shadow-panel')}
    >
      <div className="flex items-center gap-1 border-b border-line px-2 py-1.5">
        <DragHandle sortable={sortable} label={dragLabel} />
        <h5 id={titleId} className="min-w-0 flex-1 truncate text-[13px] font-semibold text-ink">
          {title}
        </h5>
        <button type="button" className={iconButton} aria-label={l.moveUp} aria-describedby={titleId} title={l.moveUp} disabled={!canMoveUp} onClick={onMoveUp}>
          <ArrowUp aria-hidden="true" />
        </button>
        <button type="button" className={iconButton} aria-label={l.moveDown} aria-describedby={titleId} title={l.moveDown} disabled={!canMoveDown} onClick={onMoveDown}>
          <ArrowDown aria-hidden="true" />
        </button>
        <button
          type="button"
          className={cx(iconButton, 'text-danger-600 hover:bg-danger-50 hover:text-danger-700')}
          aria-label={l.remove}
          aria-describedby={titleId}
          title={l.remove}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-4 p-3 sm:p-4">{children}</div>
    </li>
  );
}
