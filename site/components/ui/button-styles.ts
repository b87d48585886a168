/** The site's button look, shared by Astro links and React islands so both stay identical. */
export type ButtonVariant = 'primary' | 'brass' | 'outline-light' | 'outline-dark' | 'link-light' | 'link-dark';

const BASE =
  'inline-flex items-center justify-center gap-3 text-xs font-semibold uppercase tracking-[0.2em] transition-colors duration-300 ease-calm focus-visible:outline-2 focus-visible:outline-offset-4 disabled:cursor-not-allowed disabled:opacity-60';

const BOXED = 'min-h-12 rounded-xs px-7 py-3.5';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: `${BOXED} bg-ink text-paper hover:bg-nile-700 focus-visible:outline-brass-600`,
  brass: `${BOXED} bg-brass-400 text-ink hover:bg-brass-300 focus-visible:outline-brass-300`,
  'outline-light': `${BOXED} border border-white/60 text-white hover:border-white hover:bg-white hover:text-ink focus-visible:outline-brass-300`,
  'outline-dark': `${BOXED} border border-ink/70 text-ink hover:bg-ink hover:text-paper focus-visible:outline-brass-600`,
  'link-light': 'min-h-11 border-b border-brass-400 pb-1 text-white hover:border-white focus-visible:outline-brass-300',
  'link-dark': 'min-h-11 border-b border-brass-600 pb-1 text-ink hover:border-ink focus-visible:outline-brass-600',
};

export const buttonClass = (variant: ButtonVariant = 'primary', extra = '') => `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
