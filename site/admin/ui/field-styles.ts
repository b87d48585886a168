import { cx } from './cx.ts';

/** Inputs, selects and textareas share one look; `invalid` turns the border red. */
export const fieldClass = (invalid?: boolean, className?: string) =>
  cx(
    'w-full rounded-md border bg-surface px-3 text-sm text-ink shadow-card transition-colors placeholder:text-stone-500',
    'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-nile-400/25 focus-visible:outline-none',
    'disabled:cursor-not-allowed disabled:bg-subtle disabled:opacity-70',
    invalid ? 'border-danger-500' : 'border-line-strong',
    className,
  );
