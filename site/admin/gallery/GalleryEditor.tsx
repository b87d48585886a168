import type { Announcements } from '@dnd-kit/core';
import { rectSortingStrategy } from '@dnd-kit/sortable';
import { ImagePlus, Images } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { MAX_IMAGE_BYTES } from '../../../shared/image-limits.ts';
import type { LibraryAlts } from '../../../shared/library-alts.ts';
import { MAX_GALLERY_IMAGES, type GalleryImage } from '../../../shared/schemas/project.ts';
import { Button } from '../ui/Button.tsx';
import { cx } from '../ui/cx.ts';
import { SortableArea } from '../ui/SortableArea.tsx';
import { changeAlt, isMainImage, moveImage, removeImage, setMainImage, sortableIds } from './gallery-rules.ts';
import { type Notice, NoticeAlert } from './NoticeAlert.tsx';
import { SortableImageCard } from './SortableImageCard.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadQueue } from './UploadQueue.tsx';
import { uploadImage, type Uploader } from './upload-image.ts';
import { checkSelection, tooLargeMessage } from './upload-limits.ts';
import { failureLines, useSequentialUploads } from './use-sequential-uploads.ts';
import { useText } from '../i18n/text.ts';

export interface GalleryEditorProps {
  images: GalleryImage[];
  onChange: (images: GalleryImage[]) => void;
  /** Called after an upload run added images, with the new list. */
  onUploaded?: (images: GalleryImage[]) => void;
  onBusyChange?: (busy: boolean) => void;
  max?: number;
  maxBytes?: number;
  upload?: Uploader;
  /** The form's message when the project has no main image. */
  error?: string;
  /** Labels the editor (e.g. the form's "Images" heading). */
  labelledBy?: string;
  /** Opens the media library as a picker beside "Upload images"; without it there is no such button. */
  onChooseFromLibrary?: () => void;
  /** The library's alt texts, shown where an image's own alt is empty (the pages use them there). */
  libraryAlts?: LibraryAlts;
}

/**
 * The project's images: upload (one file at a time, with progress), reorder by drag or keyboard,
 * remove, alt text, and "set as main". The first image is the main one.
 */
