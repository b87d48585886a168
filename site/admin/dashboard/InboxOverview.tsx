import type { ReactNode } from 'react';
import { useText } from '../i18n/text.ts';
import { useMessageSummary } from '../messages/use-messages.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { LeadsChart } from './LeadsChart.tsx';
import { MessagesByStatus } from './MessagesByStatus.tsx';

/** The dashboard's lead charts: weekly messages and subscribers, and messages by status. */
export function InboxOverview() {
  const text = useText();
  const t = text.leads;
  const summary = useMessageSummary();
  const body = (content: (data: NonNullable<typeof summary.data>) => ReactNode) =>
    summary.isPending ? (
      <Skeleton className="h-40 w-full" />
    ) : summary.isError ? (
      <p className="text-[13px] text-danger-600">
        {t.loadFailed}: {summary.error.message}
      </p>
    ) : (
      content(summary.data)
    );
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
      <Card>
        <CardHeader title={t.chartTitle} description={t.chartDescription} />
        <div className="p-5">
          {body((data) => (
            <LeadsChart weeks={data.weeks} />
          ))}
        </div>
      </Card>
      <Card>
        <CardHeader title={t.byStatusTitle} description={t.byStatusDescription} />
        <div className="p-3">
          {body((data) => (
            <MessagesByStatus byStatus={data.byStatus} />
          ))}
        </div>
      </Card>
    </div>
  );
}
