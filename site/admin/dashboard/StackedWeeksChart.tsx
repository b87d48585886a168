import { useAdminLanguage } from '../i18n/text.ts';
import { formatShortDay } from '../lib/dates.ts';
import { ChartLegend, type LegendItem } from '../ui/ChartLegend.tsx';
import { WeekSpan } from './WeekSpan.tsx';

const HEIGHT = 120;
const GROUP = 28;
const BAR = 18;

interface StackedWeeksChartProps {
  weeks: readonly { weekStart: string; values: Readonly<Record<string, number>> }[];
  series: readonly LegendItem[];
  /** The table's caption: what the numbers are. */
  caption: string;
  /** The first column's heading ("Week starting"). */
  weekHeading: string;
  /** The period in a sentence, under the chart. */
  summary: string;
  /** The summary's toggle for the table. */
  tableToggle: string;
}

/**
 * Counts per week, one stacked bar per week and one colour per series, the weeks in reading order (right to
 * left in Arabic). The drawing is hidden from assistive technology; the same numbers are in a table anyone
 * can open under it.
 */
export function StackedWeeksChart({ weeks, series, caption, weekHeading, summary, tableToggle }: StackedWeeksChartProps) {
  const lang = useAdminLanguage();
  const shortDay = (isoDay: string) => formatShortDay(isoDay, lang);
  const totals = weeks.map((week) => series.reduce((sum, { key }) => sum + (week.values[key] ?? 0), 0));
  const peak = Math.max(1, ...totals);
  const height = (value: number) => (value / peak) * (HEIGHT - 4);
  return (
    <figure className="grid gap-3">
      <div aria-hidden="true" className="grid gap-2">
        <svg aria-hidden="true" viewBox={`0 0 ${weeks.length * GROUP} ${HEIGHT + 4}`} className="h-40 w-full rtl:-scale-x-100" preserveAspectRatio="none">
          <line x1="0" x2={weeks.length * GROUP} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth="1" />
          {weeks.map((week, index) => {
            let top = HEIGHT;
            return (
              <g key={week.weekStart} transform={`translate(${index * GROUP + (GROUP - BAR) / 2}, 0)`}>
                {series.map(({ key, fill }) => {
                  const h = height(week.values[key] ?? 0);
                  top -= h;
                  return h > 0 ? <rect key={key} x="0" y={top} width={BAR} height={h} className={fill} /> : null;
                })}
              </g>
            );
          })}
        </svg>
        <WeekSpan weeks={weeks} />
        <ChartLegend items={series} />
      </div>
      <figcaption className="text-[13px] text-muted">{summary}</figcaption>
      <details className="text-[13px]">
        <summary className="w-fit cursor-pointer font-semibold text-nile-600">{tableToggle}</summary>
        {/* A table is as wide as its cells: its own box scrolls on a phone, not the page. */}
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-start tabular-nums">
            <caption className="sr-only">{caption}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-1.5 pe-3 text-start font-semibold">
                  {weekHeading}
                </th>
                {series.map(({ key, label }) => (
                  <th key={key} scope="col" className="py-1.5 pe-3 text-end font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.weekStart} className="border-b border-line/60">
                  <th scope="row" className="py-1 pe-3 text-start font-normal text-stone-800">
                    {shortDay(week.weekStart)}
                  </th>
                  {series.map(({ key }) => (
                    <td key={key} className="py-1 pe-3 text-end">
                      {week.values[key] ?? 0}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