export function GalleryEditor({
  images,
  onChange,
  onUploaded,
  onBusyChange,
  max = MAX_GALLERY_IMAGES,
  maxBytes = MAX_IMAGE_BYTES,
  upload = uploadImage,
  error,
  labelledBy,
  onChooseFromLibrary,
  libraryAlts,
}: GalleryEditorProps) {
  const text = useText();
  const latest = useRef(images);
  latest.current = images;
  const [selectionNotice, setSelectionNotice] = useState<Notice | null>(null);
  const [failureNotice, setFailureNotice] = useState<Notice | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const { rows, running, overall, run } = useSequentialUploads(upload);
  const countId = useId();

  useEffect(() => {
    onBusyChange?.(running);
  }, [running, onBusyChange]);

  const atMax = images.length >= max;
  const pickerDisabled = running || atMax;
  const ids = sortableIds(images);

  const handleFiles = async (files: File[]) => {
    if (files.length === 0 || running) return;
    setSelectionNotice(null);
    setFailureNotice(null);
    const check = checkSelection(files, latest.current.length, { max, maxBytes });
    if (check.overLimit) {
      setSelectionNotice({ title: check.overLimit, details: [text.gallery.alreadyUsed(latest.current.length, max, files.length)] });
      return;
    }
    if (check.tooLarge.length > 0) {
      setSelectionNotice({
        title: text.gallery.notUploaded(check.tooLarge.length),
        details: check.tooLarge.map((file) => tooLargeMessage(file, maxBytes)),
      });
    }
    if (check.accepted.length === 0) return;

    const outcome = await run(check.accepted);
    if (outcome.uploaded.length > 0) {
      const next = [...latest.current, ...outcome.uploaded];
      onChange(next);
      onUploaded?.(next);
    }
    if (outcome.failures.length > 0) {
      setFailureNotice({
        title: check.accepted.length > 1 ? text.gallery.upload.someFailed : text.gallery.upload.generic,
        details: failureLines(outcome),
      });
    }
  };

  const positionOf = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => text.gallery.pickedUp(positionOf(active.id), images.length),
    onDragOver: ({ over }) => (over ? text.gallery.over(positionOf(over.id), images.length) : text.gallery.notOver),
    onDragEnd: ({ over }) => (over ? text.gallery.dropped(positionOf(over.id), images.length) : text.gallery.droppedNowhere),
    onDragCancel: () => text.gallery.cancelled,
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (pickerDisabled) return;
    void handleFiles(Array.from(event.dataTransfer.files).filter((file) => file.type.startsWith('image/')));
  };

  return (
    <fieldset className="grid min-w-0 gap-3" aria-labelledby={labelledBy} aria-describedby={countId}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer shortcut; the picker button inside is the accessible way. */}
      <div
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes('Files')) return;
          event.preventDefault();
          setDragOver(!pickerDisabled);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={cx(
          'flex flex-col gap-3 rounded-lg border border-dashed p-4 transition-colors sm:flex-row sm:items-center',
          dragOver ? 'border-nile-500 bg-nile-400/10' : error ? 'border-danger-500 bg-danger-50/40' : 'border-line-strong bg-subtle/40',
        )}
      >
        <span className="hidden size-10 shrink-0 place-items-center rounded-full bg-surface text-nile-600 shadow-card sm:grid">
          <ImagePlus aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-ink">{atMax ? text.gallery.full : text.gallery.addPhotos}</p>
          <p className="text-xs text-muted">{atMax ? text.gallery.removeToAdd : text.gallery.dropHint(Math.round(maxBytes / (1024 * 1024)))}</p>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 sm:flex-col sm:items-end">
          <div className="flex flex-wrap gap-2">
            {onChooseFromLibrary ? (
              <Button variant="secondary" size="sm" disabled={pickerDisabled} onClick={onChooseFromLibrary}>
                <Images aria-hidden="true" />
                {text.gallery.chooseFromLibrary}
              </Button>
            ) : null}
            <UploadButton onFiles={(files) => void handleFiles(files)} busy={running} disabled={atMax} size="sm" />
          </div>
          <span id={countId} className="text-xs font-medium tabular-nums text-muted">
            {text.gallery.used(images.length, max)}
          </span>
        </div>
      </div>

      {running ? <UploadQueue rows={rows} overall={overall} /> : null}

      {selectionNotice ? <NoticeAlert notice={selectionNotice} onDismiss={() => setSelectionNotice(null)} /> : null}
      {failureNotice ? <NoticeAlert notice={failureNotice} onDismiss={() => setFailureNotice(null)} /> : null}

      {images.length > 0 ? (
        <SortableArea
          ids={ids}
          strategy={rectSortingStrategy}
          announcements={announcements}
          instructions={text.gallery.dragInstructions}
          onMove={(movedId, toId) => onChange(moveImage(images, ids.indexOf(String(movedId)), ids.indexOf(String(toId))))}
        >
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            {images.map((image, index) => (
              <SortableImageCard
                key={ids[index]}
                id={ids[index] ?? String(index)}
                image={image}
                index={index}
                isMain={isMainImage(index)}
                disabled={running}
                onSetMain={() => onChange(setMainImage(images, index))}
                onRemove={() => onChange(removeImage(images, index))}
                onAltChange={(alt) => onChange(changeAlt(images, index, alt))}
                libraryAlt={libraryAlts?.get(image.url)?.en}
              />
            ))}
          </ul>
        </SortableArea>
      ) : (
        <div className="flex items-center gap-3 rounded-lg border border-line px-4 py-5 text-sm text-muted">
          <Images aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
          {text.gallery.noImages}
        </div>
      )}

      {error ? <p className="text-[13px] font-medium text-danger-600">{error}</p> : null}
    </fieldset>
  );
}
