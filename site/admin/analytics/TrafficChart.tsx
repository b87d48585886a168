import type { AnalyticsFigures } from '../lib/api-types.ts';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { cx } from '../ui/cx.ts';
import { ChartLegend } from '../ui/ChartLegend.tsx';
import { axisLabel, formatCount, rowLabel, scaleOf } from './figures-format.ts';

const WIDTH = 600;
const HEIGHT = 180;

/** The longest day label seven of which fit side by side on a phone ("26 Nov"); the Arabic label does not: Arabic has no short month names. */
const SHORT_LABEL = 6;

/**
 * Which points of the axis carry a label, counted back from today: all of a week, every seventh day of a month,
 * every other month on a phone; long labels on a phone every other day of a week and every fourteenth of a month.
 */
const labelled = (index: number, count: number, unit: AnalyticsFigures['unit'], longLabels: boolean) => {
  const fromEnd = count - 1 - index;
  if (unit === 'month') return fromEnd % 2 === 0 ? 'always' : 'wide';
  if (count <= 7) return longLabels && fromEnd % 2 !== 0 ? 'wide' : 'always';
  if (fromEnd % 7 !== 0) return 'never';
  return longLabels && fromEnd % 14 !== 0 ? 'wide' : 'always';
};

interface TrafficChartProps {
  series: AnalyticsFigures['series'];
  unit: AnalyticsFigures['unit'];
  /** The table instead of the drawing, for everyone; otherwise the table is there for screen readers only. */
  asTable: boolean;
}

/**
 * Page views per day (or month) as wide light bars, and the visitors among them as narrow dark bars in
 * front. The drawing is hidden from assistive technology, which reads the same numbers in the table.
 */
export function TrafficChart({ series, unit, asTable }: TrafficChartProps) {
  const t = useText().analytics;
  const lang = useAdminLanguage();
  const top = scaleOf(Math.max(0, ...series.map((point) => point.views)));
  const slot = WIDTH / Math.max(1, series.length);
  const height = (value: number) => (value / top) * HEIGHT;
  const labels = series.map((point) => axisLabel(point.start, unit, lang));
  const longLabels = Math.max(0, ...labels.map((label) => label.length)) > SHORT_LABEL;

  return (
    <figure className="grid min-w-0 gap-4">
      {asTable ? null : (
        <div aria-hidden="true" className="grid gap-3">
          {/* Time runs in reading order, right to left in Arabic: the drawing is mirrored, the scale and the labels follow the row. */}
          <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
            <div className="flex h-48 flex-col justify-between text-end text-[11px] leading-none text-muted tabular-nums">
              <span className="-translate-y-1/2">{formatCount(top)}</span>
              <span>{formatCount(top / 2)}</span>
              <span className="translate-y-1/2">0</span>
            </div>
            <svg aria-hidden="true" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="h-48 w-full overflow-visible rtl:-scale-x-100">
              {[0, HEIGHT / 2].map((y) => (
                <line key={y} x1="0" x2={WIDTH} y1={y} y2={y} className="stroke-line" strokeDasharray="3 4" vectorEffect="non-scaling-stroke" />
              ))}
              <line x1="0" x2={WIDTH} y1={HEIGHT} y2={HEIGHT} className="stroke-line-strong" vectorEffect="non-scaling-stroke" />
              {series.map((point, index) => (
                <g key={point.start} transform={`translate(${index * slot}, 0)`} className="group">
                  <title>{t.pointTitle(rowLabel(point.start, unit, lang), point.visitors, point.views)}</title>
                  <rect x="0" y="0" width={slot} height={HEIGHT} className="fill-transparent group-hover:fill-stone-200/40" />
                  <rect x={slot * 0.14} y={HEIGHT - height(point.views)} width={slot * 0.72} height={height(point.views)} rx="2" className="fill-brass-300/70" />
                  <rect x={slot * 0.3} y={HEIGHT - height(point.visitors)} width={slot * 0.4} height={height(point.visitors)} rx="2" className="fill-nile-600" />
                </g>
              ))}
            </svg>
            <span />
            <div className="relative mt-2 h-4 text-[11px] text-muted tabular-nums">
              {series.map((point, index) => {
                const shown = labelled(index, series.length, unit, longLabels);
                if (shown === 'never') return null;
                // Today's label under a narrow bar would reach past the card's edge centred: it ends where the chart ends.
                const atEnd = series.length > 7 && index === series.length - 1;
                return (
                  <span
                    key={point.start}
                    className={cx('absolute top-0 whitespace-nowrap', atEnd ? 'end-0' : '-translate-x-1/2 rtl:translate-x-1/2', shown === 'wide' && 'hidden sm:inline')}
                    style={atEnd ? undefined : { insetInlineStart: `${((index + 0.5) / series.length) * 100}%` }}
                  >
                    {labels[index]}
                  </span>
                );
              })}
            </div>
          </div>
          <ChartLegend
            className="gap-x-5"
            items={[
              { key: 'visitors', label: t.visitors, fill: 'fill-nile-600' },
              { key: 'views', label: t.pageViews, fill: 'fill-brass-300/70' },
            ]}
          />
        </div>
      )}
      {/* A table is as wide as its cells whatever its own width: hidden, it sits in a box that is. */}
      <div className={asTable ? 'max-h-[26rem] overflow-y-auto rounded-md border border-line' : 'sr-only'}>
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t.tableCaption[unit]}</caption>
          <thead className="sticky top-0 border-b border-line bg-subtle">
            <tr>
              <th scope="col" className="h-9 px-4 text-start text-xs font-semibold tracking-wide text-muted uppercase">
                {unit === 'month' ? t.columns.month : t.columns.day}
              </th>
              <th scope="col" className="h-9 px-4 text-end text-xs font-semibold tracking-wide text-muted uppercase">
                {t.columns.visitors}
              </th>
              <th scope="col" className="h-9 px-4 text-end text-xs font-semibold tracking-wide text-muted uppercase">
                {t.columns.views}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {[...series].reverse().map((point) => (
              <tr key={point.start}>
                <th scope="row" className="px-4 py-2 text-start font-medium text-stone-900">
                  {rowLabel(point.start, unit, lang)}
                </th>
                <td className="px-4 py-2 text-end text-ink tabular-nums">{formatCount(point.visitors)}</td>
                <td className="px-4 py-2 text-end text-ink tabular-nums">{formatCount(point.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
