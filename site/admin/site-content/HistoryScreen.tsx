import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatLongDateTime } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { sectionList } from './screens.ts';
import { useRestore, useSiteContentHistory, type PublishRecord } from './use-site-content.ts';

/** The last 20 publishes; "Restore" makes one the draft, to review and publish again. */
export function HistoryScreen() {
  const text = useText();
  const lang = useAdminLanguage();
  const h = text.siteContent.history;
  const history = useSiteContentHistory();
  const restore = useRestore();
  const [chosen, setChosen] = useState<PublishRecord | null>(null);

  const onRestore = () => {
    if (!chosen) return;
    restore.mutate(chosen.id, {
      onSuccess: () => {
        setChosen(null);
        toast({ title: h.restoredTitle, description: h.restoredDescription });
      },
      onError: (error) => {
        setChosen(null);
        notifyError(failedTo(h.restoreFailed, error));
      },
    });
  };

  const body = () => {
    if (history.isPending) return <TableSkeleton rows={4} label={h.loading} />;
    if (history.isError) return <ErrorState title={h.loadFailed} message={history.error.message} onRetry={() => void history.refetch()} />;
    const publishes = history.data.publishes;
    if (publishes.length === 0) return <EmptyState icon={History} title={h.empty} hint={h.emptyHint} />;
    return (
      <ol aria-label={h.listLabel} className="divide-y divide-line">
        {publishes.map((record, index) => (
          <li key={record.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                <time dateTime={record.publishedAt} className="tabular-nums">
                  {formatLongDateTime(record.publishedAt, lang)}
                </time>
                {index === 0 ? <Badge tone="success">{h.latest}</Badge> : null}
              </p>
              <p className="mt-0.5 text-[13px] text-muted">{h.by(record.publishedBy ?? h.unknownAdmin)}</p>
              <p className="mt-1 text-[13px] text-stone-800">
                <span className="sr-only">{`${h.sections}: `}</span>
                {sectionList(record.sections, lang)}
              </p>
            </div>
            <Button variant="secondary" size="sm" className="self-start sm:self-center" onClick={() => setChosen(record)}>
              <RotateCcw aria-hidden="true" />
              {h.restore}
            </Button>
          </li>
        ))}
      </ol>
    );
  };

  return (
    <Card>
      <CardHeader title={h.title} description={h.description} />
      {body()}
      <ConfirmDialog
        open={chosen !== null}
        onOpenChange={(open) => !open && setChosen(null)}
        title={h.restoreTitle}
        description={h.restoreDescription(chosen ? formatLongDateTime(chosen.publishedAt, lang) : '')}
        confirmLabel={h.restore}
        busy={restore.isPending}
        onConfirm={onRestore}
      />
    </Card>
  );
}
