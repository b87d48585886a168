import { ChartNoAxesColumn, ShieldCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ANALYTICS_RANGES, type AnalyticsRange, OTHER_KEY } from '../../../shared/analytics.ts';
import type { AnalyticsFigures } from '../lib/api-types.ts';
import { useText } from '../i18n/text.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { ChangeNote } from './ChangeNote.tsx';
import { formatCount } from './figures-format.ts';
import { RankedTable } from './RankedTable.tsx';
import { Segmented } from './Segmented.tsx';
import { SourcesTable } from './SourcesTable.tsx';
import { TrafficChart } from './TrafficChart.tsx';
import { useAnalytics } from './use-analytics.ts';

/** A total with its change against the same stretch before it. */
function Total({ label, value, before, stretch, swatch }: { label: string; value: number; before: number; stretch: string; swatch: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a total and its change read as one named figure; a fieldset is for form controls.
    <div role="group" aria-label={label} className="grid content-start gap-1 px-4 py-4 sm:px-5">
      <p className="inline-flex items-center gap-2 text-[13px] font-semibold text-stone-800">
        <span aria-hidden="true" className={`size-2.5 rounded-sm ${swatch}`} />
        {label}
      </p>
      <p className="text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{formatCount(value)}</p>
      <ChangeNote now={value} before={before} stretch={stretch} />
    </div>
  );
}

function Section({ title, description, children, className }: { title: string; description: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader title={title} description={description} />
      {children}
    </Card>
  );
}

function Figures({ figures, range }: { figures: AnalyticsFigures; range: AnalyticsRange }) {
  const t = useText().analytics;
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const viewOptions = [
    { value: 'chart', label: t.asChart },
    { value: 'table', label: t.asTable },
  ] as const;
  const stretch = t.before[range];
  const counted = figures.totals.views > 0;
  return (
    <div className="grid gap-4 [&>*]:min-w-0">
      <Card>
        <CardHeader
          title={t.chartTitle}
          description={t.chartDescription[figures.unit]}
          action={counted ? <Segmented label={t.viewAs} name="analytics-view" options={viewOptions} value={view} onChange={setView} size="sm" /> : null}
        />
        <div className="grid grid-cols-2 divide-x divide-line border-b border-line rtl:divide-x-reverse">
          <Total label={t.visitors} value={figures.totals.visitors} before={figures.previous.visitors} stretch={stretch} swatch="bg-nile-600" />
          <Total label={t.pageViews} value={figures.totals.views} before={figures.previous.views} stretch={stretch} swatch="bg-brass-300" />
        </div>
        <div className="p-5">
          {counted ? (
            <>
              <TrafficChart series={figures.series} unit={figures.unit} asTable={view === 'table'} />
              <p className="sr-only">{t.chartSummary(figures.totals.visitors, figures.totals.views, t.ranges[range])}</p>
            </>
          ) : (
            <EmptyState icon={ChartNoAxesColumn} title={t.empty} hint={t.emptyHint} />
          )}
        </div>
      </Card>

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Section title={t.topPages} description={t.topPagesDescription}>
          <RankedTable
            label={t.topPages}
            columns={[t.columns.page, t.columns.views]}
            rows={figures.pages.map((page) => ({
              key: page.path,
              label: page.path === OTHER_KEY ? t.otherPages : <span className="font-mono text-[13px]">{page.path}</span>,
              title: page.path === OTHER_KEY ? undefined : page.path,
              dir: page.path === OTHER_KEY ? undefined : 'ltr',
              value: page.views,
            }))}
          />
        </Section>
        <Section title={t.topProjects} description={t.topProjectsDescription}>
          <RankedTable
            label={t.topProjects}
            columns={[t.columns.project, t.columns.views]}
            rows={figures.projects.map((project) => ({
              key: project.slug,
              label: project.title ?? t.removedProject(project.slug),
              title: project.title ?? undefined,
              dir: project.title === null ? undefined : 'auto',
              value: project.views,
            }))}
          />
        </Section>
      </div>

      <Section title={t.sources} description={t.sourcesDescription}>
        <SourcesTable sources={figures.sources} />
      </Section>

      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Section title={t.languages} description={t.languagesDescription}>
          <RankedTable
            label={t.languages}
            columns={[t.columns.language, t.columns.views]}
            rows={figures.languages.map((row) => ({ key: row.lang, label: t.languageNames[row.lang], value: row.views }))}
            withShare
          />
        </Section>
        <Section title={t.devices} description={t.devicesDescription}>
          <RankedTable
            label={t.devices}
            columns={[t.columns.device, t.columns.visitors]}
            rows={figures.devices.map((row) => ({ key: row.device, label: t.deviceNames[row.device], value: row.visitors }))}
            withShare
          />
        </Section>
      </div>
    </div>
  );
}

/** The public site's visitors for a range: how many came, what they looked at, where from, and which sources bring leads. */
export default function AnalyticsPage() {
  const t = useText().analytics;
  const [range, setRange] = useState<AnalyticsRange>('7d');
  const analytics = useAnalytics(range);

  return (
    <>
      <PageHeader
        title={t.title}
        description={
          <>
            {t.description}
            <span className="mt-1.5 flex items-center gap-1.5 text-xs text-stone-700">
              <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0 text-nile-600" />
              {t.privacy}
            </span>
          </>
        }
        actions={
          <Segmented
            label={t.rangeLabel}
            name="analytics-range"
            options={ANALYTICS_RANGES.map((choice) => ({ value: choice, label: t.ranges[choice] }))}
            value={range}
            onChange={setRange}
          />
        }
      />
      {analytics.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only">{t.loading}</span>
          <Skeleton className="h-96 w-full" />
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-64 w-full" />
            <Skeleton className="h-64 w-full" />
          </div>
        </div>
      ) : analytics.isError ? (
        <Card>
          <ErrorState title={t.loadFailed} message={analytics.error.message} onRetry={() => void analytics.refetch()} />
        </Card>
      ) : (
        <div className={analytics.isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
          <Figures figures={analytics.data} range={range} />
        </div>
      )}
    </>
  );
}
