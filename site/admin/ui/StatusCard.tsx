import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './Card.tsx';
import { Skeleton } from './Skeleton.tsx';

const ICON_TONES = {
  brass: 'bg-brass-300/30 text-brass-700',
  nile: 'bg-nile-400/10 text-nile-700',
} as const;

interface StatusCardProps {
  icon: LucideIcon;
  iconTone: keyof typeof ICON_TONES;
  title: string;
  /** The state in a word, beside the title. */
  badge?: ReactNode;
  loading: boolean;
  /** Shown instead of the status when it could not be read. */
  error: string | null;
  /** The status once read; nothing is shown without it. */
  headline?: ReactNode;
  detail?: ReactNode;
  /** Below the detail, such as the log of a failure. */
  children?: ReactNode;
  /** The buttons at the end. */
  actions: ReactNode;
}

/** A dashboard card about one background job: its state, what it last did, and what to do about it. */
export function StatusCard({ icon: Icon, iconTone, title, badge, loading, error, headline, detail, children, actions }: StatusCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <span className={`grid size-10 shrink-0 place-items-center rounded-full ${ICON_TONES[iconTone]}`}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1" aria-live="polite">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-[15px] font-semibold tracking-tight text-ink">{title}</h2>
          {badge}
        </div>
        {loading ? (
          <Skeleton className="mt-2 h-4 w-2/3" />
        ) : error !== null ? (
          <p className="mt-1 text-[13px] text-danger-600">{error}</p>
        ) : headline !== undefined ? (
          <>
            <p className="mt-1 text-sm font-medium text-stone-900">{headline}</p>
            <p className="mt-0.5 text-[13px] text-muted tabular-nums">{detail}</p>
            {children}
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 sm:shrink-0 sm:justify-end">{actions}</div>
    </Card>
  );
}
