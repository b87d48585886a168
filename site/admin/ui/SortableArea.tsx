import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, type SortingStrategy } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';

interface SortableAreaProps {
  ids: UniqueIdentifier[];
  strategy: SortingStrategy;
  /** What screen readers hear while an item is picked up, moved and dropped. */
  announcements: Announcements;
  /** How to move an item with the keyboard, read out on the handle. */
  instructions: string;
  /** An item was dropped on another one's place. */
  onMove: (movedId: UniqueIdentifier, toId: UniqueIdentifier) => void;
  /** Where the instructions and the live region go, when they may not sit beside the items. */
  announceIn?: Element;
  children: ReactNode;
}

/**
 * Items (each with useSortable and a DragHandle) that are put in order by pointer or keyboard.
 * A pointer drag starts after 6 px, so a click on the handle does not pick the item up.
 */
export function SortableArea({ ids, strategy, announcements, instructions, onMove, announceIn, children }: SortableAreaProps) {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over && active.id !== over.id) onMove(active.id, over.id);
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: instructions }, container: announceIn }}
    >
      <SortableContext items={ids} strategy={strategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}
