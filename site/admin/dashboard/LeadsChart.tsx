import type { MessageSummary } from '../lib/api-types.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { formatShortDay } from '../lib/dates.ts';
import { ChartLegend } from '../ui/ChartLegend.tsx';
import { WeekSpan } from './WeekSpan.tsx';

const HEIGHT = 120;
const GROUP = 28;
const BAR = 10;

/**
 * Messages and new subscribers per week as paired bars, the weeks in reading order (right to left in
 * Arabic). The drawing is hidden from assistive technology; the same numbers are in a table that screen
 * readers read instead.
 */
export function LeadsChart({ weeks }: { weeks: MessageSummary['weeks'] }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.leads;
  const shortDay = (isoDay: string) => formatShortDay(isoDay, lang);
  const peak = Math.max(1, ...weeks.flatMap((week) => [week.messages, week.subscribers]));
  const height = (value: number) => (value / peak) * (HEIGHT - 4);
  const totals = weeks.reduce((sum, week) => ({ messages: sum.messages + week.messages, subscribers: sum.subscribers + week.subscribers }), { messages: 0, subscribers: 0 });

  return (
    <figure className="grid gap-3">
      <div aria-hidden="true" className="grid gap-2">
        <svg aria-hidden="true" viewBox={`0 0 ${weeks.length * GROUP} ${HEIGHT + 16}`} className="h-40 w-full rtl:-scale-x-100" preserveAspectRatio="none">
          <line x1="0" x2={weeks.length * GROUP} y1={HEIGHT} y2={HEIGHT} className="stroke-line" strokeWidth="1" />
          {weeks.map((week, index) => (
            <g key={week.weekStart} transform={`translate(${index * GROUP + 3}, 0)`}>
              <rect x="0" y={HEIGHT - height(week.messages)} width={BAR} height={height(week.messages)} rx="2" className="fill-nile-600" />
              <rect x={BAR + 1} y={HEIGHT - height(week.subscribers)} width={BAR} height={height(week.subscribers)} rx="2" className="fill-brass-300" />
            </g>
          ))}
        </svg>
        <WeekSpan weeks={weeks} />
        <ChartLegend
          items={[
            { key: 'messages', label: t.messages, fill: 'fill-nile-600' },
            { key: 'subscribers', label: t.subscribers, fill: 'fill-brass-300' },
          ]}
        />
      </div>
      <figcaption className="text-[13px] text-muted">{t.chartSummary(totals.messages, totals.subscribers)}</figcaption>
      {/* A table is as wide as its cells whatever its own width: hidden on it, it widened the page on a phone. */}
      <div className="sr-only">
        <table>
          <caption>{t.chartDescription}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekOf}</th>
              <th scope="col">{t.messages}</th>
              <th scope="col">{t.subscribers}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.weekStart}>
                <th scope="row">{shortDay(week.weekStart)}</th>
                <td>{week.messages}</td>
                <td>{week.subscribers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
