import { cx } from '../ui/cx.ts';

/** The studio's monogram: an arch over a line, in brass on Nile teal. Decorative. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span aria-hidden="true" className={cx('grid size-9 shrink-0 place-items-center rounded-lg bg-nile-700 text-brass-300 shadow-card', className)}>
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" className="size-5">
        <path d="M6 19V11a6 6 0 0 1 12 0v8" />
        <path d="M10 19v-6a2 2 0 0 1 4 0v6" />
        <path d="M4 19h16" />
      </svg>
    </span>
  );
}
