import { cx } from './cx.ts';

export interface LegendItem {
  key: string;
  label: string;
  /** The fill class the chart draws this series with: the swatch uses the same. */
  fill: string;
}

/** The key to a chart's colours: a swatch and a name for each series, in the chart's order. */
export function ChartLegend({ items, className }: { items: readonly LegendItem[]; className?: string }) {
  return (
    <div className={cx('flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-800', className)}>
      {items.map(({ key, label, fill }) => (
        <span key={key} className="inline-flex items-center gap-1.5">
          <svg aria-hidden="true" viewBox="0 0 10 10" className="size-2.5">
            <rect width="10" height="10" rx="2" className={fill} />
          </svg>
          {label}
        </span>
      ))}
    </div>
  );
}
