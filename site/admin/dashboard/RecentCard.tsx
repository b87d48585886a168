import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useText } from '../i18n/text.ts';
import { Card, CardHeader } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';

const RECENT_COUNT = 5;

interface RecentCardProps<T extends { id: number }> {
  title: string;
  description: string;
  /** The screen with the whole list ("View all"). */
  href: string;
  /** The list; the card shows its newest items (the highest ids). */
  items: readonly T[] | undefined;
  loading: boolean;
  loadingLabel: string;
  error: string | null;
  empty: { icon: LucideIcon; title: string };
  /** One row: an <li>. */
  children: (item: T) => ReactNode;
}

/** A dashboard card with the five newest items of a list and a link to all of them. */
export function RecentCard<T extends { id: number }>({ title, description, href, items, loading, loadingLabel, error, empty, children }: RecentCardProps<T>) {
  const text = useText();
  const recent = [...(items ?? [])].sort((a, b) => b.id - a.id).slice(0, RECENT_COUNT);
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        action={
          <Link href={href} className="rounded text-[13px] font-semibold text-nile-600 hover:underline">
            {text.common.viewAll}
          </Link>
        }
      />
      {loading ? (
        <TableSkeleton rows={3} label={loadingLabel} />
      ) : error ? (
        <p className="px-5 py-6 text-[13px] text-danger-600">{error}</p>
      ) : recent.length === 0 ? (
        <EmptyState icon={empty.icon} title={empty.title} />
      ) : (
        <ul className="divide-y divide-line">{recent.map((item) => children(item))}</ul>
      )}
    </Card>
  );
}
