import { useRef } from 'react';
import { formatNumber, formatStat } from './format-stat.ts';
import { useCountUp } from './use-count-up.ts';

export interface Stat {
  value: number;
  decimals: number;
  suffix: string;
  label: string;
}

function Counter({ stat, tone }: { stat: Stat; tone: 'light' | 'dark' }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useCountUp(stat.value, ref);
  const final = formatStat(stat.value, stat.decimals, stat.suffix);
  return (
    <div ref={ref} className={`flex flex-col border-t pt-6 ${tone === 'dark' ? 'border-white/15' : 'border-stone-300'}`}>
      <dt className={`mt-3 text-sm leading-snug ${tone === 'dark' ? 'text-stone-300' : 'text-stone-600'}`}>{stat.label}</dt>
      <dd className={`order-first font-display text-6xl font-medium lining-nums tabular-nums lg:text-7xl ${tone === 'dark' ? 'text-brass-300' : 'text-ink'}`}>
        <span className="sr-only">{final}</span>
        {/* The final figure reserves the width, so the running number never moves the layout. */}
        <span aria-hidden="true" className="flex items-baseline">
          <span className="grid">
            <span className="invisible col-start-1 row-start-1">{formatNumber(stat.value, stat.decimals)}</span>
            <span data-testid="counter-value" className="col-start-1 row-start-1">
              {formatNumber(shown, stat.decimals)}
            </span>
          </span>
          <span className="whitespace-pre text-[0.45em] font-semibold tracking-wide">{stat.suffix}</span>
        </span>
      </dd>
    </div>
  );
}

/** The experience statistics, each counting up the first time it comes half into view. */
export default function StatCounters({ stats, tone = 'dark' }: { stats: readonly Stat[]; tone?: 'light' | 'dark' }) {
  return (
    <dl className="grid gap-x-10 gap-y-12 sm:grid-cols-2 lg:grid-cols-4">
      {stats.map((stat) => (
        <Counter key={stat.label} stat={stat} tone={tone} />
      ))}
    </dl>
  );
}
