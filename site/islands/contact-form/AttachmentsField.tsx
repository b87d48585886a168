import { useEffect, useRef } from 'react';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { ATTACHMENT_LIMITS } from '../../../shared/leads.ts';
import type { ChosenFile } from './use-attachments.ts';

interface AttachmentsFieldProps {
  id: string;
  texts: {
    label: string;
    hint: (files: number, megabytes: number) => string;
    choose: string;
    listLabel: string;
    remove: (name: string) => string;
    progress: (name: string) => string;
    uploaded: string;
  };
  files: readonly ChosenFile[];
  error: string | null;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
}

const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/** "Floor plans or photos": a button that opens the picker, and each chosen file with its progress and a remove button. */
export default function AttachmentsField({ id, texts, files, error, onAdd, onRemove }: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Files chosen before the form came alive (the picker opened before the island hydrated) are taken now.
  useEffect(() => {
    const chosen = input.current?.files;
    if (chosen && chosen.length > 0) {
      onAdd([...chosen]);
      if (input.current) input.current.value = '';
    }
  }, [onAdd]);

  return (
    <div className="grid content-start gap-3 sm:col-span-2">
      <span id={`${id}-label`} className="text-xs font-semibold uppercase tracking-[0.18em] text-stone-700">
        {texts.label}
      </span>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={ACCEPT}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="peer sr-only"
          onChange={(event) => {
            const chosen = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (chosen.length > 0) onAdd(chosen);
          }}
        />
        <label
          id={`${id}-choose`}
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xs border border-dashed border-stone-400 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-brass-600 hover:bg-stone-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brass-500"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round">
            <path d="m21 11-8.6 8.6a5 5 0 0 1-7-7l8.5-8.6a3.3 3.3 0 0 1 4.7 4.7l-8.6 8.6a1.7 1.7 0 0 1-2.3-2.4l7.9-7.9" />
          </svg>
          {texts.choose}
        </label>
        <p id={hintId} className="text-sm text-stone-600">
          {texts.hint(ATTACHMENT_LIMITS.files, ATTACHMENT_LIMITS.totalBytes / (1024 * 1024))}
        </p>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger-600">
          {error}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul aria-label={texts.listLabel} className="grid gap-2">
          {files.map((file) => (
            <li key={file.key} className="grid gap-2 rounded-xs border border-stone-200 bg-white px-4 py-3 text-sm">
              <div className="flex items-center gap-3">
                <span className="min-w-0 flex-1 truncate font-medium text-ink" dir="auto">
                  {file.name}
                </span>
                <span className="shrink-0 text-stone-600 tabular-nums" dir="ltr">
                  {formatBytes(file.size)}
                </span>
                <button
                  type="button"
                  aria-label={texts.remove(file.name)}
                  onClick={() => onRemove(file.key)}
                  className="-me-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-stone-600 transition-colors hover:bg-stone-100 hover:text-ink"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round">
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </div>
              {file.error ? (
                <p role="alert" className="font-medium text-danger-600">
                  {file.error}
                </p>
              ) : file.kept ? (
                <p className="flex items-center gap-1.5 text-success-600">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth={2}>
                    <path d="m5 12 5 5 9-10" />
                  </svg>
                  {texts.uploaded}
                </p>
              ) : (
                <progress aria-label={texts.progress(file.name)} value={Math.round(file.progress * 100)} max={100} className="attachment-progress h-1 w-full" />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
