import { Skeleton } from './Skeleton.tsx';
import { useText } from '../i18n/text.ts';

/** Placeholder rows while a list loads, announced once. */
export function TableSkeleton({ rows = 5, label }: { rows?: number; label?: string }) {
  const text = useText();
  return (
    <div role="status" aria-label={label ?? text.common.loading} className="divide-y divide-line">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place, and never reorder.
        <div key={index} className="flex items-center gap-4 px-5 py-4">
          <Skeleton className="h-10 w-12 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="hidden h-6 w-20 sm:block" />
        </div>
      ))}
    </div>
  );
}
