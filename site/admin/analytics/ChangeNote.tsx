import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useText } from '../i18n/text.ts';
import { cx } from '../ui/cx.ts';
import { percentChange } from './figures-format.ts';

/** How a total moved against the same stretch before it ("+12 % on the 7 days before"), in words and colour. */
export function ChangeNote({ now, before, stretch, className }: { now: number; before: number; stretch: string; className?: string }) {
  const t = useText().analytics;
  const percent = percentChange(now, before);
  const Icon = percent === null || percent === 0 ? Minus : percent > 0 ? TrendingUp : TrendingDown;
  const tone = percent === null || percent === 0 ? 'text-muted' : percent > 0 ? 'text-success-700' : 'text-danger-700';
  const sentence = percent !== null ? t.change(percent, stretch) : now > 0 ? t.newSince(stretch) : t.noneEither(stretch);
  return (
    <p className={cx('inline-flex items-center gap-1.5 text-[13px] font-medium tabular-nums', tone, className)}>
      {/* A trend runs the way time does on the chart: right to left in Arabic. */}
      <Icon aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
      {sentence}
    </p>
  );
}
