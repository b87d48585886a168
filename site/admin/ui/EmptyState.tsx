import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show: the spec's sentence, with an icon and an optional hint. */
export function EmptyState({ icon: Icon, title, hint, action }: { icon: LucideIcon; title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-14 text-center">
      <span className="mb-1 grid size-11 place-items-center rounded-full bg-subtle text-stone-600">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="text-sm font-semibold text-ink">{title}</p>
      {hint ? <p className="max-w-sm text-[13px] text-muted">{hint}</p> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
