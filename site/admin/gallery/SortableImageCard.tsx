import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Star, Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { GalleryImage } from '../../../shared/schemas/project.ts';
import { cx } from '../ui/cx.ts';
import { DragHandle } from '../ui/DragHandle.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { useText } from '../i18n/text.ts';

interface SortableImageCardProps {
  id: string;
  image: GalleryImage;
  index: number;
  isMain: boolean;
  disabled: boolean;
  onSetMain: () => void;
  onRemove: () => void;
  onAltChange: (alt: string) => void;
  /** The media library's English alt of this image: what the pages show while this one is empty. */
  libraryAlt?: string;
}

/** One gallery image: drag handle (pointer or keyboard), main badge, alt text, set main and remove. */
export function SortableImageCard({ id, image, index, isMain, disabled, onSetMain, onRemove, onAltChange, libraryAlt }: SortableImageCardProps) {
  const text = useText();
  const sortable = useSortable({ id, disabled });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const altId = useId();
  const position = index + 1;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-lg border bg-surface shadow-card',
        isMain ? 'border-brass-400 ring-1 ring-brass-300' : 'border-line',
        isDragging && 'z-10 opacity-90 shadow-panel',
      )}
      data-testid="gallery-image"
    >
      <div className="relative aspect-[4/3] w-full">
        <ImageThumb src={image.url} alt={image.alt || libraryAlt || text.gallery.imageFallbackAlt(position)} className="size-full" />
        <span
          className={cx(
            'absolute start-2 top-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold shadow-sm',
            isMain ? 'bg-brass-400 text-stone-950' : 'bg-white/90 text-stone-800',
          )}
        >
          {isMain ? <Star aria-hidden="true" className="size-3 fill-current" /> : null}
          {isMain ? text.gallery.main : position}
        </span>
        <DragHandle sortable={sortable} label={text.gallery.reorder(position, isMain)} look="raised" disabled={disabled} className="absolute end-2 top-2" />
      </div>
      <div className="grid gap-2 p-2.5">
        <label htmlFor={altId} className="sr-only">
          {text.gallery.altLabel(position)}
        </label>
        <input
          id={altId}
          value={image.alt}
          onChange={(event) => onAltChange(event.target.value)}
          placeholder={libraryAlt ? text.gallery.libraryAlt(libraryAlt) : text.gallery.altPlaceholder}
          title={!image.alt && libraryAlt ? text.gallery.libraryAlt(libraryAlt) : undefined}
          // The English alt text; its Arabic twin is in the project form's Arabic section.
          dir="ltr"
          lang="en"
          disabled={disabled}
          className="h-8 w-full rounded-md border border-line-strong bg-surface px-2 text-[13px] text-ink placeholder:text-stone-500 focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-nile-400/25"
        />
        <div className="flex items-center justify-between gap-1">
          {isMain ? (
            <span className="px-1 text-xs font-semibold text-brass-700">{text.gallery.mainImage}</span>
          ) : (
            <button
              type="button"
              onClick={onSetMain}
              disabled={disabled}
              aria-label={text.gallery.setMainLabel(position)}
              className="inline-flex h-7 cursor-pointer items-center gap-1 rounded px-1.5 text-xs font-semibold text-nile-600 hover:bg-subtle disabled:opacity-50"
            >
              <Star aria-hidden="true" className="size-3.5" />
              {text.gallery.setMain}
            </button>
          )}
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={text.gallery.remove(position)}
            className="grid size-7 cursor-pointer place-items-center rounded text-danger-600 hover:bg-danger-50 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
