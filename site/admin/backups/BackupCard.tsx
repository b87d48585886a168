import { Archive, TriangleAlert } from 'lucide-react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { formatLongDateTime, timeAgo } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { text } from '../i18n/text.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { useBackUpNow, useBackups } from './use-backups.ts';

const t = text.backups;

/** The last backup's time and size, a warning when it is old or failed, and "Back up now". */
export function BackupCard() {
  const backups = useBackups();
  const backUpNow = useBackUpNow();
  const status = backups.data;

  const takeBackup = () =>
    backUpNow.mutate(undefined, {
      onSuccess: (taken) => toast({ title: t.taken, description: t.takenDescription(taken.name, formatBytes(taken.bytes)) }),
      onError: (error) => notifyError(failedTo(t.failed, error)),
    });

  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-nile-400/10 text-nile-700">
        <Archive aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1" aria-live="polite">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-[15px] font-semibold tracking-tight text-ink">{t.title}</h2>
          {status ? <Badge tone={status.warning ? 'warning' : 'success'}>{status.warning ? t.needsAttention : t.upToDate}</Badge> : null}
        </div>
        {backups.isPending ? (
          <Skeleton className="mt-2 h-4 w-2/3" />
        ) : backups.isError ? (
          <p className="mt-1 text-[13px] text-danger-600">{t.loadFailed(backups.error.message)}</p>
        ) : status ? (
          <>
            <p className="mt-1 text-sm font-medium text-stone-900">{status.last ? t.last(timeAgo(status.last.createdAt) ?? '', formatBytes(status.last.bytes)) : t.none}</p>
            <p className="mt-0.5 text-[13px] text-muted tabular-nums">
              {status.last ? t.takenAt(formatLongDateTime(status.last.createdAt)) : ''}
              {status.intervalHours > 0 ? t.schedule(status.intervalHours, status.keep) : t.scheduleOff}
            </p>
            {status.warning ? (
              <p role="alert" className="mt-2 flex items-start gap-1.5 text-[13px] font-medium text-warning-700">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {status.warning}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="secondary" size="sm" busy={backUpNow.isPending} onClick={takeBackup}>
          {t.backUpNow}
        </Button>
      </div>
    </Card>
  );
}
