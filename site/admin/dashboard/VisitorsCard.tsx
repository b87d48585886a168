import { ArrowUpRight, ChartNoAxesColumn } from 'lucide-react';
import { Link } from 'wouter';
import { ChangeNote } from '../analytics/ChangeNote.tsx';
import { formatCount } from '../analytics/figures-format.ts';
import { useAnalytics } from '../analytics/use-analytics.ts';
import { useText } from '../i18n/text.ts';
import { Card } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const WIDTH = 140;
const HEIGHT = 40;

/** The last 7 days' visitors as a small line, for the card, in reading order (right to left in Arabic); the Analytics screen has the figures. */
function Sparkline({ values }: { values: number[] }) {
  const peak = Math.max(1, ...values);
  const step = WIDTH / Math.max(1, values.length - 1);
  const points = values.map((value, index) => `${index * step},${HEIGHT - 3 - (value / peak) * (HEIGHT - 6)}`);
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-10 w-36 overflow-visible rtl:-scale-x-100">
      <polygon points={`0,${HEIGHT} ${points.join(' ')} ${WIDTH},${HEIGHT}`} className="fill-nile-400/10" />
      <polyline points={points.join(' ')} fill="none" className="stroke-nile-600" strokeWidth="2" strokeLinejoin="round" strokeLinecap="round" />
    </svg>
  );
}

/** The dashboard's visitors of the last 7 days against the 7 days before, leading to the Analytics screen. */
export function VisitorsCard() {
  const text = useText();
  const t = text.dashboard;
  const week = useAnalytics('7d');
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-nile-400/10 text-nile-700">
        <ChartNoAxesColumn aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-[15px] font-semibold tracking-tight text-ink">{t.visitorsThisWeek}</h2>
        {week.isPending ? (
          <Skeleton className="mt-2 h-8 w-40" />
        ) : week.isError ? (
          <p className="mt-1 text-[13px] text-danger-600">
            {text.analytics.loadFailed}: {week.error.message}
          </p>
        ) : (
          <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-2xl font-bold tracking-tight text-ink tabular-nums">{formatCount(week.data.totals.visitors)}</p>
            <ChangeNote now={week.data.totals.visitors} before={week.data.previous.visitors} stretch={text.analytics.before['7d']} />
          </div>
        )}
        <p className="mt-0.5 text-xs text-muted">{t.visitorsThisWeekCaption}</p>
      </div>
      <div className="flex items-center justify-between gap-4">
        {week.data ? <Sparkline values={week.data.series.map((point) => point.visitors)} /> : null}
        <Link href="/admin/analytics" className="inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md px-3 text-[13px] font-semibold text-nile-600 hover:bg-subtle">
          {t.openAnalytics}
          <ArrowUpRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Link>
      </div>
    </Card>
  );
}
