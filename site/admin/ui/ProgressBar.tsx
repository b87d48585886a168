import { cx } from './cx.ts';

/** A determinate progress bar, announced with its percentage. */
export function ProgressBar({ value, label, className }: { value: number; label: string; className?: string }) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cx('h-1.5 w-full overflow-hidden rounded-full bg-stone-200', className)}
    >
      <div className="h-full rounded-full bg-nile-500 transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}
