import { cx } from './cx.ts';

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-stone-200/70', className)} />;
}
