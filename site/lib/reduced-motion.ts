/** Whether the visitor asked the system for less motion (false where there is no matchMedia, e.g. tests). */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
