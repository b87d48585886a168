import { Archive, CircleAlert, TriangleAlert } from 'lucide-react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { formatLongDateTime, timeAgo } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { StatusCard } from '../ui/StatusCard.tsx';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { useBackUpNow, useBackups } from './use-backups.ts';

/** The last backup's time and size, a warning when it is old or failed, the database replica's lag (an error past a minute), and "Back up now". */
export function BackupCard() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.backups;
  const backups = useBackups();
  const backUpNow = useBackUpNow();
  const status = backups.data;
  const replica = status?.replica ?? null;
  const attention = Boolean(status?.warning) || (replica !== null && !replica.ok);

  const takeBackup = () =>
    backUpNow.mutate(undefined, {
      onSuccess: (taken) => toast({ title: t.taken, description: t.takenDescription(taken.name, formatBytes(taken.bytes, text.common.byteUnits)) }),
      onError: (error) => notifyError(failedTo(t.failed, error)),
    });

  return (
    <StatusCard
      icon={Archive}
      iconTone="nile"
      title={t.title}
      badge={status ? <Badge tone={replica?.ok === false ? 'danger' : attention ? 'warning' : 'success'}>{attention ? t.needsAttention : t.upToDate}</Badge> : null}
      loading={backups.isPending}
      error={backups.isError ? t.loadFailed(backups.error.message) : null}
      headline={status && (status.last ? t.last(timeAgo(status.last.createdAt, lang) ?? '', formatBytes(status.last.bytes, text.common.byteUnits)) : t.none)}
      detail={
        status && (
          <>
            {status.last ? t.takenAt(formatLongDateTime(status.last.createdAt, lang)) : ''}
            {status.intervalHours > 0 ? t.schedule(status.intervalHours, status.keep) : t.scheduleOff}
          </>
        )
      }
      actions={
        <Button variant="secondary" size="sm" busy={backUpNow.isPending} onClick={takeBackup}>
          {t.backUpNow}
        </Button>
      }
    >
      {status?.warning ? (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-[13px] font-medium text-warning-700">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {status.warning}
        </p>
      ) : null}
      {replica?.ok ? (
        <p className="mt-2 text-[13px] text-muted">
          {t.replica}: {t.replicaBehind(replica.lagMs ?? 0)}{' '}
          <span dir="ltr" className="[overflow-wrap:anywhere]">
            ({replica.url})
          </span>
        </p>
      ) : replica ? (
        <p role="alert" className="mt-2 flex items-start gap-1.5 text-[13px] font-medium text-danger-600">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {replica.lagMs !== null ? t.replicaLate(t.replicaBehind(replica.lagMs)) : t.replicaUnreadable(replica.error ?? '')}
        </p>
      ) : null}
    </StatusCard>
  );
}
