import { CalendarClock, CalendarX2, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { longDateTimeLines } from '../lib/dates.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { type ComingUpItem, refOf, useChangeSchedule, useComingUp } from './use-coming-up.ts';

const keyOf = (item: ComingUpItem) => (item.kind === 'content' ? `content-${item.at}` : `${item.kind}-${item.id}`);

/** "Coming up" on the dashboard: everything scheduled, soonest first, in Cairo time; each published now or unscheduled. */
export function ComingUpCard() {
  const text = useText();
  const s = text.schedules;
  const lang = useAdminLanguage();
  const list = useComingUp({ enabled: true });
  const change = useChangeSchedule();
  const [busy, setBusy] = useState<string | null>(null);
  const [sending, setSending] = useState<ComingUpItem | null>(null);

  const nameOf = (item: ComingUpItem) => (item.kind === 'content' ? item.sections.map((section) => text.siteContent.screens[section]).join(text.common.listSeparator) : item.title);

  const run = (action: 'now' | 'unschedule', item: ComingUpItem) => {
    setBusy(`${action}-${keyOf(item)}`);
    change.mutate(
      { action, item: refOf(item) },
      {
        onSuccess: () => toast({ title: action === 'now' ? s.nowDone[item.kind] : s.unscheduled, description: nameOf(item) }),
        onError: (error) => notifyError(failedTo(s.changeFailed, error)),
        onSettled: () => {
          setBusy(null);
          setSending(null);
        },
      },
    );
  };

  const items = list.data?.items ?? [];
  return (
    <Card>
      <CardHeader title={s.comingUp} description={s.comingUpDescription} />
      {list.isPending ? (
        <TableSkeleton rows={2} label={s.loading} />
      ) : list.isError ? (
        <p className="px-5 py-6 text-[13px] text-danger-600">{s.loadFailed}</p>
      ) : items.length === 0 ? (
        <EmptyState icon={CalendarClock} title={s.empty} hint={s.emptyHint} />
      ) : (
        <ul className="divide-y divide-line" aria-label={s.comingUp}>
          {items.map((item) => {
            const when = longDateTimeLines(item.at, lang);
            const key = keyOf(item);
            return (
              <li key={key} className="grid gap-3 px-5 py-3.5 sm:grid-cols-[12.5rem_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
                <p className="text-[13px] font-semibold text-ink tabular-nums">
                  <span className="whitespace-nowrap">{when?.date}</span> <span className="whitespace-nowrap">{when?.time}</span>
                </p>
                <div className="min-w-0">
                  <Badge tone={item.kind === 'project-down' ? 'warning' : item.kind === 'newsletter' ? 'accent' : 'brand'}>{s.kinds[item.kind]}</Badge>
                  <p dir="auto" className="align-page-start mt-1 truncate text-sm font-semibold text-ink" title={nameOf(item)}>
                    {nameOf(item)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2 sm:justify-end">
                  <Button size="sm" busy={busy === `now-${key}`} disabled={busy !== null} onClick={() => (item.kind === 'newsletter' ? setSending(item) : run('now', item))}>
                    {item.kind === 'newsletter' ? <Send aria-hidden="true" className="rtl:-scale-x-100" /> : null}
                    {s.now[item.kind]}
                  </Button>
                  <Button variant="secondary" size="sm" busy={busy === `unschedule-${key}`} disabled={busy !== null} onClick={() => run('unschedule', item)}>
                    {busy === `unschedule-${key}` ? null : <CalendarX2 aria-hidden="true" />}
                    {s.unschedule}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={sending !== null}
        onOpenChange={(open) => !open && setSending(null)}
        title={s.sendNowTitle}
        description={sending ? s.sendNowDescription(nameOf(sending)) : ''}
        confirmLabel={s.now.newsletter}
        busy={busy !== null}
        onConfirm={() => sending && run('now', sending)}
      />
    </Card>
  );
}
