import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';

export interface EmptyView {
  icon: LucideIcon;
  title: string;
  hint?: ReactNode;
  action?: ReactNode;
}

interface QueryViewProps<T> {
  query: UseQueryResult<unknown>;
  /** What the list shows now (after any search); empty means the empty state. */
  items: readonly T[];
  loadingLabel: string;
  skeletonRows?: number;
  errorTitle: string;
  empty: EmptyView;
  children: (items: readonly T[]) => ReactNode;
}

/** A list's four states in one place: loading placeholder, error with retry, empty state, or the rows. */
export function QueryView<T>({ query, items, loadingLabel, skeletonRows, errorTitle, empty, children }: QueryViewProps<T>) {
  if (query.isPending) return <TableSkeleton rows={skeletonRows} label={loadingLabel} />;
  if (query.isError) return <ErrorState title={errorTitle} message={query.error.message} onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <EmptyState icon={empty.icon} title={empty.title} hint={empty.hint} action={empty.action} />;
  return <>{children(items)}</>;
}
