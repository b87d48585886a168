import { AlertCircle, CalendarClock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FUNNEL_STAGES } from '../../../shared/leads.ts';
import { useText } from '../i18n/text.ts';
import type { LeadSummary } from '../lib/api-types.ts';
import { useLeadWords } from '../messages/lead-words.ts';
import { useLeadSummary } from '../messages/use-messages.ts';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import type { LegendItem } from '../ui/ChartLegend.tsx';
import { StackedWeeksChart } from './StackedWeeksChart.tsx';

const SOURCE_FILLS = ['fill-nile-600', 'fill-brass-400', 'fill-whatsapp-600', 'fill-nile-400', 'fill-stone-500'] as const;

/**
 * The pipeline on the dashboard: the follow-ups due, enquiries per week by channel and by source, the funnel per
 * source with the won value, and the projects that bring enquiries. Every chart has its table.
 */
export function PipelineOverview() {
  const text = useText();
  const t = text.leads.dashboard;
  const summary = useLeadSummary();
  const body = (content: (data: LeadSummary) => ReactNode) =>
    summary.isPending ? (
      <Skeleton className="h-40 w-full" />
    ) : summary.isError ? (
      <p className="text-[13px] text-danger-600">
        {text.leads.loadFailed}: {summary.error.message}
      </p>
    ) : (
      content(summary.data)
    );
  const card = (title: string, description: string, padding: string, content: (data: LeadSummary) => ReactNode) => (
    <Card>
      <CardHeader title={title} description={description} />
      <div className={padding}>{body(content)}</div>
    </Card>
  );
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-[1fr_2fr] [&>*]:min-w-0">
        {card(t.followUps, t.followUpsDescription, 'p-2', (data) => (
          <FollowUps followUps={data.followUps} today={data.today} />
        ))}
        {card(t.byChannel, t.byChannelDescription, 'p-5', (data) => (
          <ChannelChart weeks={data.byChannel} />
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {card(t.bySource, t.bySourceDescription, 'p-5', (data) => (
          <SourceChart bySource={data.bySource} />
        ))}
        {card(t.projects, t.projectsDescription, 'p-3', (data) => (
          <ProjectLeads projects={data.projects} />
        ))}
      </div>
      {card(t.funnel, t.funnelDescription, 'p-5', (data) => (
        <Funnel funnel={data.funnel} />
      ))}
    </div>
  );
}

function FollowUps({ followUps, today }: { followUps: LeadSummary['followUps']; today: string }) {
  const t = useText().leads.dashboard;
  const words = useLeadWords();
  if (followUps.due.length === 0) return <p className="px-3 py-6 text-center text-[13px] text-muted">{t.noFollowUps}</p>;
  return (
    <ul className="divide-y divide-line">
      {followUps.due.map((lead) => (
        <li key={lead.id}>
          <Link href={`/admin/messages?view=${lead.id}`} className="flex items-center gap-3 rounded-md px-3 py-2.5 transition-colors hover:bg-subtle/60">
            {lead.overdue ? (
              <AlertCircle aria-hidden="true" className="size-4 shrink-0 text-danger-600" />
            ) : (
              <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-nile-600" />
            )}
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                <span dir="auto" className="align-page-start -my-1 truncate py-1">
                  {lead.name}
                </span>
                {lead.overdue ? <Badge tone="danger">{t.overdue}</Badge> : null}
              </p>
              {/* The owner's name is cut at its own end, never from its start at the line's end («… dio Owner»). */}
              <p className="-my-1 flex min-w-0 items-baseline gap-1 py-1 text-xs text-muted">
                <span className="min-w-0 truncate">
                  {[lead.followUpOn === today ? t.today : words.day(lead.followUpOn ?? today), words.stage(lead.stage)].join(' · ')}
                  {lead.ownerName ? ' ·' : null}
                </span>
                {lead.ownerName ? (
                  <bdi dir="auto" className="min-w-0 truncate">
                    {lead.ownerName}
                  </bdi>
                ) : null}
              </p>
            </div>
          </Link>
        </li>
      ))}
      {followUps.total > followUps.due.length ? <li className="px-3 py-2 text-xs text-muted">{t.more(followUps.total - followUps.due.length)}</li> : null}
    </ul>
  );
}

function ChannelChart({ weeks }: { weeks: LeadSummary['byChannel'] }) {
  const text = useText();
  const t = text.leads.dashboard;
  const channels = text.leads.chartChannels;
  const series: LegendItem[] = [
    { key: 'form', label: channels.form, fill: 'fill-nile-600' },
    { key: 'whatsapp', label: channels.whatsapp, fill: 'fill-whatsapp-600' },
    { key: 'manual', label: channels.manual, fill: 'fill-brass-300' },
  ];
  const sum = (key: 'form' | 'whatsapp' | 'manual') => weeks.reduce((total, week) => total + week[key], 0);
  return (
    <StackedWeeksChart
      weeks={weeks.map(({ weekStart, ...values }) => ({ weekStart, values }))}
      series={series}
      caption={t.byChannelDescription}
      weekHeading={t.weekStarting}
      summary={t.channelSummary(sum('form'), sum('whatsapp'), sum('manual'))}
      tableToggle={t.tableToggle}
    />
  );
}

function SourceChart({ bySource }: { bySource: LeadSummary['bySource'] }) {
  const t = useText().leads.dashboard;
  const words = useLeadWords();
  const series: LegendItem[] = [
    ...bySource.sources.map(({ key, description }, index) => ({ key, label: words.source(description), fill: SOURCE_FILLS[index] ?? 'fill-stone-500' })),
    { key: 'other', label: t.otherSources, fill: 'fill-stone-300' },
  ];
  const weeks = bySource.weeks.map(({ weekStart, counts, other }) => ({ weekStart, values: { ...counts, other } }));
  const total = weeks.reduce((sum, week) => sum + Object.values(week.values).reduce((inner, value) => inner + value, 0), 0);
  return (
    <StackedWeeksChart weeks={weeks} series={series} caption={t.bySourceDescription} weekHeading={t.weekStarting} summary={t.sourceSummary(total)} tableToggle={t.tableToggle} />
  );
}

function Funnel({ funnel }: { funnel: LeadSummary['funnel'] }) {
  const t = useText().leads.dashboard;
  const words = useLeadWords();
  if (funnel.length === 0) return <p className="py-6 text-center text-[13px] text-muted">{t.noLeads}</p>;
  const totals = FUNNEL_STAGES.map((stage) => funnel.reduce((sum, row) => sum + row.stages[stage], 0));
  const wonValue = funnel.reduce((sum, row) => sum + row.wonValue, 0);
  const widest = Math.max(1, totals[0] ?? 0);
  return (
    <div className="grid gap-5">
      {/* The funnel of every source together; the table below holds the same numbers per source. */}
      <div aria-hidden="true" className="grid gap-1.5">
        {FUNNEL_STAGES.map((stage, index) => (
          <div key={stage} className="grid grid-cols-[8rem_1fr] items-center gap-3 text-xs">
            <span className="text-muted">{words.stage(stage)}</span>
            <span className="flex items-center gap-2">
              <span className="h-5 rounded-sm bg-nile-600" style={{ width: `${((totals[index] ?? 0) / widest) * 100}%`, opacity: 1 - index * 0.18 }} />
              <span className="font-semibold text-ink tabular-nums">{totals[index]}</span>
            </span>
          </div>
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-[13px] tabular-nums">
          <caption className="sr-only">{t.funnelDescription}</caption>
          <thead>
            <tr className="border-b border-line text-muted">
              <th scope="col" className="py-2 pe-3 text-start font-semibold">
                {t.funnelSource}
              </th>
              {FUNNEL_STAGES.map((stage) => (
                <th key={stage} scope="col" className="py-2 pe-3 text-end font-semibold whitespace-nowrap">
                  {words.stage(stage)}
                </th>
              ))}
              <th scope="col" className="py-2 text-end font-semibold whitespace-nowrap">
                {t.wonValue}
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row) => (
              <tr key={row.key} className="border-b border-line/60">
                <th scope="row" className="max-w-56 truncate py-2 pe-3 text-start font-medium text-ink">
                  {words.source(row.description)}
                </th>
                {FUNNEL_STAGES.map((stage) => (
                  <td key={stage} className="py-2 pe-3 text-end">
                    {row.stages[stage]}
                  </td>
                ))}
                <td className="py-2 text-end font-semibold whitespace-nowrap text-ink">{words.egp(row.wonValue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="text-ink">
              <th scope="row" className="py-2 pe-3 text-start font-semibold">
                {t.funnelTotal}
              </th>
              {totals.map((total, index) => (
                <td key={FUNNEL_STAGES[index]} className="py-2 pe-3 text-end font-semibold">
                  {total}
                </td>
              ))}
              <td className="py-2 text-end font-semibold whitespace-nowrap">{words.egp(wonValue)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </div>
  );
}

function ProjectLeads({ projects }: { projects: LeadSummary['projects'] }) {
  const t = useText().leads.dashboard;
  const words = useLeadWords();
  if (projects.length === 0) return <p className="px-2 py-6 text-center text-[13px] text-muted">{t.noProjects}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-[13px] tabular-nums">
        <caption className="sr-only">{t.projectsDescription}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-2 py-2 text-start font-semibold">
              {t.projectColumn}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t.leadsColumn}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t.whatsappColumn}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-semibold">
              {t.wonColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id} className="border-b border-line/60">
              <th scope="row" dir="auto" className="align-page-start max-w-48 truncate px-2 py-2 font-medium text-ink">
                {project.title}
              </th>
              <td className="px-2 py-2 text-end">{project.leads}</td>
              <td className="px-2 py-2 text-end">{project.whatsappClicks}</td>
              <td className="px-2 py-2 text-end font-semibold whitespace-nowrap text-ink">{project.won > 0 ? words.egp(project.wonValue) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
