import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx.ts';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx('rounded-lg border border-line bg-surface shadow-card', className)} {...props} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Heading level for the title, so each screen keeps a proper outline. */
  as?: 'h2' | 'h3';
  className?: string;
}

export function CardHeader({ title, description, action, as: Heading = 'h2', className }: CardHeaderProps) {
  return (
    // An action too wide to sit beside the title on a phone (the activity log's filters) goes under it.
    <div className={cx('flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-line px-5 py-4', className)}>
      <div className="min-w-0 flex-1 basis-48">
        <Heading className="text-[15px] font-semibold tracking-tight text-ink">{title}</Heading>
        {description ? <p className="mt-0.5 text-[13px] text-muted">{description}</p> : null}
      </div>
      {action ? <div className="max-w-full shrink-0">{action}</div> : null}
    </div>
  );
}
