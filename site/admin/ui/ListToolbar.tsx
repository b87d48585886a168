import type { ReactNode } from 'react';

/** The strip above a table: search on the left, a count (and extras) on the right. */
export function ListToolbar({ search, summary }: { search: ReactNode; summary?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 border-b border-line px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      {search}
      {summary ? (
        <div className="text-[13px] text-muted tabular-nums" aria-live="polite">
          {summary}
        </div>
      ) : null}
    </div>
  );
}
