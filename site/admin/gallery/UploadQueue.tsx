import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { ProgressBar } from '../ui/ProgressBar.tsx';
import type { UploadRow } from './use-sequential-uploads.ts';
import { useText } from '../i18n/text.ts';

/** Overall and per-file progress while uploads run (one file at a time). */
export function UploadQueue({ rows, overall }: { rows: UploadRow[]; overall: number }) {
  const text = useText();
  const finished = rows.filter((row) => row.status === 'done' || row.status === 'failed').length;
  const current = Math.min(rows.length, finished + 1);
  return (
    <div className="grid gap-3 rounded-lg border border-line bg-subtle/60 p-3">
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between text-[13px]">
          <span className="font-semibold text-ink" aria-live="polite">
            {text.gallery.uploadingOf(current, rows.length)}
          </span>
          <span className="tabular-nums text-muted">{Math.round(overall * 100)}%</span>
        </div>
        <ProgressBar value={overall} label={text.gallery.overallProgress} />
      </div>
      <ul className="grid gap-2">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[1rem_1fr_3rem] items-center gap-2 text-xs">
            {row.status === 'done' ? (
              <CircleCheck aria-label={text.gallery.uploaded} className="size-4 text-success-600" />
            ) : row.status === 'failed' ? (
              <CircleX aria-label={text.gallery.uploadFailed} className="size-4 text-danger-600" />
            ) : (
              <LoaderCircle aria-hidden="true" className={row.status === 'uploading' ? 'size-4 animate-spin text-nile-500' : 'size-4 text-stone-400'} />
            )}
            <div className="grid min-w-0 gap-1">
              <span dir="auto" className="align-page-start truncate font-medium text-stone-800">
                {row.name}
              </span>
              <ProgressBar value={row.progress} label={text.gallery.fileProgress(row.name)} className="h-1" />
            </div>
            <span className="text-end tabular-nums text-muted">{Math.round(row.progress * 100)}%</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
