import type { ReactNode } from 'react';
import { cx } from '../ui/cx.ts';

/**
 * A count beside a screen's name in the sidebar. The number itself is hidden from screen readers, which hear
 * `spoken` instead: a description the link points to, or words that are part of the link's name.
 */
export function NavBadge({ count, active, spoken }: { count: number; active: boolean; spoken: ReactNode }) {
  return (
    <>
      <span
        aria-hidden="true"
        data-testid="nav-badge"
        className={cx('ms-auto min-w-5 rounded-full px-1.5 text-center text-xs leading-5 font-bold tabular-nums', active ? 'bg-white text-nile-700' : 'bg-nile-600 text-white')}
      >
        {count}
      </span>
      {spoken}
    </>
  );
}
