import { cx } from './cx.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'outline-destructive';
export type ButtonSize = 'sm' | 'md' | 'icon' | 'icon-sm';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-white shadow-card hover:bg-primary-hover',
  secondary: 'border border-line-strong bg-surface text-ink shadow-card hover:bg-subtle',
  ghost: 'text-stone-800 hover:bg-subtle hover:text-ink',
  destructive: 'bg-danger-600 text-white shadow-card hover:bg-danger-700',
  'outline-destructive': 'border border-danger-100 bg-surface text-danger-600 hover:bg-danger-50',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 gap-1.5 px-3 text-[13px]',
  md: 'h-10 gap-2 px-4 text-sm',
  icon: 'size-10',
  'icon-sm': 'size-8',
};

/** The one button look, for <button>s and for links that should read as buttons. */
export const buttonClass = ({ variant = 'primary', size = 'md', className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) =>
  cx(
    'inline-flex shrink-0 cursor-pointer items-center justify-center rounded-md font-semibold whitespace-nowrap transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    '[&_svg]:size-4 [&_svg]:shrink-0',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
