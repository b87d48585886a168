import type { Announcements } from '@dnd-kit/core';
import { verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useContext, useId, type ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { SortableArea } from '../ui/SortableArea.tsx';
import { errorAt } from './field-error.ts';
import { FieldError } from './FieldError.tsx';
import { blankItem, type FieldSpec } from './field-spec.ts';
import { listBounds, SectionSchemaContext } from './list-bounds.ts';
import { LocalizedField } from './LocalizedField.tsx';
import { SortableItem } from './SortableItem.tsx';

type ListSpec = Extract<FieldSpec, { kind: 'list' }>;

interface ListFieldProps {
  spec: ListSpec;
  path: string;
  /** Draws an item's fields: the field renderer hands itself down, so its recursion stays in its own file. */
  renderFields: (fields: readonly FieldSpec[], base: string) => ReactNode;
}

/** A list edited in place: add, remove, and reorder by dragging or with "Move up" / "Move down", within the schema's limits. */
export function ListField({ spec, path, renderFields }: ListFieldProps) {
  const text = useText();
  const l = text.siteContent.list;
  const { control, formState } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name: path });
  const id = useId();
  const { min, max } = listBounds(useContext(SectionSchemaContext), path);
  const total = fields.length;
  const positionOf = (key: string | number) => fields.findIndex((field) => field.id === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => l.pickedUp(positionOf(active.id), total),
    onDragOver: ({ over }) => (over ? l.over(positionOf(over.id), total) : l.cancelled),
    onDragEnd: ({ over }) => (over ? l.dropped(positionOf(over.id), total) : l.cancelled),
    onDragCancel: () => l.cancelled,
  };
  const error = errorAt(formState.errors, path);
  const [only] = spec.fields;
  // An item that is one text needs no heading of its own: the item's title names it.
  const plainText = spec.fields.length === 1 && only && (only.kind === 'text' || only.kind === 'paragraph') && only.path === '' && !only.single ? only : null;
  const atMax = total >= max;

  return (
    <section aria-labelledby={`${id}-title`} className="grid min-w-0 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h4 id={`${id}-title`} className="text-[13px] font-semibold text-stone-900">
          {spec.label}
        </h4>
        <span className="text-xs text-muted tabular-nums">{l.count(total, min, max)}</span>
      </div>
      {total === 0 ? <p className="rounded-md border border-dashed border-line-strong px-4 py-3 text-[13px] text-muted">{l.empty}</p> : null}
      <SortableArea
        ids={fields.map((field) => field.id)}
        strategy={verticalListSortingStrategy}
        announcements={announcements}
        instructions={l.instructions}
        onMove={(movedId, toId) => move(positionOf(movedId) - 1, positionOf(toId) - 1)}
      >
        <ol className="grid gap-3">
          {fields.map((field, index) => (
            <SortableItem
              key={field.id}
              id={field.id}
              title={l.itemTitle(spec.item, index + 1)}
              dragLabel={l.drag(spec.item, index + 1)}
              canMoveUp={index > 0}
              canMoveDown={index < total - 1}
              canRemove={total > min}
              onMoveUp={() => move(index, index - 1)}
              onMoveDown={() => move(index, index + 1)}
              onRemove={() => remove(index)}
            >
              {plainText ? (
                <LocalizedField path={`${path}.${index}`} label={plainText.label} multiline={plainText.kind === 'paragraph'} hideLabel />
              ) : (
                renderFields(spec.fields, `${path}.${index}`)
              )}
            </SortableItem>
          ))}
        </ol>
      </SortableArea>
      <FieldError id={`${id}-error`} message={error} />
      <div>
        <Button variant="secondary" size="sm" disabled={atMax} onClick={() => append(blankItem(spec.fields) as object)}>
          <Plus aria-hidden="true" />
          {l.add(spec.item)}
        </Button>
      </div>
    </section>
  );
}
