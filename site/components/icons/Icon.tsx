import type { SVGProps } from 'react';

/**
 * The handful of line icons the islands use, drawn inline (lucide's geometry, 24 × 24, 1.5 stroke).
 * Inline paths cost a few bytes each, where an icon library's runtime costs kilobytes on every page.
 */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M18 6 6 18M6 6l12 12',
  'arrow-down': 'M12 5v14m-6-6 6 6 6-6',
  'arrow-left': 'M19 12H5m6 6-6-6 6-6',
  'chevron-left': 'm15 18-6-6 6-6',
  'chevron-right': 'm9 18 6-6-6-6',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5-12-7.5Z',
} as const;

export type IconName = keyof typeof PATHS;

export default function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      <path d={PATHS[name]} />
    </svg>
  );
}
