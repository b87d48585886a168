import { ArrowUpRight, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Skeleton } from '../ui/Skeleton.tsx';

interface StatCardProps {
  href: string;
  label: string;
  caption: string;
  icon: LucideIcon;
  value: number | undefined;
  loading: boolean;
}

/** A count that links to its screen; the whole card is the link. */
export function StatCard({ href, label, caption, icon: Icon, value, loading }: StatCardProps) {
  return (
    <Link
      href={href}
      className="group relative flex flex-col justify-between gap-3 rounded-lg border border-line bg-surface p-4 shadow-card transition-all hover:-translate-y-0.5 hover:border-line-strong hover:shadow-md sm:p-5"
    >
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-nile-600" />
        <span className="text-[13px] leading-snug font-semibold text-stone-800">{label}</span>
      </div>
      <div>
        {loading ? <Skeleton className="h-9 w-16" /> : <p className="text-2xl font-bold tracking-tight text-ink tabular-nums sm:text-3xl">{value ?? '—'}</p>}
        <p className="mt-1 text-xs text-muted">{caption}</p>
      </div>
      <ArrowUpRight aria-hidden="true" className="absolute end-4 bottom-4 hidden size-4 sm:block text-stone-400 transition-colors group-hover:text-nile-600 rtl:-scale-x-100" />
    </Link>
  );
}
